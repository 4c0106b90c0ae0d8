/**
 * `submitter set` as the form's use-case driven by options: the address service's answers and
 * how a terminal user gives theirs (--address N, --keep-address, or a prompt), the country
 * chosen before its region, and the failures that are not the form's.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHOOSE_ADDRESS, callFailureText } from '../../core/use-cases/submitter/use-case';
import { serverError } from '../../core/errors';
import { ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, setForSomeoneElse, useSandbox } from './helpers';

const cli = useSandbox(test);
let flowId: string;

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
  const created = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(created.code, 0, created.stderr);
  flowId = created.json.flowId;
});
test.after.each(() => cli.sandbox.controls.clearFaults());

/** A firm's clerk submitting for Alice, with a US address of the given line 1 and ZIP (every address field given: the flow keeps what the last test saved). */
const someoneElse = (address1: string, zipCode: string, ...more: string[]) =>
  setForSomeoneElse(
    flowId,
    [
      'firmName=Acme Agency',
      'firstName=Dana',
      'lastName=Stone',
      'country=1',
      `address1=${address1}`,
      'address2=',
      'address3=',
      'city=Austin',
      'state=TX',
      `zipCode=${zipCode}`,
      'email=dana@acme.example',
      'phone=(512) 555-0100',
    ],
    ...more,
  );

test('several matches and no answer: the choices are printed, numbered, and nothing is saved (exit 2)', async () => {
  const before = (await cli.run(['submitter', 'show', flowId])).json;
  const r = await cli.run(someoneElse('100 Main St', '73301'), { json: false });
  assert.is(r.code, 2);
  assert.match(r.stdout, 'Choose the address\n');
  assert.match(
    r.stdout,
    /\n {2}1\. 100 Main St, Austin, TX, 78701\n {2}2\. 100 Main St, Suite 400, Dallas, TX, 75201\n {2}3\. 100 Main St, Tulsa, OK, 74103\n/,
  );
  assert.match(r.stdout, 'You entered: 100 Main St, Austin, TX, 73301');
  assert.match(r.stderr, '--address N or --keep-address');
  assert.equal((await cli.run(['submitter', 'show', flowId])).json, before);
});

test('--address 2 takes the second match: it is what is saved', async () => {
  const r = await cli.run(someoneElse('100 Main St', '73301', '--address', '2'));
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.address.outcome, 'multiple');
  assert.is(r.json.address.used, 2);
  // Its modules are not answered yet: Continue leads to the first of them, not to the attestation.
  assert.is(r.json.nextStep.path, `/flows/${flowId}/modules?module=biographic`);
  const { version: _version, ...shown } = (await cli.run(['submitter', 'show', flowId])).json;
  assert.equal([shown.address2, shown.city, shown.zipCode], ['Suite 400', 'Dallas', '75201']);
  assert.equal(shown, r.json.submitter);
});

test('a single match is taken with --address 1: the standardized address is saved', async () => {
  const r = await cli.run(someoneElse('1600 congress ave', '78701', '--address', '1'));
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.address.outcome, 'single');
  assert.is((await cli.run(['submitter', 'show', flowId])).json.address1, '1600 Congress Ave');
});

test('--address beyond the matches, or on an address the service does not know, prints the question (exit 2)', async () => {
  const beyond = await cli.run(someoneElse('100 Main St', '73301', '--address', '4'));
  assert.is(beyond.code, 2);
  assert.match(beyond.stderr, '--address 4: the address service found 3');
  assert.is(beyond.json.address.choices.length, 3);
  const unknown = await cli.run(someoneElse('1 Nowhere Rd', '78701', '--address', '1'));
  assert.is(unknown.code, 2);
  assert.is(unknown.json.address.outcome, 'verification-fail');
  assert.match(unknown.stderr, 'found none');
});

test('--address and --keep-address together are bad usage; --keep-address where nothing is asked changes nothing', async () => {
  const both = await cli.run(someoneElse('100 Main St', '73301', '--address', '1', '--keep-address'));
  assert.is(both.code, 2);
  assert.match(both.stderr, 'give one');
  const mySelf = await cli.run(['submitter', 'set', flowId, '--submitting-for', 'my-self', '--accept-use', '--keep-address']);
  assert.is(mySelf.code, 0, mySelf.stderr);
  assert.is(mySelf.json.address, undefined);
});

test('on a terminal the command asks: a wrong answer asks again, a number takes that address', async () => {
  const r = await cli.run(someoneElse('100 Main St', '73301'), { stdin: 'x\n3\n', stdinIsTTY: true });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, '  3. 100 Main St, Tulsa, OK, 74103');
  assert.match(r.stderr, `Address number (1 to 3), k to use the address as entered, or Enter to change it: ${CHOOSE_ADDRESS}\n`);
  assert.is(r.json.address.used, 3);
  assert.is((await cli.run(['submitter', 'show', flowId])).json.state, 'OK');
});

test('on a terminal, k keeps the typed address and an empty answer saves nothing (exit 2)', async () => {
  const kept = await cli.run(someoneElse('1 Nowhere Rd', '78701'), { stdin: 'k\n', stdinIsTTY: true });
  assert.is(kept.code, 0, kept.stderr);
  assert.match(kept.stderr, 'We could not find this address');
  assert.is(kept.json.address.used, 'as-entered');
  assert.is((await cli.run(['submitter', 'show', flowId])).json.address1, '1 Nowhere Rd');
  const changed = await cli.run(someoneElse('2 Nowhere Rd', '78701'), { stdin: '\n', stdinIsTTY: true });
  assert.is(changed.code, 2);
  assert.match(changed.stderr, 'Nothing was saved');
  assert.is((await cli.run(['submitter', 'show', flowId])).json.address1, '1 Nowhere Rd');
});

test('the country is chosen before its region, whatever the order of the options', async () => {
  const canada = [
    'province=ON',
    'postalCode=K1A 0B1',
    'country=156',
    'firmName=Acme Agency',
    'firstName=Dana',
    'lastName=Stone',
    'address1=1 Wellington St',
    'city=Ottawa',
  ];
  const contact = ['email=dana@acme.example', 'phone=(512) 555-0100'];
  const r = await cli.run(setForSomeoneElse(flowId, [...canada, ...contact]));
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.address, undefined, 'a non-US address is not verified');
  assert.equal([r.json.submitter.country, r.json.submitter.province, r.json.submitter.postalCode, r.json.submitter.state], ['156', 'ON', 'K1A 0B1', '']);
});

test('--data with a field the form does not have is bad input (exit 2)', async () => {
  const file = join(cli.dir, 'typo.json');
  writeFileSync(file, JSON.stringify({ emial: 'a@b.org' }));
  const r = await cli.run(['submitter', 'set', flowId, '--accept-use', '--data', file]);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'emial: not a submitter field');
});

test("an address service that fails is the use-case's failure text (exit 1), with the error as data", async () => {
  cli.sandbox.controls.setFaults([{ method: 'POST', path: '/address-verification/validate.json', status: 503 }]);
  const r = await cli.run(someoneElse('100 Main St', '73301'));
  assert.is(r.code, 1);
  assert.is(r.json.error.status, 503);
  assert.match(r.stderr, callFailureText(serverError(503)));
});

test.run();
