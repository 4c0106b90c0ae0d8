/**
 * Incomplete applications (docs/portal.md §Resume "Incomplete application"): an application is SUCCESS, or
 * DELETING while being removed; after the deletion the user goes to the resume list.
 *
 * Resume first checks for duplicate orders (docs/portal.md §Calls: `GET /duplicates/{batchCode}.json` on
 * resume): none, and the user leaves for the external flow page; some, and they are shown, the
 * user resuming only after seeing them. The check is advisory (the registry still decides when
 * the application is submitted): when it fails, the user resumes all the same.
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import { omit } from '../omit';
import type { IncompleteApplication } from '../../model/incomplete';
import type { DuplicateOrder } from '../../model/licensing';
import { PATH_RESUME_INCOMPLETE } from '../flow-paths';

export type IncompleteStatus = 'SUCCESS' | 'DELETING';

export type IncompleteEffect =
  | { readonly type: 'DELETE_INCOMPLETE'; readonly batchCode: string }
  | { readonly type: 'NAVIGATE'; readonly to: string }
  | { readonly type: 'CHECK_DUPLICATES'; readonly batchCode: string }
  | { readonly type: 'RESUME_FLOW'; readonly batchCode: string };

/** The resume of one application: its duplicate check under way, or the duplicates it found. */
export type ResumeCheck =
  | { readonly batchCode: string; readonly checking: true }
  | { readonly batchCode: string; readonly checking: false; readonly duplicates: readonly DuplicateOrder[] };

export interface IncompleteState {
  readonly applications: readonly IncompleteApplication[];
  readonly status: Readonly<Record<string, IncompleteStatus>>;
  readonly error?: DomainError;
  readonly resume?: ResumeCheck;
  readonly effects: readonly IncompleteEffect[];
}

export type IncompleteEvent =
  | { readonly type: 'LOADED'; readonly applications: readonly IncompleteApplication[] }
  | { readonly type: 'DELETE'; readonly batchCode: string }
  | { readonly type: 'DELETED'; readonly batchCode: string }
  | { readonly type: 'DELETE_FAILED'; readonly batchCode: string; readonly error: DomainError }
  | { readonly type: 'RESUME'; readonly batchCode: string }
  | { readonly type: 'DUPLICATES_CHECKED'; readonly batchCode: string; readonly duplicates: readonly DuplicateOrder[] }
  | { readonly type: 'RESUME_CONFIRMED'; readonly batchCode: string }
  | { readonly type: 'RESUME_CANCELLED' };

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
    case 'RESUME':
      if (s.resume?.checking) return { ...s, effects: [] };
      return { ...s, resume: { batchCode: e.batchCode, checking: true }, effects: [{ type: 'CHECK_DUPLICATES', batchCode: e.batchCode }] };
    case 'DUPLICATES_CHECKED':
      if (s.resume?.batchCode !== e.batchCode) return { ...s, effects: [] };
      if (e.duplicates.length === 0) return { ...omit(s, 'resume'), effects: [{ type: 'RESUME_FLOW', batchCode: e.batchCode }] };
      return { ...s, resume: { batchCode: e.batchCode, checking: false, duplicates: e.duplicates }, effects: [] };
    case 'RESUME_CONFIRMED':
      return { ...omit(s, 'resume'), effects: [{ type: 'RESUME_FLOW', batchCode: e.batchCode }] };
    case 'RESUME_CANCELLED':
      return { ...omit(s, 'resume'), effects: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// The use-case: the reducer run by the core runner, its effects through the ports.

export interface IncompletePorts {
  readonly api: Pick<RegistryApi, 'deleteIncompleteApplication' | 'duplicatesFor'>;
  /** Leaves for the external flow page of the application. */
  readonly resume?: (batchCode: string) => void;
  /** After a deletion: where to go, with the applications that remain. */
  readonly leave: (to: string, remaining: readonly IncompleteApplication[]) => void;
}

export const runIncompleteEffect =
  ({ api, leave, resume }: IncompletePorts, current: () => IncompleteState) =>
  async (effect: IncompleteEffect): Promise<readonly IncompleteEvent[]> => {
    if (effect.type === 'CHECK_DUPLICATES') {
      const { batchCode } = effect;
      const result = await api.duplicatesFor(batchCode)();
      // Advisory: a failed check lets the user resume (the registry checks again on submit).
      return [{ type: 'DUPLICATES_CHECKED', batchCode, duplicates: E.isLeft(result) ? [] : result.right }];
    }
    if (effect.type === 'RESUME_FLOW') {
      resume?.(effect.batchCode);
      return [];
    }
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
