/**
 * Steps the core start-flow use-case (core/use-cases/start-flow/use-case.ts) from the state the
 * command holds: applies an event, awaits the runner's settling. Flow creation and the report
 * route are left to the command: they end the wizard.
 */
import type { RegistryApi } from '../../core/ports/registry-api';
import type { LicensingRequest } from '../../core/model/licensing';
import type { StartFlowEffect, StartFlowEvent, StartFlowState } from '../../core/use-cases/start-flow/machine';
import { createStartFlowUseCase } from '../../core/use-cases/start-flow/use-case';

export interface Driven {
  readonly state: StartFlowState;
  /** Effects that end the wizard, for the command to carry out. */
  readonly ending: readonly StartFlowEffect[];
}

/** Applies `event`, then lets the use-case answer every effect (several states at once) until none is left. */
export async function drive(api: RegistryApi, state: StartFlowState, event: StartFlowEvent): Promise<Driven> {
  const ending: StartFlowEffect[] = [];
  const wizard = createStartFlowUseCase({ api, end: (effect) => ending.push(effect) }, { ...state, effects: [] });
  wizard.dispatch(event);
  await wizard.settled();
  return { state: { ...wizard.getState(), effects: [] }, ending };
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
