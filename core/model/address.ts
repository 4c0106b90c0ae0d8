import * as t from 'io-ts';
import { literals } from './codec';

/** An address record of the address lookup; empty parts are empty strings. */
export const AddressRecord = t.type(
  {
    addressLine1: t.string,
    addressLine2: t.string,
    addressLine3: t.string,
    city: t.string,
    state: t.string,
    postalCode: t.string,
  },
  'AddressRecord',
);
export type AddressRecord = t.TypeOf<typeof AddressRecord>;
export const AddressRecords = t.array(AddressRecord, 'AddressRecords');

export const VerificationStatus = literals('VerificationStatus', 'VERIFY_SINGLE', 'VERIFY_MULTIPLE', 'VALIDATION_FAIL', 'VERIFICATION_FAIL');
export type VerificationStatus = t.TypeOf<typeof VerificationStatus>;

/**
 * POST /address-verification/validate.json. VERIFY_SINGLE carries verifiedAddress,
 * VERIFY_MULTIPLE verificationCandidates; the two failures return the input as the only candidate.
 */
export const AddressVerification = t.intersection(
  [t.type({ requestStatus: VerificationStatus }), t.partial({ verifiedAddress: AddressRecord, verificationCandidates: t.array(AddressRecord) })],
  'AddressVerification',
);
export type AddressVerification = t.TypeOf<typeof AddressVerification>;
