/**
 * Fees are strings in the contract ("50.00", docs/portal.md §Limits) and numeric in the database. Sums are done
 * in whole cents so 0.1 + 0.2 never shows up on a receipt.
 */

/** A database numeric (string from pg, number or string from PGlite) in cents. */
export function toCents(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '0'));
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${String(value)}`);
  return Math.round(n * 100);
}

/** Cents as the contract's fee string: 5060 → "50.60". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const sumCents = (values: number[]): number => values.reduce((a, b) => a + b, 0);
