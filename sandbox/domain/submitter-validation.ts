/**
 * The server's own check of a submitter (docs/portal.md §Submitter), with the portal's messages. Every
 * rule except the use acceptance and the extension applies only when submitting for someone else.
 * (The sandbox may import only core/model, so this mirrors the rules rather than sharing them;
 * the ZIP code rule lives in core/model and is shared.)
 */
import type { Submitter } from '../../core/model/submitter';
import { zipCodeMessage } from '../../core/model/zip-code';
import { CANADA_COUNTRY_CODE, LAST_NAME_MAX, SUBMITTER_FIRST_NAME_MAX, US_COUNTRY_CODE } from '../../core/model/constants';

export const SUBMITTER_LABELS = {
  firmName: 'Firm Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address Line 1',
  city: 'City',
  country: 'Country',
  state: 'State',
  zipCode: 'ZIP Code',
  province: 'Province',
  postalCode: 'Postal Code',
  phone: 'Phone',
  extension: 'Extension',
  email: 'Email',
} as const;
type Key = keyof typeof SUBMITTER_LABELS;

const NAME = /^[A-Za-z.'\- ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const NON_US_PHONE = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;
const DIGITS = /^\d*$/;
// Letters D, F, I, O, Q, U never appear; W and Z never start a code.
const CANADIAN_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const blank = (v: string) => v.trim() === '';

/** The submitter's fields, and the flow's id beside them in a POST: no other key is taken. */
const POST_KEYS = new Set([
  'flowId',
  'isFirm',
  'submittingFor',
  'nonUsaNumber',
  'useAcceptance',
  'title',
  'address2',
  'address3',
  ...Object.keys(SUBMITTER_LABELS),
]);
/** Every text field's label, as the form shows it (the rules' messages use the same). */
const TEXT_LABELS: Record<string, string> = { ...SUBMITTER_LABELS, title: 'Title', address2: 'Address Line 2', address3: 'Address Line 3' };
/** No text of a submitter is longer (an email address's own limit): the rules' tighter limits follow. */
const SUBMITTER_TEXT_MAX = 254;

/**
 * The submitter as decoded strictly, before its rules: a key the form does not have (`isAdmin`,
 * `__proto__`) is refused, and so is a text longer than SUBMITTER_TEXT_MAX.
 */
export function submitterShapeErrors(post: Record<string, unknown>): string[] {
  const errors = Object.keys(post)
    .filter((key) => !POST_KEYS.has(key))
    .map((key) => `${key.slice(0, 40)} is not a field of the submitter`);
  for (const [key, value] of Object.entries(post)) {
    if (POST_KEYS.has(key) && typeof value === 'string' && value.length > SUBMITTER_TEXT_MAX)
      errors.push(`${TEXT_LABELS[key] ?? key} must be ${SUBMITTER_TEXT_MAX} characters or less`);
  }
  return errors;
}

/** One message per field, the first rule it breaks (as the portal reports); surrounding spaces are ignored. */
export function validateSubmitter(s: Submitter): string[] {
  const errors: string[] = [];
  if (s.useAcceptance !== true) errors.push('Please accept to continue');
  if (!DIGITS.test(s.extension.trim())) errors.push(`${SUBMITTER_LABELS.extension} is not valid`);
  if (s.submittingFor !== 'SOMEONE_ELSE') return errors;

  const check = (key: Key, ...rules: Array<(v: string) => string | undefined>) => {
    const value = s[key];
    if (blank(value)) return errors.push(`${SUBMITTER_LABELS[key]} is a required field`);
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return errors.push(message);
    }
  };
  const pattern = (key: Key, re: RegExp) => (v: string) => (re.test(v.trim()) ? undefined : `${SUBMITTER_LABELS[key]} is not valid`);
  const name = (key: 'firstName' | 'lastName', max: number) => [
    (v: string) => (NAME.test(v) ? undefined : `${SUBMITTER_LABELS[key]} may only contain letters, periods and hyphens`),
    (v: string) => (v.trim().length > max ? `${SUBMITTER_LABELS[key]} must be ${max} characters or less` : undefined),
  ];

  check('firmName');
  check('firstName', ...name('firstName', SUBMITTER_FIRST_NAME_MAX));
  check('lastName', ...name('lastName', LAST_NAME_MAX));
  check('address1');
  check('city');
  check('country');
  // Any country but the US (a blank one included) asks for a province and a postal code.
  if (s.country === US_COUNTRY_CODE) {
    check('state');
    check('zipCode', (v) => zipCodeMessage(SUBMITTER_LABELS.zipCode, v, `${SUBMITTER_LABELS.zipCode} is not valid`));
  } else {
    check('province');
    check('postalCode', ...(s.country === CANADA_COUNTRY_CODE ? [pattern('postalCode', CANADIAN_POSTAL)] : []));
  }
  check('email', pattern('email', EMAIL));
  // Phone is required for someone else whatever the country; a non-US number's area code starts 2-9.
  check('phone', pattern('phone', s.nonUsaNumber ? NON_US_PHONE : US_PHONE));
  return errors;
}
