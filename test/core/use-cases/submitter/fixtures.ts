/** A firm's clerk submitting for someone else, and two addresses the verification may offer. */
import type { AddressRecord } from '../../../../core/model/address';
import type { Submitter } from '../../../../core/model/submitter';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';

export const someoneElse: Submitter = {
  ...submitterDefaults({ isFirm: true }),
  firmName: 'Acme Insurance Agency',
  firstName: 'Dana',
  lastName: "O'Neil",
  address1: '100 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  phone: '(512) 555-0100',
  email: 'dana@acme.example',
  useAcceptance: true,
};
export const austin: AddressRecord = { addressLine1: '100 Main St', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' };
export const dallas: AddressRecord = { ...austin, city: 'Dallas', postalCode: '75201' };
