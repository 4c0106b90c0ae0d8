/** Requested names (spec §5 "Name"): an individual needs first and last name, a business its company name. */
import type { Name } from '../model/names';
import { compact, isBlank, requiredField, type FieldErrors } from './messages';

export type NameField = 'first' | 'last' | 'company';

export const NAME_LABELS: Readonly<Record<NameField, string>> = {
  first: 'First Name',
  last: 'Last Name',
  company: 'Company Name',
};

const required = (value: string, field: NameField) => (isBlank(value) ? requiredField(NAME_LABELS[field]) : undefined);

export function validateName(name: Name): FieldErrors<NameField> {
  if (name.type === 'BUSINESS') return compact({ company: required(name.company, 'company') });
  return compact({ first: required(name.first, 'first'), last: required(name.last, 'last') });
}
