/**
 * Incomplete applications (spec §4 "Incomplete application"): an application is SUCCESS, or
 * DELETING while being removed; after the deletion the user goes to the resume list.
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import type { IncompleteApplication } from '../../model/incomplete';
import { PATH_RESUME_INCOMPLETE } from '../flow-paths';

export type IncompleteStatus = 'SUCCESS' | 'DELETING';

export type IncompleteEffect = { readonly type: 'DELETE_INCOMPLETE'; readonly batchCode: string } | { readonly type: 'NAVIGATE'; readonly to: string };

export interface IncompleteState {
  readonly applications: readonly IncompleteApplication[];
  readonly status: Readonly<Record<string, IncompleteStatus>>;
  readonly error?: DomainError;
  readonly effects: readonly IncompleteEffect[];
}

export type IncompleteEvent =
  | { readonly type: 'LOADED'; readonly applications: readonly IncompleteApplication[] }
  | { readonly type: 'DELETE'; readonly batchCode: string }
  | { readonly type: 'DELETED'; readonly batchCode: string }
  | { readonly type: 'DELETE_FAILED'; readonly batchCode: string; readonly error: DomainError };

export const initialIncomplete: IncompleteState = { applications: [], status: {}, effects: [] };

export const statusOf = (s: IncompleteState, batchCode: string): IncompleteStatus => s.status[batchCode] ?? 'SUCCESS';

export const findApplication = (s: IncompleteState, batchCode: string): IncompleteApplication | undefined =>
  s.applications.find((a) => a.batchCode === batchCode);

export function incompleteReducer(s: IncompleteState, e: IncompleteEvent): IncompleteState {
  switch (e.type) {
    case 'LOADED':
      return { applications: e.applications, status: {}, effects: [] };
    case 'DELETE':
      if (statusOf(s, e.batchCode) === 'DELETING') return { ...s, effects: [] };
      return { ...s, status: { ...s.status, [e.batchCode]: 'DELETING' }, effects: [{ type: 'DELETE_INCOMPLETE', batchCode: e.batchCode }] };
    case 'DELETED': {
      const { [e.batchCode]: _gone, ...status } = s.status;
      return {
        applications: s.applications.filter((a) => a.batchCode !== e.batchCode),
        status,
        effects: [{ type: 'NAVIGATE', to: PATH_RESUME_INCOMPLETE }],
      };
    }
    case 'DELETE_FAILED':
      return { ...s, status: { ...s.status, [e.batchCode]: 'SUCCESS' }, error: e.error, effects: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// The use-case: the reducer run by the core runner, its effects through the ports.

export interface IncompletePorts {
  readonly api: Pick<RegistryApi, 'deleteIncompleteApplication'>;
  /** After a deletion: where to go, with the applications that remain. */
  readonly leave: (to: string, remaining: readonly IncompleteApplication[]) => void;
}

export const runIncompleteEffect =
  ({ api, leave }: IncompletePorts, current: () => IncompleteState) =>
  async (effect: IncompleteEffect): Promise<readonly IncompleteEvent[]> => {
    if (effect.type === 'DELETE_INCOMPLETE') {
      const { batchCode } = effect;
      const result = await api.deleteIncompleteApplication(batchCode)();
      return [E.isLeft(result) ? { type: 'DELETE_FAILED', batchCode, error: result.left } : { type: 'DELETED', batchCode }];
    }
    leave(effect.to, current().applications);
    return [];
  };

export type IncompleteUseCase = Runner<IncompleteState, IncompleteEvent>;

export function createIncompleteUseCase(ports: IncompletePorts): IncompleteUseCase {
  let runner: IncompleteUseCase | undefined = undefined;
  runner = createRunner(
    incompleteReducer,
    initialIncomplete,
    runIncompleteEffect(ports, () => runner!.getState()),
  );
  return runner;
}

/** The deletion just succeeded: the user is on the way back to the list. */
export const isLeaving = (s: IncompleteState): boolean => s.effects.some((e) => e.type === 'NAVIGATE');
