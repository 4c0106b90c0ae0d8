/**
 * The submitter form's starting values (docs/portal.md §Submitter): submittingFor SOMEONE_ELSE for a
 * firm, otherwise MY_SELF; country '1' (the US); nonUsaNumber false; missing text values ''.
 */
import { US_COUNTRY_CODE } from '../../model/constants';
import type { Submitter, SubmitterPost, SubmitterResponse } from '../../model/submitter';

const TEXT_FIELDS = [
  'firmName',
  'title',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'zipCode',
  'province',
  'postalCode',
  'phone',
  'extension',
  'email',
] as const;

/** The form values for a GET answer (or for nothing at all). */
export function submitterDefaults(response: SubmitterResponse | null | undefined = {}): Submitter {
  const r = response ?? {};
  const isFirm = r.isFirm ?? false;
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, r[k] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...text,
    isFirm,
    submittingFor: r.submittingFor ?? (isFirm ? 'SOMEONE_ELSE' : 'MY_SELF'),
    country: r.country || US_COUNTRY_CODE,
    nonUsaNumber: r.nonUsaNumber ?? false,
    useAcceptance: r.useAcceptance ?? false,
  };
}

/** The POST body: the form values plus the flow id. */
export const submitterPost = (flowId: string, form: Submitter): SubmitterPost => ({ ...form, flowId });
