/**
 * What telemetry may carry. An SSN never reaches telemetry (docs/decisions.md §Sensitive data): keys
 * named like one are dropped and SSN-shaped text is masked, whatever the caller passed. Strings
 * are cut at 1000 characters so one entry cannot swamp a log (docs/portal.md §Limits).
 */
import { maskSsnText, REDACTED } from '../../core/model/telemetry';

export const MAX_STRING = 1000;

const SENSITIVE_KEY = /^(ssn|socialsecuritynumber|authorization|password)$/i;

export function scrubText(text: string): string {
  const masked = maskSsnText(text);
  return masked.length > MAX_STRING ? masked.slice(0, MAX_STRING) : masked;
}

export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  // Deep structures are summarised: telemetry needs the outline, not the whole state.
  if (depth > 5) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!SENSITIVE_KEY.test(key)) out[key] = scrub(v, depth + 1);
  }
  return out;
}

/** An error as plain data: its name and message (scrubbed), and the stack for Errors. */
export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return { name: error.name, message: scrubText(error.message), ...(error.stack ? { stack: scrubText(error.stack) } : {}) };
  }
  return { name: 'NonError', message: scrubText(typeof error === 'string' ? error : (JSON.stringify(scrub(error)) ?? String(error))) };
}
