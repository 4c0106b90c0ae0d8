/**
 * Input masks (docs/portal.md §Validation rules): in a pattern, 9 stands for a digit and every other character is a literal
 * inserted as the user types.
 */
export const SSN_MASK = '999-99-9999';
export const SSN_LAST_FOUR_MASK = '9999';
export const FEIN_MASK = '99-9999999';
export const DATE_MASK = '99/99/9999';
export const PHONE_MASK = '(999) 999-9999';

/**
 * Keeps only the digits of `raw` and lays them into the pattern. A literal is written only when a
 * digit follows it, so deleting the last digit also removes the separator before it; digits beyond
 * the pattern are dropped.
 */
export function applyMask(pattern: string, raw: string): string {
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '9') {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}
