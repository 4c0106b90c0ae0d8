/**
 * A value outside its choices is the command's mistake (exit 2): the message lists the choices,
 * and names the one it most likely meant ("did you mean"), for a module's choice fields as for
 * the options' values, the products and the submitter's keys.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE_BY_NPN, useSandbox } from './helpers';

const fixture = useSandbox(test);
/** Alice's incomplete producer application (sandbox seed). */
const FLOW = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';

test('a choice field given a value it does not offer is exit 2 with its choices', async () => {
  const cli = fixture;
  await cli.run(ALICE_BY_NPN);
  const r = await cli.run(['modules', 'fill', FLOW, 'biographic', '--data', '-'], { stdin: '{"gender":"Q"}', json: false });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, 'Gender is not valid. Choose one of: F (Female), M (Male), X (Not specified)');
});

test('a choice typed in the wrong case or with a slip says which one it meant', async () => {
  const cli = fixture;
  await cli.run(ALICE_BY_NPN);
  const caseSlip = await cli.run(['modules', 'fill', FLOW, 'background-questions', '--data', '-'], { stdin: '{"felony":"no"}', json: false });
  assert.is(caseSlip.code, 2, caseSlip.stderr);
  assert.match(caseSlip.stderr, 'is not valid. Did you mean NO? Choose one of: YES (Yes), NO (No)');
  const kind = await cli.run(['orders', 'pdf', 'LH1000002', '--kind', 'recipt', '--out', '-'], { json: false });
  assert.is(kind.code, 2);
  assert.match(kind.stderr, 'Allowed choices are view, receipt, report. Did you mean receipt?');
  const product = await cli.run(['start-flow', '--product', 'licencing'], { json: false });
  assert.is(product.code, 2);
  assert.match(product.stderr, 'Did you mean licensing?');
  const key = await cli.run(['submitter', 'set', FLOW, '--set', 'zipcode=78701'], { json: false });
  assert.is(key.code, 2);
  assert.match(key.stderr, 'Did you mean zipCode?');
});

test.run();
