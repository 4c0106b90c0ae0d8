/**
 * One core start-flow use-case (core/use-cases/start-flow/use-case.ts) for the command's whole
 * run: each step dispatches an event and awaits the runner's settling. Flow creation and the
 * report route are left to the command: they end the wizard, and the use-case hands them over.
 */
import type { RegistryApi } from '../../core/ports/registry-api';
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
