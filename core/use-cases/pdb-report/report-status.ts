/**
 * Waiting for a PDB detail report (docs/portal.md §PDB report "PDB status polling", §Calls): POST
 * /pdb-report-status.json at once, then every 5 s for 23 retries, then every 30 s, while the
 * answer is 404. Once the registry answers, the browser goes to the report's payment page
 * (/my-licensehub/payment/detail-report/{flowId}.htm, docs/portal.md §PDB report). A report the registry does not
 * know for this licensee (NotFound) and a poll that reached its limit end with a plain message
 * (phases NOT_FOUND and GAVE_UP); any other failure is the generic error path. The timers run on the Clock port's scheduler, so tests run in virtual time; leaving
 * the page disposes the use-case (the timers stop) and coming back starts again at once.
 */
import { defer, from, map, type Observable, type SchedulerLike } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import { PDB_REPORT_NOT_FOUND, type PdbReportStatus } from '../../model/pdb-report';
import type { RegistryApi } from '../../ports/registry-api';
import { sanitizeFlowId } from '../../rules/flow-id';
import { flowScreenPath } from '../flow-paths';
import { createRunner, type Runner } from '../runner';
import { omit } from '../omit';
import { pdbPollGaveUpText, pollSteps } from './pdb-status-polling';
import { PDB_REPORT } from '../journey/types';
import { flowPaymentUrl } from '../flow-steps/steps';

export type PdbStatusPhase = 'IDLE' | 'POLLING' | 'READY' | 'FAILED' | 'NOT_FOUND' | 'GAVE_UP';

export type PdbStatusEffect = { readonly type: 'POLL_STATUS'; readonly flowId: string } | { readonly type: 'GO_TO_PAYMENT'; readonly flowId: string };

export interface PdbStatusState {
  readonly flowId: string;
  readonly phase: PdbStatusPhase;
  /** Answers received so far. */
  readonly attempts: number;
  /** The wait before the next call, after a "not ready" answer. */
  readonly nextCheckMs?: number;
  readonly report?: PdbReportStatus;
  readonly error?: DomainError;
  readonly effects: readonly PdbStatusEffect[];
}

export type PdbStatusEvent =
  | { readonly type: 'START' }
  | { readonly type: 'NOT_READY'; readonly attempt: number; readonly nextCheckMs: number }
  | { readonly type: 'READY'; readonly attempt: number; readonly report: PdbReportStatus }
  | { readonly type: 'FAILED'; readonly attempt: number; readonly error: DomainError }
  | { readonly type: 'GAVE_UP'; readonly attempt: number };

export const initialPdbStatus = (flowId: string): PdbStatusState => ({ flowId, phase: 'IDLE', attempts: 0, effects: [] });

export function pdbStatusReducer(s: PdbStatusState, e: PdbStatusEvent): PdbStatusState {
  switch (e.type) {
    case 'START':
      // Once polling, a second START changes nothing (one poll at a time).
      if (s.phase === 'POLLING' || s.phase === 'READY') return s;
      return { flowId: s.flowId, phase: 'POLLING', attempts: 0, effects: [{ type: 'POLL_STATUS', flowId: s.flowId }] };
    case 'NOT_READY':
      return { ...s, attempts: e.attempt, nextCheckMs: e.nextCheckMs, effects: [] };
    case 'READY':
      return { ...omit(s, 'nextCheckMs'), phase: 'READY', attempts: e.attempt, report: e.report, effects: [{ type: 'GO_TO_PAYMENT', flowId: s.flowId }] };
    case 'FAILED':
      if (e.error._tag === 'NotFound') return { ...omit(s, 'nextCheckMs'), phase: 'NOT_FOUND', attempts: e.attempt, effects: [] };
      return { ...omit(s, 'nextCheckMs'), phase: 'FAILED', attempts: e.attempt, error: e.error, effects: [] };
    case 'GAVE_UP':
      return { ...omit(s, 'nextCheckMs'), phase: 'GAVE_UP', attempts: e.attempt, effects: [] };
  }
}

/** The query key of a report's status: under ['flow', flowId] like every journey's server data. */
export const pdbStatusQueryKey = (flowId: string) => ['flow', sanitizeFlowId(flowId), 'pdb-report-status'] as const;

/** The page that waits for the report: `/pdb-report/{flowId}/status`. */
export const pdbReportStatusPath = (flowId: string): string => flowScreenPath(PDB_REPORT.type, flowId, 'status');

/** `{home}payment/detail-report/{flowId}.htm`: the detail report's external payment page (docs/portal.md §PDB report). */
export const detailReportPaymentUrl = (homePath: string, flowId: string): string => flowPaymentUrl(PDB_REPORT.type, homePath, flowId);

export interface PdbStatusPorts {
  readonly api: Pick<RegistryApi, 'pdbReportStatus'>;
  /** The Clock port's scheduler: every wait of the schedule runs on it. */
  readonly scheduler: SchedulerLike;
  /** Leaves the portal (the ExternalNavigation port). */
  readonly leave: (url: string) => void;
  readonly homePath: string;
}

type StatusAnswer = E.Either<DomainError, PdbReportStatus | null>;
const notReady = (answer: StatusAnswer): boolean => E.isRight(answer) && answer.right === null;

export const runPdbStatusEffect =
  ({ api, scheduler, leave, homePath }: PdbStatusPorts) =>
  (effect: PdbStatusEffect): Observable<PdbStatusEvent> | Promise<readonly PdbStatusEvent[]> => {
    if (effect.type === 'GO_TO_PAYMENT') {
      leave(detailReportPaymentUrl(homePath, effect.flowId));
      return Promise.resolve([]);
    }
    const call = () => defer(() => from(api.pdbReportStatus(effect.flowId)()));
    return pollSteps(call, scheduler, notReady).pipe(
      map((step): PdbStatusEvent => {
        if (step.kind === 'PENDING') return { type: 'NOT_READY', attempt: step.attempt, nextCheckMs: step.nextDelayMs };
        if (step.kind === 'GAVE_UP') return { type: 'GAVE_UP', attempt: step.attempt };
        const { answer } = step;
        return E.isLeft(answer)
          ? { type: 'FAILED', attempt: step.attempt, error: answer.left }
          : { type: 'READY', attempt: step.attempt, report: answer.right! };
      }),
    );
  };

export type PdbStatusUseCase = Runner<PdbStatusState, PdbStatusEvent>;

/** Dispatch START to begin polling. */
export const createPdbStatusUseCase = (ports: PdbStatusPorts, flowId: string): PdbStatusUseCase =>
  createRunner(pdbStatusReducer, initialPdbStatus(flowId), runPdbStatusEffect(ports));

/** What the page says while it waits (core wording, so every driver says the same). */
export function pdbStatusText(s: PdbStatusState): { readonly status: string; readonly progress?: string } {
  switch (s.phase) {
    case 'IDLE':
    case 'POLLING':
      if (s.attempts === 0) return { status: 'Checking whether your report is ready…' };
      return {
        status: 'Your report is being prepared.',
        progress: `Checked ${s.attempts} ${s.attempts === 1 ? 'time' : 'times'}. The next check is in ${Math.round((s.nextCheckMs ?? 0) / 1000)} seconds.`,
      };
    case 'READY':
      return { status: 'Your report is ready. Taking you to the payment page…' };
    case 'FAILED':
      return { status: 'We could not check your report.' };
    case 'NOT_FOUND':
      return { status: PDB_REPORT_NOT_FOUND };
    case 'GAVE_UP':
      return { status: pdbPollGaveUpText() };
  }
}
