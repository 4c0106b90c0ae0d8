/**
 * identify, whoami, logout against the sandbox (docs/portal.md §Identify,
 * §Identify): every lookup option as flags, the authorization step answered from stdin,
 * the session kept in a file readable by its owner only.
 */
import { statSync, existsSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACME_BY_FEIN, ALICE_BY_NPN, useSandbox } from './helpers';

const cli = useSandbox(test, { sessionPerTest: true });

const individual = (by: string, ...rest: string[]) => ['identify', '--entity', 'individual', '--by', by, ...rest, '--accept-use-agreement'];
const firm = (by: string, ...rest: string[]) => ['identify', '--entity', 'firm', '--by', by, ...rest, '--accept-use-agreement'];

test('identify INDIVIDUAL by LICENSE (license number and state) succeeds and prints the licensee', async () => {
  const r = await cli.run(individual('license', '--license-number', 'TX-100001', '--license-state', 'tx'));
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.status, 'success');
  assert.is(r.json.licensee.displayName, 'Alice Morgan');
});

test('identify INDIVIDUAL by NPN (last name and NPN) succeeds; human output names the licensee', async () => {
  const r = await cli.run(ALICE_BY_NPN, { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, 'Identified: Alice Morgan\n');
});

test('identify INDIVIDUAL by SSN reads the SSN from stdin with --ssn-stdin, never echoing it', async () => {
  const r = await cli.run(individual('ssn', '--last-name', 'Morgan', '--ssn-stdin'), { stdin: '123-45-6789\n' });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.licensee.npn, '1000001');
  assert.not.match(r.stdout + r.stderr, /6789/);
});

test('identify INDIVIDUAL by SSN accepts --ssn only with --insecure-ssn-flag', async () => {
  const r = await cli.run(individual('ssn', '--last-name', 'Morgan', '--ssn', '123-45-6789', '--insecure-ssn-flag'));
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.licensee.displayName, 'Alice Morgan');
});

test('identify FIRM by LICENSE, by NPN and by FEIN each succeed', async () => {
  for (const argv of [firm('license', '--license-number', 'AG-5001', '--license-state', 'TX'), firm('npn', '--npn', '2000001'), ACME_BY_FEIN]) {
    const r = await cli.run(argv);
    assert.is(r.code, 0, `${argv.join(' ')}: ${r.stderr}`);
    assert.is(r.json.licensee.fein, '12-3456789');
  }
});

test('AUTHORIZATION_FAILURE LAST_FOUR moves to the authorization step, answered from the next stdin line', async () => {
  const r = await cli.run(individual('npn', '--last-name', 'Diaz', '--npn', '1000003', '--ssn-stdin'), { stdin: '8901\n' });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /last four digits of the SSN are needed/);
  assert.is(r.json.licensee.displayName, 'Cora Diaz');
});

test('AUTHORIZATION_FAILURE FULL_SSN asks for the full SSN, shaped 999-99-9999', async () => {
  const args = individual('license', '--license-number', 'NY-500001', '--license-state', 'NY', '--ssn-stdin');
  const bad = await cli.run(args, { stdin: '8901\n' });
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /Social Security Number \(SSN\) is not valid/);
  const good = await cli.run(args, { stdin: '456-78-9012\n' });
  assert.is(good.code, 0, good.stderr);
  assert.is(good.json.licensee.displayName, 'Dan Evans');
});

test('a failure with the authorization supplied: "The information you provided does not match our records." (exit 1)', async () => {
  const r = await cli.run(individual('npn', '--last-name', 'Diaz', '--npn', '1000003', '--ssn-stdin'), { stdin: '0000\n' });
  assert.is(r.code, 1);
  assert.equal(r.json.errors, ['The information you provided does not match our records.']);
  assert.match(r.stderr, /does not match our records/);
});

test('IDENTIFICATION_FAILURE is the generic failed state (exit 1), no session kept', async () => {
  const r = await cli.run(individual('npn', '--last-name', 'Nobody', '--npn', '9999999'));
  assert.is(r.code, 1);
  assert.is(r.json.status, 'identification-failure');
  assert.is((await cli.run(['whoami'])).code, 1);
});

test('status ERROR shows each returned message (exit 1)', async () => {
  const r = await cli.run(individual('npn', '--last-name', 'Fox', '--npn', '1000005'), { json: false });
  assert.is(r.code, 1);
  assert.match(r.stderr, /licensehub: This record is under review by the registry\.\nlicensehub: Contact customer service to continue\./);
});

test('the session file keeps the JWT between commands with mode 0600; whoami reads it', async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
  assert.is(statSync(cli.file).mode & 0o777, 0o600);
  assert.not.match(readFileSync(cli.file, 'utf8'), /Morgan.*1000001.*useAgreement/);
  const who = await cli.run(['whoami']);
  assert.is(who.code, 0, who.stderr);
  assert.is(who.json.displayName, 'Alice Morgan');
});

test('logout ends the session on the registry and removes it here; whoami then exits 1', async () => {
  await cli.run(ALICE_BY_NPN);
  const token = JSON.parse(JSON.parse(readFileSync(cli.file, 'utf8'))[cli.sandbox.url].licensehub).jwt as string;
  const out = await cli.run(['logout'], { json: false });
  assert.is(out.code, 0, out.stderr);
  assert.is(out.stdout, 'Logged out.\n');
  assert.not.ok(existsSync(cli.file) && readFileSync(cli.file, 'utf8').includes(token));
  const revoked = await fetch(`${cli.sandbox.url}/my-licensehub/api/user-info.json`, { headers: { Authorization: `Bearer ${token}` } });
  assert.is(revoked.status, 401);
  const who = await cli.run(['whoami']);
  assert.is(who.code, 1);
  assert.match(who.stderr, /Not signed in at 127\.0\.0\.1:\d+\./);
});

test.run();
