/**
 * The server's own check of a submitter (spec 5, Submitter), with the portal's messages. Every
 * rule except the use acceptance and the extension applies only when submitting for someone else.
 * (The sandbox may import only core/model, so this mirrors the rules rather than sharing them.)
 */
import type { Submitter } from '../../core/model/submitter';
import { CANADA_COUNTRY_CODE, LAST_NAME_MAX, SUBMITTER_FIRST_NAME_MAX, US_COUNTRY_CODE } from '../../core/model/constants';

export const SUBMITTER_LABELS = {
  firmName: 'Firm Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address Line 1',
  city: 'City',
  country: 'Country',
  state: 'State',
  zipCode: 'Zip Code',
  province: 'Province',
  postalCode: 'Postal Code',
  phone: 'Phone',
  extension: 'Extension',
  email: 'Email',
} as const;

const NAME = /^[A-Za-z.'\- ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const NON_US_PHONE = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;
const DIGITS = /^\d*$/;
// Letters D, F, I, O, Q, U never appear; W and Z never start a code.
const CANADIAN_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const blank = (v: string) => v.trim() === '';

export function validateSubmitter(s: Submitter): string[] {
  const errors: string[] = [];
  const required = (key: keyof typeof SUBMITTER_LABELS) => {
    if (blank(s[key])) errors.push(`${SUBMITTER_LABELS[key]} is a required field`);
    return !blank(s[key]);
  };
  if (s.useAcceptance !== true) errors.push('Please accept to continue');
  if (!blank(s.extension) && !DIGITS.test(s.extension)) errors.push(`${SUBMITTER_LABELS.extension} is not valid`);
  if (s.submittingFor !== 'SOMEONE_ELSE') return errors;

  required('firmName');
  for (const [key, max] of [['firstName', SUBMITTER_FIRST_NAME_MAX], ['lastName', LAST_NAME_MAX]] as const) {
    if (!required(key)) continue;
    if (!NAME.test(s[key])) errors.push(`${SUBMITTER_LABELS[key]} may only contain letters, periods and hyphens`);
    if (s[key].length > max) errors.push(`${SUBMITTER_LABELS[key]} must be ${max} characters or less`);
  }
  required('address1');
  required('city');
  if (required('country')) {
    if (s.country === US_COUNTRY_CODE) {
      required('state');
      required('zipCode');
    } else {
      required('province');
      if (required('postalCode') && s.country === CANADA_COUNTRY_CODE && !CANADIAN_POSTAL.test(s.postalCode.trim())) {
        errors.push(`${SUBMITTER_LABELS.postalCode} is not valid`);
      }
    }
  }
  if (required('email') && !EMAIL.test(s.email)) errors.push(`${SUBMITTER_LABELS.email} is not valid`);
  if (!s.nonUsaNumber) {
    if (required('phone') && !US_PHONE.test(s.phone)) errors.push(`${SUBMITTER_LABELS.phone} is not valid`);
  } else if (!blank(s.phone) && !NON_US_PHONE.test(s.phone)) {
    errors.push(`${SUBMITTER_LABELS.phone} is not valid`);
  }
  return errors;
}
