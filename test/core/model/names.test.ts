import { test } from 'uvu';
import { Name, PrimaryNamePost, PrimaryNamePostResult, PrimaryNameResponse } from '../../../core/model/names';
import { decodes, rejects } from './expect-decode';

const jurisdiction = { jurisdiction: 'TX', resident: true, dhs: false, changed: false, active: true, enabled: true };

test('names: an individual name decodes with or without middle and suffix', () => {
  decodes(Name, { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' });
  decodes(Name, { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan', middle: 'J', suffix: 'Jr' });
});

test('names: a business name decodes', () => {
  decodes(Name, { type: 'BUSINESS', company: 'Acme Insurance Agency LLC' });
});

test('names: a name is checked against the alternative its type names', () => {
  rejects(Name, { type: 'INDIVIDUAL', first: 1 }, 'Invalid field(s) first, last');
  rejects(Name, { type: 'BUSINESS' }, 'Invalid field(s) company');
  rejects(Name, { type: 'ROBOT' }, 'Invalid field(s) (root)');
});

test('names: primary-name response decodes', () => {
  decodes(PrimaryNameResponse, {
    applicant: { fein: '12-3456789' },
    enabled: [{ currentName: { type: 'BUSINESS', company: 'Acme' }, jurisdictions: [{ ...jurisdiction, checked: true }] }],
    disabled: ['NY'],
  });
  decodes(PrimaryNameResponse, { enabled: [], disabled: [], requestStatus: 'FAIL', errors: [{ jurisdiction: 'TX', message: 'Name on hold' }] });
});

test('names: a wrong name deep in the response names its path', () => {
  rejects(
    PrimaryNameResponse,
    {
      enabled: [{ currentName: { type: 'INDIVIDUAL', first: 'A', last: 'B' }, requestedName: { type: 'BUSINESS', company: 3 }, jurisdictions: [] }],
      disabled: [],
    },
    'Invalid field(s) enabled.0.requestedName.company',
  );
});

test('names: name post payload and result decode', () => {
  decodes(PrimaryNamePost, { flowId: 'f-1', items: [{ requestedName: { type: 'INDIVIDUAL', first: 'Alice', last: 'Smith' }, jurisdictions: [jurisdiction] }] });
  decodes(PrimaryNamePostResult, { requestStatus: 'PARTIAL', errors: [{ jurisdiction: 'OK', message: 'Rejected' }] });
  rejects(PrimaryNamePostResult, { requestStatus: 'MAYBE' }, 'Invalid field(s) requestStatus');
});

test.run();
