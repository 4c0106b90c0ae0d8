/**
 * The global exception flag (docs/portal.md §Errors): an
 * error nobody caught outside rendering (an uncaught error or a rejected promise) marks the app
 * as having an exception and is reported; the error screen shows while the flag is set and
 * clears when it goes from set to unset (the error screen's Main Menu unsets it).
 */
import type { Telemetry } from '../../ports/telemetry';
import { createRunner, type Runner } from '../runner';

export type ExceptionFlagEffect = { readonly type: 'REPORT'; readonly error: unknown };

export interface ExceptionFlagState {
  readonly hasException: boolean;
  readonly effects: readonly ExceptionFlagEffect[];
}

export type ExceptionFlagEvent = { readonly type: 'UNCAUGHT'; readonly error: unknown } | { readonly type: 'CLEAR' };

export const initialExceptionFlag: ExceptionFlagState = { hasException: false, effects: [] };

/**
 * Browser noise that is not the app failing: Chromium reports a ResizeObserver callback that
 * changed layout again as an error event, and a script of another origin shows only "Script error.".
 */
export function isIgnoredGlobalError(message: string | undefined): boolean {
  return /^(ResizeObserver loop|Script error\.?$)/.test(message ?? '');
}

export function exceptionFlagReducer(s: ExceptionFlagState, e: ExceptionFlagEvent): ExceptionFlagState {
  switch (e.type) {
    case 'UNCAUGHT':
      // Every uncaught error is reported, including those after the first.
      return { hasException: true, effects: [{ type: 'REPORT', error: e.error }] };
    case 'CLEAR':
      return s.hasException ? { hasException: false, effects: [] } : s;
  }
}

/** The error screen clears when the flag goes from set to unset. */
export const flagCleared = (before: ExceptionFlagState, after: ExceptionFlagState): boolean => before.hasException && !after.hasException;

export type ExceptionFlag = Runner<ExceptionFlagState, ExceptionFlagEvent>;

/** The flag as a use-case; errors are reported through the Telemetry port with type "saga" (docs/portal.md §Errors: outside rendering). */
export const createExceptionFlag = (telemetry: Pick<Telemetry, 'error'>): ExceptionFlag =>
  createRunner(exceptionFlagReducer, initialExceptionFlag, async (effect) => {
    telemetry.error(effect.error, 'saga');
    return [];
  });
