/** Realistic contract values shared by the codec tests and the rule tests. */
import type { Submitter } from '../../../core/model/submitter';

/** A firm employee submitting for someone else, every rule of docs/portal.md §Submitter satisfied. */
export const SAMPLE_SUBMITTER: Submitter = {
  isFirm: true,
  submittingFor: 'SOMEONE_ELSE',
  nonUsaNumber: false,
  useAcceptance: true,
  firmName: 'Acme Insurance Agency LLC',
  title: '',
  firstName: 'Mary-Jo',
  lastName: "O'Neil Jr.",
  address1: '100 Congress Ave',
  address2: '',
  address3: '',
  city: 'Austin',
  country: '1',
  state: 'TX',
  zipCode: '78701',
  province: '',
  postalCode: '',
  phone: '(512) 555-0100',
  extension: '',
  email: 'mary@acme.example',
};
