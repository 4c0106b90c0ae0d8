/** The table printer, the scenario expectation matchers and the JSON schema's checks (pure). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderFields, renderTable } from '../../cli/output/table';
import { check, mismatch, valueAt } from '../../cli/scenario/expect';
import { outputProblem } from '../../cli/output/schema';
import { JSON_OUTPUT_VERSION } from '../../cli/output/emit';
import { kebabValue, licenseeRecord } from '../../cli/output/portal-records';

test('a table pads each column to its widest cell, with a rule under the header and no trailing spaces', () => {
  const text = renderTable(
    [
      { header: 'Order #', value: (r: { code: string; state: string }) => r.code },
      { header: 'State', value: (r) => r.state },
    ],
    [
      { code: 'LH1', state: 'TX' },
      { code: 'LH1000012', state: 'IL, CA' },
    ],
  );
  assert.is(text, 'Order #    State\n---------  ------\nLH1        TX\nLH1000012  IL, CA\n');
});

test('a cell with a newline stays on one line', () => {
  assert.is(renderTable([{ header: 'A', value: (r: string) => r }], ['x\ny']), 'A\n---\nx y\n');
});

test('fields print as aligned "Label:  value" lines', () => {
  assert.is(
    renderFields([
      ['Name', 'Alice'],
      ['Directory user', 'no'],
    ]),
    'Name:            Alice\nDirectory user:  no\n',
  );
});

test('valueAt follows dot paths with array indexes; $ is the whole output', () => {
  const out = { orders: [{ orderCode: 'LH1' }], n: 0 };
  assert.is(valueAt(out, 'orders.0.orderCode'), 'LH1');
  assert.is(valueAt(out, '$'), out);
  assert.is(valueAt(out, 'orders.3.orderCode'), undefined);
  assert.is(valueAt(out, 'n'), 0);
});

test('matchers: literal (deep), $matches, $exists, $contains, $gte, $lte, $not', () => {
  assert.is(mismatch({ a: [1, 2] }, { a: [1, 2] }), undefined);
  assert.ok(mismatch({ a: [1, 2] }, { a: [2, 1] }));
  assert.is(mismatch('LH1000012', { $matches: '^LH\\d+$' }), undefined);
  assert.ok(mismatch(12345, { $matches: '^LH' }));
  assert.is(mismatch(undefined, { $exists: false }), undefined);
  assert.ok(mismatch('x', { $exists: false }));
  assert.is(mismatch(['Life', 'Health'], { $contains: 'Life' }), undefined);
  assert.is(mismatch('Server error: 500', { $contains: '500' }), undefined);
  assert.is(mismatch(5, { $gte: 5 }), undefined);
  assert.ok(mismatch(4, { $gte: 5 }));
  assert.is(mismatch(2, { $lte: 5 }), undefined);
  assert.is(mismatch('A', { $not: 'B' }), undefined);
  assert.ok(mismatch('B', { $not: 'B' }));
  assert.match(mismatch(1, { $typo: 1 })!, /unknown matcher/);
  // $contains with a plain object matches an element holding those fields
  const apps = [{ batchCode: 'B1', isPayable: true }];
  assert.is(mismatch(apps, { $contains: { batchCode: 'B1' } }), undefined);
  assert.ok(mismatch(apps, { $contains: { batchCode: 'B2' } }));
  assert.ok(mismatch(apps, { $not: { $contains: { batchCode: 'B1' } } }));
});

test('check reports the exit status (0 by default), fields, counts and stderr, each as a sentence', () => {
  const outcome = { exit: 1, output: { orders: [1, 2, 3], status: 'X' }, stderr: 'error: boom' };
  assert.equal(check(outcome, { exit: 1, fields: { status: 'X' }, counts: { orders: 3 }, stderr: 'boom' }), []);
  assert.equal(check(outcome, { counts: { orders: { $gte: 5 } }, fields: { status: 'Y' } }), [
    'exit status is 1, expected 0',
    'status is "X", expected "Y"',
    'count of orders is 3, expected at least 5',
  ]);
});

test("JSON in portal names: a registry field the portal's record does not name, an upper-case registry value or a _tag is a schema problem", () => {
  const user = { displayName: 'Alice Morgan', npn: '1000001', ldapUser: false, uid: 'u-1' };
  const doc = (value: object) => ({ version: JSON_OUTPUT_VERSION, ...value });
  assert.is(outputProblem('whoami', 0, doc(licenseeRecord(user))), undefined);
  assert.equal(licenseeRecord(user), { displayName: 'Alice Morgan', npn: '1000001' });
  assert.match(outputProblem('whoami', 0, doc(user)) ?? '', 'fields its schema does not name');
  assert.ok(outputProblem('identify', 1, doc({ status: 'IDENTIFICATION_FAILURE', errors: [] })));
  assert.is(outputProblem('identify', 1, doc({ status: kebabValue('IDENTIFICATION_FAILURE'), errors: [] })), undefined);
  assert.match(outputProblem('logout', 0, doc({ loggedOut: true, _tag: 'X' })) ?? '', '_tag');
});

test('every JSON document carries the version of its shapes', () => {
  assert.match(outputProblem('logout', 0, { loggedOut: true }) ?? '', `version undefined, not ${JSON_OUTPUT_VERSION}`);
  assert.match(outputProblem('logout', 0, { version: 2, loggedOut: true }) ?? '', `version 2, not ${JSON_OUTPUT_VERSION}`);
});

test.run();
