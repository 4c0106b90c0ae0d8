/**
 * The verification contact step: who the registry contacts if it needs to verify something in
 * the flow. For SOMEONE_ELSE the submitter typed it; for MY_SELF it is the licensee's own record
 * (the registry prefills the email and phone it holds).
 */
import { CANADA_COUNTRY_CODE, US_COUNTRY_CODE } from '../../model/constants';
import type { Country, Province, State } from '../../model/reference-data';
import type { Submitter } from '../../model/submitter';
import { formatAddress, formatPostalCode } from '../../rules/format';

export interface ContactRow {
  readonly label: string;
  readonly value: string;
}

export interface ReferenceLists {
  readonly countries: readonly Country[];
  readonly states: readonly State[];
  readonly provinces: readonly Province[];
}

const NOT_GIVEN = 'Not provided';
const orNot = (v: string): string => (v.trim() === '' ? NOT_GIVEN : v.trim());

export const verificationContactLead = (noun: string): string =>
  `If a state needs to verify anything in this ${noun}, it contacts the person below. Check that the details are right.`;

export function verificationContactRows(form: Submitter, lists: ReferenceLists, licenseeName?: string): ContactRow[] {
  const phone = form.phone.trim() === '' ? NOT_GIVEN : form.extension.trim() ? `${form.phone} extension ${form.extension}` : form.phone;
  if (form.submittingFor === 'MY_SELF') {
    return [
      { label: 'Submitting for', value: 'Myself' },
      { label: 'Name', value: orNot(licenseeName ?? '') },
      { label: 'Email', value: orNot(form.email) },
      { label: 'Phone', value: phone },
    ];
  }
  const us = form.country === US_COUNTRY_CODE;
  const country = lists.countries.find((c) => String(c.licensehubCountryCode) === form.country)?.displayName ?? form.country;
  const region = us
    ? (lists.states.find((s) => s.stateCode === form.state)?.stateCode ?? form.state)
    : form.country === CANADA_COUNTRY_CODE
      ? (lists.provinces.find((p) => p.provinceCode === form.province)?.provinceCode ?? form.province)
      : form.province;
  // The display (docs/portal.md §Display formats) (a hyphen after the fifth character) is for US ZIP codes; other codes show as typed.
  const code = us ? formatPostalCode(form.zipCode) : form.postalCode;
  const name = [form.title, form.firstName, form.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return [
    { label: 'Submitting for', value: 'Someone else' },
    { label: 'Firm Name', value: orNot(form.firmName) },
    { label: 'Name', value: orNot(name) },
    {
      label: 'Address',
      value: orNot(
        [
          formatAddress({
            addressLine1: form.address1,
            addressLine2: form.address2,
            addressLine3: form.address3,
            city: form.city,
            state: region,
            postalCode: code,
          }),
          country,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    },
    { label: 'Email', value: orNot(form.email) },
    { label: 'Phone', value: phone },
  ];
}
