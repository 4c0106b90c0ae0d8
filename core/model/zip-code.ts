/**
 * A US ZIP code as the Postal Service issues them (docs/portal.md §Validation rules "ZIP codes"):
 * five digits, optionally four more (with or without the hyphen, as an address search fills it);
 * the lowest ZIP code in use is 00501, and a +4 of 0000 names no delivery segment. One rule for the portal and the sandbox registry, so both refuse
 * 00000 alike.
 */
const ZIP_SHAPE = /^\d{5}(-?\d{4})?$/;
const LOWEST_ZIP = '00501';

export function isRealZipCode(value: string): boolean {
  const zip = value.trim();
  return ZIP_SHAPE.test(zip) && zip.slice(0, 5) >= LOWEST_ZIP && !(zip.length > 5 && zip.endsWith('0000'));
}
