/** One call of the contract check and what it showed: decoded fine, broke the contract, or failed otherwise. */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { statusOf, type DomainError } from '../../core/errors';
import type { StatusRecorder } from './recorder';

export type Verdict = 'OK' | 'VIOLATION' | 'FAILED' | 'SKIPPED';

export interface CallResult {
  readonly call: string;
  readonly status?: number;
  readonly verdict: Verdict;
  /** The offending field paths of a VIOLATION. */
  readonly paths?: readonly string[];
  /** Why a call FAILED or was SKIPPED. */
  readonly detail?: string;
}

export class Probe {
  readonly results: CallResult[] = [];

  constructor(private readonly recorder: StatusRecorder) {}

  /** Runs the call; the value when it decoded, undefined otherwise (the result is recorded). */
  async run<A>(call: string, task: TaskEither<DomainError, A>): Promise<A | undefined> {
    this.recorder.reset();
    const answer = await task();
    const status = this.recorder.last();
    if (E.isRight(answer)) {
      this.results.push({ call, ...(status === undefined ? {} : { status }), verdict: 'OK' });
      return answer.right;
    }
    const error = answer.left;
    const shown = status ?? statusOf(error);
    this.results.push(
      error._tag === 'InvalidResponse'
        ? { call, ...(shown === undefined ? {} : { status: shown }), verdict: 'VIOLATION', paths: error.paths }
        : { call, ...(shown === undefined ? {} : { status: shown }), verdict: 'FAILED', detail: error.message },
    );
    return undefined;
  }

  skip(call: string, why: string): void {
    this.results.push({ call, verdict: 'SKIPPED', detail: why });
  }

  get failed(): boolean {
    return this.results.some((r) => r.verdict === 'VIOLATION' || r.verdict === 'FAILED');
  }
}
