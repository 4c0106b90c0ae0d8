import { test } from 'uvu';
import { DrlpAddRequest, DrlpData, DrlpRemoveRequest, DrlpSearchRequest, DrlpSearchResult } from '../../../core/model/drlp';
import { decodes, rejects } from './expect-decode';

const drlp = { firstName: 'Alice', lastName: 'Morgan', npn: '1000001', loas: ['Life'], active: true, added: false };
const data = {
  businessEntity: {
    businessEntityName: 'Acme Insurance Agency LLC',
    fein: '12-3456789',
    states: [
      {
        stateName: 'Texas',
        stateCode: 'TX',
        licenses: [
          { licenseName: 'Agency', licenseCode: 'AG', loas: [{ loaName: 'Life', active: true }], drlps: [drlp, { ...drlp, npn: '1000002', pending: true }] },
        ],
      },
    ],
  },
};

test('drlp: data decodes with and without the optional modified flag and errors', () => {
  decodes(DrlpData, data);
  decodes(DrlpData, {
    ...data,
    modified: true,
    errors: [{ stateCode: 'TX', stateName: 'Texas', licenseCode: 'AG', licenseName: 'Agency', errors: ['At least one DRLP is required'] }],
  });
});

test('drlp: a mismatch names the DRLP field', () => {
  const broken = structuredClone(data) as any;
  broken.businessEntity.states[0].licenses[0].drlps[1].npn = 1000002;
  rejects(DrlpData, broken, 'Invalid field(s) businessEntity.states.0.licenses.0.drlps.1.npn');
});

test('drlp: search, add and remove bodies and the search result decode', () => {
  decodes(DrlpSearchRequest, { npn: '1000002', lastName: 'Carter', stateCode: 'TX', isApplyToAll: false });
  decodes(DrlpSearchResult, {
    lastName: 'Carter',
    firstName: 'Ben',
    npn: '1000002',
    isApplyToAll: false,
    licenses: [{ licenseName: 'Agency', licenseCode: 'AG', loas: ['Life'] }],
  });
  decodes(DrlpAddRequest, { npn: '1000002', lastName: 'Carter', stateCode: 'TX', isApplyToAll: true, licenseCodes: ['AG'] });
  decodes(DrlpRemoveRequest, { licenseCode: 'AG', npn: '1000002', lastName: 'Carter', stateCode: 'TX' });
  rejects(DrlpSearchResult, { lastName: 'Carter', firstName: 'Ben', npn: '1', isApplyToAll: false, licenses: [], errors: 'none' }, 'Invalid field(s) errors');
});

test.run();
