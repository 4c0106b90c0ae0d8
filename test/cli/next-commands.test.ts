/**
 * The next steps a terminal prints can be trusted: the CLI knows a flow's type from the flow
 * (this session's record, else the registry), so no command needs `--type`, and every command it
 * prints runs as printed; each names the journey's next step, the same the page's Continue leads to.
 */
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, useSandbox, type CliResult } from './helpers';

const cli = useSandbox(test, { sessionPerTest: true });

const ok = (r: CliResult, what: string): CliResult => {
  assert.is(r.code, 0, `${what}: ${r.stderr}`);
  return r;
};

/** The command a human-readable output prints on its "Run:" line, as argv. */
const printed = (r: CliResult): string[] => {
  const command = /^Run: licensehub (.*)$/m.exec(r.stdout)?.[1];
  assert.ok(command, r.stdout);
  return command!.split(' ');
};

/** A flow started in another session: this one has no record of it. */
const forgetStartedFlows = () => rmSync(`${cli.file}.flows.json`, { force: true });

test('resume of a contact change started elsewhere prints no --type, and its command runs as printed', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'contact-change']), 'start-flow').json.flowId;
  forgetStartedFlows();
  const resumed = ok(await cli.run(['resume', flowId], { json: false }), 'resume');
  assert.not.match(resumed.stdout, /--type/);
  ok(await cli.run(printed(resumed), { json: false }), printed(resumed).join(' '));
  assert.is(ok(await cli.run(['journey', flowId]), 'journey').json.type, 'contact-change');
});

test('journey of a PDB report started elsewhere says where it stands, not "not found"', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['pdb-report', 'start']), 'pdb-report start').json.flowId;
  forgetStartedFlows();
  const journey = ok(await cli.run(['journey', flowId]), 'journey');
  assert.is(journey.json.type, 'pdb-report');
  assert.equal(journey.json.next, { command: `licensehub submitter set ${flowId}`, title: 'Who is submitting' });
});

test('--type, when given, is only checked: the right one is taken, another one is refused naming the right one', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'demographic-update']), 'start-flow').json.flowId;
  forgetStartedFlows();
  ok(await cli.run(['journey', flowId, '--type', 'name-change']), 'journey --type name-change');
  const wrong = await cli.run(['journey', flowId, '--type', 'licensing'], { json: false });
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /is a name-change flow, not licensing: use --type name-change, or leave --type out/);
});

test('attest on a flow whose modules are not done points to the first of them, not to the verification contact', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run([...ALICE_CA_LIFE_FLOW, '--accept-duplicates']), 'start-flow').json.flowId;
  const attested = ok(await cli.run(['attest', flowId, '--confirm'], { json: false }), 'attest');
  assert.not.match(attested.stdout, /Next: Verification contact/);
  assert.match(attested.stdout, `Run: licensehub modules show ${flowId} biographic\n`);
  ok(await cli.run(printed(attested), { json: false }), 'the printed command');
});

const CONTACT_MODULES: Record<string, unknown> = {
  'residence-address': { country: 'US', addressLine1: '1600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: '3_OR_MORE' },
  'contact-details': { email: 'alice@example.com', phone: '(512) 555-0100' },
  'mailing-address': { addressLine1: 'PO Box 12', city: 'Austin', state: 'TX', zipCode: '78701' },
};

test('modules submit of the last module names the review as a command that runs, not "the review of the flow"', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'contact-change']), 'start-flow').json.flowId;
  let submitted: CliResult | undefined;
  for (const [path, data] of Object.entries(CONTACT_MODULES)) {
    submitted = ok(await cli.run(['modules', 'submit', flowId, path, '--data', '-'], { json: false, stdin: JSON.stringify(data) }), path);
  }
  assert.not.match(submitted!.stdout, /the review of the flow/);
  assert.match(submitted!.stdout, `Run: licensehub contact-change review ${flowId}\n`);
  ok(await cli.run(printed(submitted!), { json: false }), 'the printed command');
});

test("a firm's printed submitter command names each field a firm must give; given them, it saves", async () => {
  ok(await cli.run(ACME_BY_FEIN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'license-update']), 'start-flow').json.flowId;
  const proceeded = ok(await cli.run(['license-update', 'proceed', flowId], { json: false }), 'license-update proceed');
  const command = printed(proceeded);
  const fields = command.filter((word) => word.endsWith('=…')).map((word) => word.slice(0, -2));
  assert.ok(fields.includes('firstName') && fields.includes('lastName'), command.join(' '));
  const values: Record<string, string> = { firstName: 'Dana', lastName: 'Lee', address1: '1600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
  const given = command.map((word) => (word.endsWith('=…') ? `${word.slice(0, -1)}${values[word.slice(0, -2)] ?? ''}` : word));
  ok(await cli.run([...given, '--keep-address']), given.join(' '));
});

test.run();
