/**
 * Starting a PDB detail report from its info page (docs/portal.md §PDB report "PDB report: an info page, then the
 * submitter page", §Calls GET /flows/reports.json "returns flowId, then routes to the submitter").
 * IDLE → STARTING → the submitter of the new flow; a failed call is FAILED with its error (the
 * generic error path, docs/portal.md §PDB report "reports").
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import type { RegistryApi } from '../../ports/registry-api';
import { flowScreenPath } from '../flow-paths';
import { createRunner, type Runner } from '../runner';
import { PDB_REPORT } from '../journey/types';

export type StartReportEffect = { readonly type: 'START_REPORT' } | { readonly type: 'NAVIGATE'; readonly to: string };

export interface StartReportState {
  readonly phase: 'IDLE' | 'STARTING' | 'STARTED' | 'FAILED';
  readonly error?: DomainError;
  readonly effects: readonly StartReportEffect[];
}

export type StartReportEvent =
  { readonly type: 'START' } | { readonly type: 'STARTED'; readonly flowId: string } | { readonly type: 'START_FAILED'; readonly error: DomainError };

export const initialStartReport: StartReportState = { phase: 'IDLE', effects: [] };

export function startReportReducer(s: StartReportState, e: StartReportEvent): StartReportState {
  switch (e.type) {
    case 'START':
      // A second press while the flow is being created creates no second flow.
      if (s.phase === 'STARTING' || s.phase === 'STARTED') return s;
      return { phase: 'STARTING', effects: [{ type: 'START_REPORT' }] };
    case 'STARTED':
      return { phase: 'STARTED', effects: [{ type: 'NAVIGATE', to: flowScreenPath(PDB_REPORT.type, e.flowId, 'submitter') }] };
    case 'START_FAILED':
      return { phase: 'FAILED', error: e.error, effects: [] };
  }
}

export interface StartReportPorts {
  readonly api: Pick<RegistryApi, 'startPdbReport'>;
  readonly navigate: (to: string) => void;
}

export const runStartReportEffect =
  ({ api, navigate }: StartReportPorts) =>
  async (effect: StartReportEffect): Promise<readonly StartReportEvent[]> => {
    if (effect.type === 'NAVIGATE') {
      navigate(effect.to);
      return [];
    }
    const r = await api.startPdbReport()();
    return [E.isRight(r) ? { type: 'STARTED', flowId: r.right.flowId } : { type: 'START_FAILED', error: r.left }];
  };

export type StartReportUseCase = Runner<StartReportState, StartReportEvent>;

export const createStartReportUseCase = (ports: StartReportPorts): StartReportUseCase =>
  createRunner(startReportReducer, initialStartReport, runStartReportEffect(ports));
