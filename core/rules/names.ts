/**
 * Requested names (docs/portal.md §Name change): an individual needs first and last name, a business its
 * company name. Beyond the spec, the checks the registry makes before it decides anything (a
 * 400 otherwise, which would reach the generic error screen and lose nothing but tell the user
 * nothing): a person's name parts use letters, periods, hyphens, apostrophes and spaces only (the
 * submitter's rule, docs/decisions.md §Name change and DRLPs), and a last name is at most 100 characters (docs/portal.md §Limits).
 */
import type { Name } from '../model/names';
import { LAST_NAME_MAX } from '../model/constants';
import { atMostCharacters, compact, firstError, isBlank, lettersPeriodsHyphens, requiredField, type FieldErrors } from './messages';

export type NameField = 'first' | 'middle' | 'last' | 'suffix' | 'company';

export const NAME_LABELS: Readonly<Record<NameField, string>> = {
  first: 'First Name',
  middle: 'Middle Name',
  last: 'Last Name',
  suffix: 'Suffix',
  company: 'Company Name',
};

const NAME_CHARACTERS = /^[A-Za-z.'\- ]*$/;

const required = (field: NameField) => (value: string) => (isBlank(value) ? requiredField(NAME_LABELS[field]) : undefined);
const letters = (field: NameField) => (value: string) => (NAME_CHARACTERS.test(value.trim()) ? undefined : lettersPeriodsHyphens(NAME_LABELS[field]));
const atMost = (field: NameField, max: number) => (value: string) => (value.trim().length > max ? atMostCharacters(NAME_LABELS[field], max) : undefined);

export function validateName(name: Name): FieldErrors<NameField> {
  if (name.type === 'BUSINESS') return compact({ company: firstError(name.company, [required('company')]) });
  return compact({
    first: firstError(name.first, [required('first'), letters('first')]),
    middle: firstError(name.middle ?? '', [letters('middle')]),
    last: firstError(name.last, [required('last'), letters('last'), atMost('last', LAST_NAME_MAX)]),
    suffix: firstError(name.suffix ?? '', [letters('suffix')]),
  });
}

/** A name change must name at least one jurisdiction (the registry refuses a request for none). */
export const SELECT_A_JURISDICTION = 'Select at least one jurisdiction';
