import * as t from 'io-ts';
import { literals, struct } from './codec';

export const SubmittingFor = literals('SubmittingFor', 'MY_SELF', 'SOMEONE_ELSE');
export type SubmittingFor = t.TypeOf<typeof SubmittingFor>;

const text = {
  firmName: t.string,
  title: t.string,
  firstName: t.string,
  lastName: t.string,
  address1: t.string,
  address2: t.string,
  address3: t.string,
  city: t.string,
  country: t.string,
  state: t.string,
  zipCode: t.string,
  province: t.string,
  postalCode: t.string,
  phone: t.string,
  extension: t.string,
  email: t.string,
};

/** GET /submitter/{flowId}.json and /pdb-report-submitter/{flowId}.json: missing values default (core/use-cases/submitter). */
export const SubmitterResponse = struct(
  'SubmitterResponse',
  {},
  {
    isFirm: t.boolean,
    submittingFor: SubmittingFor,
    nonUsaNumber: t.boolean,
    useAcceptance: t.boolean,
    ...text,
  },
);
export type SubmitterResponse = t.TypeOf<typeof SubmitterResponse>;

/** The submitter form, every value present. */
export const Submitter = t.type(
  {
    isFirm: t.boolean,
    submittingFor: SubmittingFor,
    nonUsaNumber: t.boolean,
    useAcceptance: t.boolean,
    ...text,
  },
  'Submitter',
);
export type Submitter = t.TypeOf<typeof Submitter>;

/** POST /submitter.json and /pdb-report-submitter.json body. */
export const SubmitterPost = t.intersection([Submitter, t.type({ flowId: t.string })], 'SubmitterPost');
export type SubmitterPost = t.TypeOf<typeof SubmitterPost>;
