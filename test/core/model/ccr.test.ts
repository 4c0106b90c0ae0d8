import { test } from 'uvu';
import { CcrReview } from '../../../core/model/ccr';
import { decodes, rejects } from './expect-decode';

const address = { changed: true, addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' };

test('ccr: review data decodes with optional record parts', () => {
  decodes(CcrReview, {
    columnHeaders: ['State', 'Residence', 'Business', 'Mailing'],
    data: [
      {
        state: 'TX',
        residence: {
          address: { ...address, addressLine2: 'Apt 4', addressLine3: '' },
          email: { changed: false, email: 'a@example.com' },
          phone: { changed: true, number: '(512) 555-0100' },
        },
        business: { fax: { changed: false, number: '' } },
        mailing: { address },
      },
      {},
    ],
  });
});

test('ccr: a mismatch names the record part', () => {
  rejects(
    CcrReview,
    { columnHeaders: [], data: [{ business: { fax: { changed: 'no', number: 1 } } }] },
    'Invalid field(s) data.0.business.fax.changed, data.0.business.fax.number',
  );
});

test.run();
