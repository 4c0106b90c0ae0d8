/** A submitter the client posts for the licensee themself (MY_SELF), every other field blank. */
import type { SubmitterPost } from '../../core/model/submitter';

export const mySelfSubmitter = (flowId: string, useAcceptance = true): SubmitterPost => ({
  flowId,
  isFirm: false,
  submittingFor: 'MY_SELF',
  nonUsaNumber: false,
  useAcceptance,
  firmName: '',
  title: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  country: '1',
  state: '',
  zipCode: '',
  province: '',
  postalCode: '',
  phone: '',
  extension: '',
  email: '',
});
