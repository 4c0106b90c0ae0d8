/**
 * ZIP codes checked as real ones (docs/portal.md §Validation rules "ZIP codes"), in the terminal:
 * a contact change's address and the submitter's ZIP Code refuse 00000, saying no address has it
 * (exit 2), and nothing is saved.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, setForSomeoneElse, useSandbox } from './helpers';

const cli = useSandbox(test);

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

test('a contact change’s residence address refuses ZIP 00000: no address has it (exit 2), and nothing is saved', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'contact-change'])).json.flowId as string;
  const data = { country: 'US', addressLine1: '1600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '00000', yearsAtAddress: '3_OR_MORE' };
  const file = join(cli.dir, 'zip.json');
  writeFileSync(file, JSON.stringify(data));
  const refused = await cli.run(['modules', 'submit', flowId, 'residence-address', '--data', file], { json: false });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, 'zipCode: Zip Code is not valid: no address has this ZIP code');
  const shown = await cli.run(['modules', 'show', flowId, 'residence-address']);
  assert.is(shown.json.fields.find((f: { key: string }) => f.key === 'zipCode').value, '78701', 'the ZIP code on file is kept');
});

test('the submitter’s ZIP Code refuses 00000: no address has it (exit 2, naming the flag)', async () => {
  const flowId = (await cli.run(ALICE_CA_LIFE_FLOW)).json.flowId as string;
  const fields = ['firmName=Acme', 'firstName=Dana', 'lastName=Lee', 'address1=100 Main St', 'city=Austin', 'state=TX', 'zipCode=00000'];
  const refused = await cli.run(setForSomeoneElse(flowId, [...fields, 'email=dana@acme.example', 'phone=(512) 555-0100']), { json: false });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, 'ZIP Code is not valid: no address has this ZIP code (--set zipCode=…)');
  assert.is((await cli.run(['submitter', 'show', flowId])).json.submittingFor, 'my-self', 'nothing saved');
});

test.run();
