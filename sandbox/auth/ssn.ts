/**
 * SSNs never reach the database or a log in clear: only these hashes are stored and compared.
 * The prefixes separate the full-SSN and last-four domains so one hash cannot stand in for the
 * other. (Nine digits are brute-forceable offline; acceptable for a sandbox whose SSNs are fake,
 * a real registry would use a keyed hash held outside the database.)
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Only the digits: '123-45-6789' and '123456789' hash alike. */
export const ssnDigits = (ssn: string) => ssn.replace(/\D/g, '');

export const hashFullSsn = (ssn: string) => sha256(`licensehub-ssn:${ssnDigits(ssn)}`);
export const hashLastFour = (ssn: string) => sha256(`licensehub-ssn-last4:${ssnDigits(ssn).slice(-4)}`);

/** Constant-time comparison of two hex hashes (a missing stored hash never matches). */
export function sameHash(a: string, b: string | null | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
