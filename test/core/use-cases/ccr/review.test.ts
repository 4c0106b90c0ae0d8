/** The contact change review as a table, with every changed value marked (docs/portal.md §Contact change "CCR review data"). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CcrReview } from '../../../../core/model/ccr';
import {
  ccrModulePath,
  ccrModulesPath,
  ccrQueryKey,
  ccrReviewTable,
  ccrSubmitterPath,
  changedItems,
  changesSummary,
  columnContent,
} from '../../../../core/use-cases/ccr/review';
import { must } from '../../../must';

const address = (changed: boolean, line1 = '1600 Congress Ave') => ({
  changed,
  addressLine1: line1,
  addressLine2: 'Apt 12',
  city: 'Austin',
  state: 'TX',
  postalCode: '787011234',
});

const INDIVIDUAL: CcrReview = {
  columnHeaders: ['State', 'Residence', 'Mailing'],
  data: ['OK', 'TX'].map((state) => ({
    state,
    residence: { address: address(true, '1 Main St'), email: { changed: false, email: 'a@example.com' }, phone: { changed: true, number: '(512) 555-0199' } },
    mailing: { address: address(false) },
  })),
};

test('columns follow the registry headers, matched by their words', () => {
  assert.is(columnContent('State'), 'STATE');
  assert.is(columnContent('Jurisdiction'), 'STATE');
  assert.is(columnContent('Residence Contact'), 'RESIDENCE');
  assert.is(columnContent('Business'), 'BUSINESS');
  assert.is(columnContent('Mailing Address'), 'MAILING');
  assert.is(columnContent('Notes'), 'NONE');
  const table = ccrReviewTable(INDIVIDUAL);
  assert.equal(
    table.columns.map((c) => [c.header, c.content]),
    [
      ['State', 'STATE'],
      ['Residence', 'RESIDENCE'],
      ['Mailing', 'MAILING'],
    ],
  );
});

test('each record is a row: its state, and per section the address, email, phone (and fax) with whether each changed', () => {
  const ok = must(ccrReviewTable(INDIVIDUAL).rows[0], 'a row');
  assert.is(ok.state, 'OK');
  assert.equal(ok.cells[0], { kind: 'STATE', state: 'OK' });
  assert.equal(ok.cells[1], {
    kind: 'ITEMS',
    items: [
      { label: 'Address', value: '1 Main St, Apt 12, Austin, TX, 78701-1234', changed: true },
      { label: 'Email', value: 'a@example.com', changed: false },
      { label: 'Phone', value: '(512) 555-0199', changed: true },
    ],
  });
  assert.equal(ok.cells[2], { kind: 'ITEMS', items: [{ label: 'Address', value: '1600 Congress Ave, Apt 12, Austin, TX, 78701-1234', changed: false }] });
});

test('a firm record shows the business address, email, phone and fax', () => {
  const table = ccrReviewTable({
    columnHeaders: ['State', 'Business', 'Mailing'],
    data: [
      {
        state: 'TX',
        business: {
          address: address(false),
          email: { changed: false, email: 'f@example.com' },
          phone: { changed: false, number: '(214) 555-0100' },
          fax: { changed: true, number: '(214) 555-0102' },
        },
      },
    ],
  });
  const row = must(table.rows[0], 'a row');
  const cell = must(row.cells[1], 'a business cell');
  assert.equal(cell.kind === 'ITEMS' && cell.items.map((i) => [i.label, i.changed]), [
    ['Address', false],
    ['Email', false],
    ['Phone', false],
    ['Fax', true],
  ]);
  assert.equal(row.cells[2], { kind: 'ITEMS', items: [] }, 'no mailing address on file: an empty cell');
});

test('a section no header names gets a column of its own; a header that names nothing keeps empty cells', () => {
  const table = ccrReviewTable({ columnHeaders: ['Notes'], data: [{ state: 'TX', mailing: { address: address(true) } }] });
  assert.equal(
    table.columns.map((c) => c.header),
    ['State', 'Notes', 'Mailing'],
  );
  const row = must(table.rows[0], 'a row');
  assert.equal(row.cells[1], { kind: 'ITEMS', items: [] });
  const mailing = must(row.cells[2], 'a mailing cell');
  assert.is(mailing.kind === 'ITEMS' && mailing.items[0]?.changed, true);
});

test('the changed items are named once each, in table order, and summed up in a sentence', () => {
  assert.equal(changedItems(INDIVIDUAL), ['Residence address', 'Residence phone']);
  assert.is(changesSummary(INDIVIDUAL), 'You changed 2 items: Residence address and residence phone. Each change is marked "Changed" below.');
  const one: CcrReview = { columnHeaders: [], data: [{ mailing: { address: address(true) } }] };
  assert.is(changesSummary(one), 'You changed one item: Mailing address. Each change is marked "Changed" below.');
});

test('with nothing changed the summary says so and where to make a change', () => {
  const none: CcrReview = { columnHeaders: ['State'], data: [{ state: 'TX', mailing: { address: address(false) } }] };
  assert.equal(changedItems(none), []);
  assert.is(changesSummary(none), 'You have not changed any contact details. Go back to your changes to make one.');
});

test('Continue goes to the CCR submitter; the changes are made in the CCR modules', () => {
  assert.is(ccrSubmitterPath('C-1'), '/ccr/C-1/submitter');
  assert.is(ccrModulesPath('C-1'), '/ccr/C-1/modules');
  assert.is(ccrSubmitterPath('C-1/../x'), '/ccr/C-1x/submitter');
  assert.is(ccrModulePath('C-1', 'contact-details'), '/ccr/C-1/modules?module=contact-details');
});

test("the CCR's server data is keyed under ['flow', flowId], so a flow reset drops it", () => {
  assert.equal(ccrQueryKey('C-1', 'ccr-review'), ['flow', 'C-1', 'ccr-review']);
  assert.equal(ccrQueryKey('C-1?x', 'ccr-steps'), ['flow', 'C-1x', 'ccr-steps']);
});

test.run();
