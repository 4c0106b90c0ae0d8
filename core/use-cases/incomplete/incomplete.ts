/**
 * Incomplete applications (spec §4 "Incomplete application"): an application is SUCCESS, or
 * DELETING while being removed; after the deletion the user goes to the resume list.
 */
import type { DomainError } from '../../errors';
import type { IncompleteApplication } from '../../model/incomplete';
import { PATH_RESUME_INCOMPLETE } from '../flow-paths';

export type IncompleteStatus = 'SUCCESS' | 'DELETING';

export type IncompleteEffect =
  | { readonly type: 'DELETE_INCOMPLETE'; readonly batchCode: string }
  | { readonly type: 'NAVIGATE'; readonly to: string };

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
