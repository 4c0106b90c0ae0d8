/**
 * One core start-flow use-case (core/use-cases/start-flow/use-case.ts) for the command's whole
 * run: each step dispatches an event and awaits the runner's settling. Flow creation and the
 * report route are left to the command: they end the wizard, and the use-case hands them over.
 */
import type { RegistryApi } from '../../core/ports/registry-api';
import type { LicensingRequest } from '../../core/model/licensing';
import { initialStartFlow, type StartFlowEffect, type StartFlowEvent, type StartFlowState } from '../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase } from '../../core/use-cases/start-flow/use-case';

export interface Wizard {
  /** Applies `event`, then lets the use-case answer every effect until none is left. */
  step(event: StartFlowEvent): Promise<StartFlowState>;
  /** Effects that ended the wizard so far, for the command to carry out. */
  readonly ending: readonly StartFlowEffect[];
}

export function startWizard(api: RegistryApi): Wizard {
  const ending: StartFlowEffect[] = [];
  const wizard = createStartFlowUseCase({ api, end: (effect) => ending.push(effect) }, initialStartFlow);
  return {
    async step(event) {
      wizard.dispatch(event);
      await wizard.settled();
      return wizard.getState();
    },
    ending,
  };
}

/** Where the portal goes after creating a flow, as the CLI command to run next. */
export function nextCommandFor(request: LicensingRequest, flowId: string): string {
  switch (request.productType) {
    case 'CONTACT_CHANGE':
      return `licensehub ccr review ${flowId}`;
    case 'DEMOGRAPHIC_UPDATE':
    case 'DEMOGRAPHIC_UPDATE_2':
      return `licensehub names show ${flowId}`;
    case 'LICENSE_UPDATE':
      return `licensehub drlp show ${flowId}`;
    default:
      return `licensehub modules list ${flowId}`;
  }
}
