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

/**
 * What is wrong with a ZIP code, as its field says it, or undefined when it is a real one: a wrong
 * shape gets the field's own message (`shapeMessage`); the right shape that no ZIP code in use has
 * (00000) says so after the spec's "is not valid", so the licensee does not look for a format fault.
 * Never the value itself: the message is shown where recordings keep the portal's words.
 */
export function zipCodeMessage(label: string, value: string, shapeMessage: string): string | undefined {
  if (isRealZipCode(value)) return undefined;
  return ZIP_SHAPE.test(value.trim()) ? `${label} is not valid: no address has this ZIP code` : shapeMessage;
}
