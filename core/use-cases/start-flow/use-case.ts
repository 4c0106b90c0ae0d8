/**
 * The start-flow use-case: the start-flow machine (machine.ts) run by the core runner, its fetches
 * through the RegistryApi. Flow creation and the report route end the wizard: they go to the
 * driver through `end`.
 */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../../errors';
import type { LicensingRequest } from '../../model/licensing';
import type { FlowCreated } from '../../model/pdb-report';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import { startFlowReducer, type StartFlowEffect, type StartFlowEvent, type StartFlowState } from './machine';

export interface StartFlowPorts {
  readonly api: Pick<RegistryApi, 'basisLicenses' | 'supportedStates' | 'availableLines' | 'validateLicenses' | 'duplicates' | 'feeSummary'>;
  /**
   * Creates the flow for END_CREATE_FLOW (create-flow.ts `createFlowFor`): its answer comes back
   * as FLOW_CREATED or FLOW_CREATION_FAILED. Without it, CREATE_FLOW goes to `end`.
   */
  readonly createFlow?: (request: LicensingRequest) => TaskEither<DomainError, FlowCreated>;
  /** CREATE_FLOW (when `createFlow` is not given) and VIEW_REPORT: the wizard ends; the driver carries them out. */
  readonly end?: (effect: StartFlowEffect) => void;
}

export const runStartFlowEffect =
  ({ api, createFlow, end }: StartFlowPorts) =>
  async (effect: StartFlowEffect): Promise<readonly StartFlowEvent[]> => {
    switch (effect.type) {
      case 'FETCH_BASIS': {
        const r = await api.basisLicenses(effect.query)();
        return [E.isRight(r) ? { type: 'BASIS_LOADED', basisLicenses: r.right } : { type: 'FETCH_FAILED', error: r.left }];
      }
      case 'FETCH_SUPPORTED_STATES': {
        const r = await api.supportedStates(effect.query)();
        return [E.isRight(r) ? { type: 'SUPPORTED_STATES_LOADED', supportedStates: r.right } : { type: 'FETCH_FAILED', error: r.left }];
      }
      case 'FETCH_LICENSES': {
        const r = await api.availableLines(effect.query)();
        if (E.isRight(r)) return [{ type: 'LINES_LOADED', stateCode: effect.query.stateCode, lines: r.right }];
        // A 400 is that state's own error (docs/portal.md §Start flow); anything else is the generic error path.
        return [
          r.left._tag === 'BadRequest'
            ? { type: 'LINES_FAILED', stateCode: effect.query.stateCode, errors: r.left.errors }
            : { type: 'FETCH_FAILED', error: r.left },
        ];
      }
      case 'VALIDATE_LICENSES': {
        const r = await api.validateLicenses(effect.request)();
        return [
          E.isRight(r)
            ? { type: 'VALIDATED', request: effect.request, errors: r.right }
            : { type: 'VALIDATION_FAILED', request: effect.request, error: r.left },
        ];
      }
      case 'FETCH_DUPLICATES': {
        const r = await api.duplicates(effect.request)();
        return [E.isRight(r) ? { type: 'DUPLICATES_LOADED', duplicates: r.right } : { type: 'FETCH_FAILED', error: r.left }];
      }
      case 'FETCH_FEE_SUMMARY': {
        const r = await api.feeSummary(effect.request)();
        return [E.isRight(r) ? { type: 'FEE_SUMMARY_LOADED', feeSummary: r.right } : { type: 'FETCH_FAILED', error: r.left }];
      }
      case 'CREATE_FLOW':
        if (createFlow) {
          const r = await createFlow(effect.request)();
          return [E.isRight(r) ? { type: 'FLOW_CREATED', flowId: r.right.flowId } : { type: 'FLOW_CREATION_FAILED', error: r.left }];
        }
        end?.(effect);
        return [];
      case 'VIEW_REPORT':
        end?.(effect);
        return [];
    }
  };

export type StartFlowUseCase = Runner<StartFlowState, StartFlowEvent>;

export const createStartFlowUseCase = (ports: StartFlowPorts, from: StartFlowState): StartFlowUseCase =>
  createRunner(startFlowReducer, from, runStartFlowEffect(ports));
