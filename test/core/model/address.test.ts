import { test } from 'uvu';
import { AddressRecords, AddressVerification } from '../../../core/model/address';
import { decodes, rejects } from './expect-decode';

const record = { addressLine1: '100 Congress Ave', addressLine2: '', addressLine3: '', city: 'Austin', state: 'TX', postalCode: '78701' };

test('address: lookup records decode', () => {
  decodes(AddressRecords, [record]);
  rejects(AddressRecords, [{ ...record, city: null }], 'Invalid field(s) 0.city');
});

test('address: verification answers decode for each status', () => {
  decodes(AddressVerification, { requestStatus: 'VERIFY_SINGLE', verifiedAddress: record });
  decodes(AddressVerification, { requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [record, { ...record, postalCode: '78702' }] });
  decodes(AddressVerification, { requestStatus: 'VALIDATION_FAIL', verificationCandidates: [record] });
  rejects(
    AddressVerification,
    { requestStatus: 'MAYBE', verifiedAddress: {} },
    'Invalid field(s) requestStatus, verifiedAddress.addressLine1, verifiedAddress.addressLine2, verifiedAddress.addressLine3, verifiedAddress.city, verifiedAddress.state, verifiedAddress.postalCode',
  );
});

test.run();
