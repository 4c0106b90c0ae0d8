/**
 * The journey commands against the sandbox: modules, submitter, ccr, names, drlp, orders,
 * incomplete applications and the PDB report, each with its success path and the failure
 * the spec gives it (exit 1 for the registry's refusals, exit 2 for input the form rejects).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACME_BY_FEIN, ALICE_BY_NPN, useSandbox, ALICE_CA_LIFE_FLOW, setForSomeoneElse, moduleValue } from './helpers';

const cli = useSandbox(test);
test.before.each(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

async function licensingFlow(): Promise<string> {
  const r = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(r.code, 0, r.stderr);
  return r.json.flowId;
}

const dataFile = (name: string, value: unknown): string => {
  const path = join(cli.dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
};

test("modules list shows the flow's modules in order; show lists the fields with saved values, sensitive ones masked", async () => {
  const flowId = await licensingFlow();
  const list = await cli.run(['modules', 'list', flowId]);
  assert.equal(
    list.json.modules.map((m: { path: string }) => m.path),
    ['biographic', 'residence-address', 'background-questions', 'employment-history'],
  );
  const shown = await cli.run(['--wide', 'modules', 'show', flowId, 'biographic'], { json: false });
  assert.is(shown.code, 0, shown.stderr);
  assert.match(shown.stdout, /firstName\s+First Name\s+text\s+yes\s+Alice/);
  assert.match(shown.stdout, /gender\s+Gender\s+radio \(F \(Female\), M \(Male\), X \(Not specified\)\)/);
  assert.not.match(shown.stdout, /\bssn\b/); // a disabled group is not offered for input
});

test("modules fill refuses data the module rules reject, with the rules' messages (exit 2), and saves nothing", async () => {
  const flowId = await licensingFlow();
  const r = await cli.run([
    'modules',
    'fill',
    flowId,
    'biographic',
    '--data',
    dataFile('bad.json', { birthDate: '13/45/1880', gender: 'F', email: 'alice@example.com' }),
  ]);
  assert.is(r.code, 2);
  assert.equal(r.json.errors, { birthDate: 'Date of Birth must be a valid date (MM/DD/YYYY)' });
  const after = await cli.run(['modules', 'show', flowId, 'biographic']);
  assert.is(moduleValue(after.json, 'birthDate'), undefined);
});

test('modules fill saves valid data; conditional required fields follow the data (email when contact is EMAIL)', async () => {
  const flowId = await licensingFlow();
  // The email starts from the registry's (the one the submitter starts from): emptied, it is asked for.
  const missingEmail = await cli.run([
    'modules',
    'fill',
    flowId,
    'biographic',
    '--data',
    dataFile('bio1.json', { birthDate: '04/12/1986', gender: 'F', email: '' }),
  ]);
  assert.is(missingEmail.code, 2);
  assert.equal(missingEmail.json.errors, { email: 'Email is a required field' });
  const byMail = await cli.run([
    'modules',
    'fill',
    flowId,
    'biographic',
    '--data',
    dataFile('bio2.json', { birthDate: '04/12/1986', gender: 'F', contactPreference: 'MAIL' }),
  ]);
  assert.is(byMail.code, 0, byMail.stderr);
  assert.is(moduleValue((await cli.run(['modules', 'show', flowId, 'biographic'])).json, 'birthDate'), '04/12/1986');
});

test('modules submit validates the saved data, sends it and names the destination module', async () => {
  const flowId = await licensingFlow();
  const r = await cli.run([
    'modules',
    'submit',
    flowId,
    'biographic',
    '--data',
    dataFile('bio.json', { birthDate: '04/12/1986', gender: 'F', email: 'alice@example.com' }),
  ]);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.saved, true);
  // Where Continue leads, in the one shape of `next`: the command to run and the step's title.
  assert.match(r.json.next.command, /^licensehub /);
  assert.type(r.json.next.title, 'string');
});

test('modules list shows each module done (its saved answers meet its rules) or not done, in the table and the JSON', async () => {
  const flowId = await licensingFlow();
  const { modules } = (await cli.run(['modules', 'list', flowId])).json as { modules: { status: string }[] };
  assert.is(modules.length, 4);
  assert.ok(
    modules.every((m) => m.status === 'not-done'),
    'a new flow has no module done',
  );
  const bio = dataFile('bio-done.json', { birthDate: '04/12/1986', gender: 'F', email: 'alice@example.com' });
  assert.is((await cli.run(['modules', 'fill', flowId, 'biographic', '--data', bio])).code, 0);
  const after = await cli.run(['modules', 'list', flowId]);
  assert.equal(after.json.modules[0], { path: 'biographic', title: after.json.modules[0].title, status: 'done' });
  const table = await cli.run(['modules', 'list', flowId], { json: false });
  assert.match(table.stdout, /^#\s+Path\s+Title\s+Status$/m);
  assert.match(table.stdout, /^1\s+biographic\s+.+\s+Done$/m);
  assert.match(table.stdout, /^2\s+residence-address\s+.+\s+Not done$/m);
  assert.not.match(table.stdout, /State/);
});

test('modules data that is not module data (a number) is bad input (exit 2)', async () => {
  const flowId = await licensingFlow();
  const r = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', dataFile('n.json', { gender: 7 })]);
  assert.is(r.code, 2);
  assert.match(r.stderr, /Invalid field\(s\)/);
});

test('submitter show fills the defaults (MY_SELF for an individual, country 1); set posts and names the first module left unanswered, before the attestation', async () => {
  const flowId = await licensingFlow();
  const shown = await cli.run(['submitter', 'show', flowId]);
  assert.is(shown.json.submittingFor, 'my-self');
  assert.is(shown.json.country, '1');
  // The use acceptance is the use agreement accepted at identify (test/cli/terms-once.test.ts).
  assert.is(shown.json.useAcceptance, true);
  const saved = await cli.run(['submitter', 'set', flowId]);
  assert.is(saved.code, 0, saved.stderr);
  assert.equal(saved.json.next, { command: `licensehub modules show ${flowId} biographic`, title: 'Personal details' });
});

test('submitter set for SOMEONE_ELSE applies every rule: letters only in names, phone (ddd) ddd-dddd', async () => {
  const flowId = await licensingFlow();
  const sets = [
    'firmName=Acme',
    'firstName=B0b',
    'lastName=Stone',
    'address1=1 Main St',
    'city=Austin',
    'state=TX',
    'zipCode=78701',
    'email=bob@example.com',
    'phone=5125550100',
  ];
  const r = await cli.run(setForSomeoneElse(flowId, sets));
  assert.is(r.code, 2);
  assert.is(r.json.errors.firstName, 'First Name may only contain letters, periods and hyphens');
  assert.is(r.json.errors.phone, 'Phone is not valid');
  // On stderr each message names the flag that fixes it, and the format a phone is typed in.
  assert.match(r.stderr, /First Name may only contain letters, periods and hyphens \(--set firstName=…\)/);
  assert.match(r.stderr, /Phone is not valid \(--set phone=…, as \(999\) 999-9999\)/);
  const fixed = sets.map((s) => (s.startsWith('firstName') ? 'firstName=Bob' : s.startsWith('phone') ? 'phone=(512) 555-0100' : s));
  // As on the screen, the address service is asked about the typed US address: it does not know
  // "1 Main St", so the address is used as entered only when the user says so.
  const asked = await cli.run(setForSomeoneElse(flowId, fixed));
  assert.is(asked.code, 2);
  assert.is(asked.json.address.outcome, 'verification-fail');
  const ok = await cli.run(setForSomeoneElse(flowId, fixed, '--keep-address'));
  assert.is(ok.code, 0, ok.stderr);
  assert.is(ok.json.address.used, 'as-entered');
});

test("ccr review lists each state's contact items; an unknown flow is not found (exit 3)", async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'contact-change'])).json.flowId;
  const r = await cli.run(['contact-change', 'review', flowId], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /TX\s+Residence\s+Address\s+1600 Congress Ave, Apt 12, Austin, TX, 78701/);
  const missing = await cli.run(['contact-change', 'review', 'no-such-flow']);
  assert.is(missing.code, 3);
  assert.is(missing.json.error.message, 'Flow no-such-flow was not found.');
});

test('names show starts the requested name as the current one with every jurisdiction checked', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const r = await cli.run(['name-change', 'show', flowId], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /1\s+Alice Morgan\s+Alice Morgan\s+\+OK \+TX/);
});

test('names set: a blank last name is refused by the name rule (exit 2); PARTIAL shows the jurisdiction errors (exit 1); PASS goes on', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const blank = await cli.run(['name-change', 'set', flowId, '--last-name', ' ']);
  assert.is(blank.code, 2);
  assert.match(blank.stderr, /Last Name is a required field/);
  const partial = await cli.run(['name-change', 'set', flowId, '--last-name', 'Morgan-Smith']);
  assert.is(partial.code, 1);
  assert.is(partial.json.errors[0].jurisdiction, 'OK');
  const pass = await cli.run(['name-change', 'set', flowId, '--last-name', 'Morgan-Smith', '--uncheck', 'OK']);
  // The old name of the option still works, with a note naming the new one.
  const old = await cli.run(['name-change', 'set', flowId, '--last', 'Morgan-Smith', '--uncheck', 'OK']);
  assert.is(old.code, 0, old.stderr);
  assert.match(old.stderr, /licensehub: --last is the old name, taken for now: use --last-name/);
  assert.is(pass.code, 0, pass.stderr);
  assert.is(pass.json.requestStatus, 'pass');
});

test('name-change show reads back the requested name the registry holds; a later set changes only the parts it names', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  assert.is((await cli.run(['name-change', 'set', flowId, '--first-name', 'Alicia', '--middle-name', 'Q', '--uncheck', 'OK'])).code, 0);
  const shown = await cli.run(['name-change', 'show', flowId], { json: false });
  assert.match(shown.stdout, /1\s+Alice Morgan\s+Alicia Q Morgan\s+-OK \+TX/);
  assert.is((await cli.run(['name-change', 'set', flowId, '--middle-name', 'R'])).code, 0);
  const again = await cli.run(['name-change', 'show', flowId], { json: false });
  assert.match(again.stdout, /1\s+Alice Morgan\s+Alicia R Morgan\s+-OK \+TX/);
});

test('submitter set --type: each type of flow saves its submitter and names its own next page (a name change goes to its attestation)', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const r = await cli.run(['submitter', 'set', flowId, '--type', 'name-change', '--submitting-for', 'my-self', '--accept-use']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.next.title, 'Attestation');
  const shown = await cli.run(['submitter', 'show', flowId, '--type', 'name-change']);
  assert.is(shown.json.useAcceptance, true);
  const wrong = await cli.run(['submitter', 'show', flowId, '--type', 'names']);
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /licensing, contact-change, name-change, license-update, pdb-report/);
  const both = await cli.run(['submitter', 'show', flowId, '--type', 'contact-change', '--pdb-report']);
  assert.is(both.code, 2);
});

test('drlp show, search, add, remove and proceed drive the license-update DRLP screen', async () => {
  await cli.run(ACME_BY_FEIN);
  const flowId = (await cli.run(['start-flow', '--product', 'license-update'])).json.flowId;
  const shown = await cli.run(['license-update', 'show', flowId], { json: false });
  assert.match(shown.stdout, /TX\s+General Lines Agency \(AG-5001\)\s+Alice Morgan\s+1000001/);
  const search = await cli.run(['license-update', 'search', flowId, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'OK']);
  assert.is(search.code, 0, search.stderr);
  assert.is(search.json.npn, '1000001');
  const refused = await cli.run(['license-update', 'add', flowId, '--npn', '1000002', '--last-name', 'Carter', '--state', 'TX', '--license-code', 'AG-5001']);
  assert.is(refused.code, 1);
  assert.match(refused.stderr, /cannot be a DRLP on license AG-5001/);
  const removed = await cli.run([
    'license-update',
    'remove',
    flowId,
    '--npn',
    '1000001',
    '--last-name',
    'Morgan',
    '--state',
    'TX',
    '--license-code',
    'AG-5001',
  ]);
  // The old name of --license-code still works, with a note naming the new one.
  const old = await cli.run(['license-update', 'remove', flowId, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license=AG-5001']);
  assert.is(old.code, 1);
  assert.match(old.stderr, /^licensehub: --license is the old name, taken for now: use --license-code$/m);
  assert.is(removed.code, 1); // the license is left without an active DRLP: the error branch
  assert.match(removed.stdout, /must have at least one active DRLP/);
  const fresh = (await cli.run(['start-flow', '--product', 'license-update'])).json.flowId;
  const proceed = await cli.run(['license-update', 'proceed', fresh]);
  assert.is(proceed.code, 0, proceed.stderr);
  assert.is(proceed.json.review, true);
});

test('orders list: newest first, 5 per page, with the details columns; --page moves on', async () => {
  const first = await cli.run(['orders', 'list']);
  assert.is(first.code, 0, first.stderr);
  assert.is(first.json.orders.length, 5);
  assert.is(first.json.page, 1);
  const times = first.json.orders.map((o: { date: string }) => Date.parse(o.date));
  assert.equal(
    times,
    [...times].sort((a: number, b: number) => b - a),
  );
  const second = await cli.run(['orders', 'list', '--page', '2'], { json: false });
  assert.match(second.stdout, /Order #\s+Date\s+State\s+License Class\s+Status\s+Type\s+License #\s+Lines of authority/);
  assert.match(second.stdout, /Page 2 of \d+/);
});

test('orders show prints the transactions; an unknown order is not found (exit 3)', async () => {
  const r = await cli.run(['orders', 'show', 'LH1000012'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Action required: Schedule a fingerprint appointment\./);
  assert.is((await cli.run(['orders', 'show', 'LH0'])).code, 3);
});

test('orders pdf --kind view|receipt --out writes the PDF named for the order and kind', async () => {
  for (const [kind, name] of [
    ['view', 'LH1000012-order-details.pdf'],
    ['receipt', 'LH1000012-receipt.pdf'],
  ] as const) {
    const r = await cli.run(['orders', 'pdf', 'LH1000012', '--kind', kind, '--out', cli.dir]);
    assert.is(r.code, 0, r.stderr);
    assert.ok(existsSync(r.json.path));
    assert.is(readFileSync(r.json.path).subarray(0, 5).toString(), '%PDF-');
    assert.is(r.json.fileName, name);
    assert.is(r.json.path, join(cli.dir, name));
  }
  assert.is((await cli.run(['orders', 'pdf', 'LH1000012', '--kind', 'invoice'])).code, 2);
});

test('incomplete list says "Ready to pay" only when this session can pay: in a new session the payable application asks for its confirmation first', async () => {
  const r = await cli.run(['incomplete', 'list'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, 'Questions answered: confirm and check it before you pay');
  assert.not.match(r.stdout, 'Ready to pay');
});

test('pdb-report show <order>: the report as sold, as of its purchase (demographics, licenses with their lines of authority, appointments); another order is not found (exit 3)', async () => {
  const r = await cli.run(['pdb-report', 'show', 'LH1000008'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Your producer database detail report\nAlice Morgan \(NPN 1000001\), as the registry held it on 07\/14\/2026/);
  assert.match(r.stdout, /\nDemographics\n  Alice Morgan\n    NPN 1000001\n    Address: 1600 Congress Ave, Apt 12, Austin, TX, 78701\n/);
  assert.match(r.stdout, /\nLicenses\n  Oklahoma: /);
  assert.match(r.stdout, /Lines of authority: /);
  assert.match(r.stdout, /\nAppointments\n  Oklahoma: Red River Life Insurance Company\n    Life, since 06\/15\/2021\n/);
  assert.is((await cli.run(['pdb-report', 'show', 'LH1000012'])).code, 3, 'an application is no report');
  const pdf = await cli.run(['orders', 'pdf', 'LH1000008', '--kind', 'report', '--out', cli.dir]);
  assert.is(pdf.code, 0, pdf.stderr);
  assert.is(pdf.json.fileName, 'LH1000008-pdb-report.pdf');
});

test('incomplete list, then delete --yes: the application is gone; deleting an unknown batch is not found (exit 3)', async () => {
  const before = await cli.run(['incomplete', 'list']);
  const batch = before.json.applications[0].flowId;
  const r = await cli.run(['incomplete', 'delete', batch, '--yes']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.remaining, before.json.applications.length - 1);
  assert.not.ok((await cli.run(['incomplete', 'list'])).json.applications.some((a: { flowId: string }) => a.flowId === batch));
  assert.is((await cli.run(['incomplete', 'delete', batch, '--yes'])).code, 3);
});

test('pdb-report metadata, start, status (404 = not ready), status --wait polls until ready', async () => {
  const meta = await cli.run(['pdb-report', 'metadata']);
  assert.ok(meta.json.residentStates.includes('TX'));
  const started = await cli.run(['pdb-report', 'start']);
  const flowId = started.json.flowId;
  const now = await cli.run(['pdb-report', 'status', flowId]);
  assert.is(now.code, 0, now.stderr);
  assert.is(now.json.ready, false);
  const waited = await cli.run(['pdb-report', 'status', flowId, '--wait']);
  assert.is(waited.code, 0, waited.stderr);
  assert.is(waited.json.flowId, flowId);
  assert.ok(waited.json.attempts > 1);
  // Not on a terminal, each attempt is a line of its own (a log, a pipe).
  assert.match(waited.stderr, /^Waiting for the report of [\w-]+: attempt 1, next in 5 s\n/);
  assert.not.match(waited.stderr, /\r/);
  const submitter = await cli.run(['submitter', 'show', flowId, '--pdb-report']);
  assert.is(submitter.code, 0, submitter.stderr);
});

test('PDB status polling ends: pdb-report status --wait on a report the registry does not have stops at once, not found (exit 3)', async () => {
  const r = await cli.run(['pdb-report', 'status', 'NO-SUCH-REPORT', '--wait']);
  assert.is(r.code, 3);
  assert.match(r.stderr, /was not found\./);
});

test('PDB status polling stops after its limit: pdb-report status --wait on a report that stays "not ready" ends with exit 1 and says so', async () => {
  const flowId = (await cli.run(['pdb-report', 'start'])).json.flowId;
  cli.sandbox.controls.setFaults([{ method: 'POST', path: '/pdb-report-status.json', status: 404 }]);
  try {
    const r = await cli.run(['pdb-report', 'status', flowId, '--wait']);
    assert.is(r.code, 1);
    assert.match(r.stderr, /The report was still not ready after 20 minutes of checking, so we stopped checking\./);
  } finally {
    cli.sandbox.controls.clearFaults();
  }
});

test("pdb-report status --wait shows a progress line on a terminal: each attempt and the policy's next delay", async () => {
  const flowId = (await cli.run(['pdb-report', 'start'])).json.flowId;
  const r = await cli.run(['pdb-report', 'status', flowId, '--wait'], { stderrIsTTY: true });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /\r\x1b\[2KWaiting for the report of [\w-]+: attempt 1, next in 5 s/);
  assert.match(r.stderr, /attempt 2, next in 5 s/);
  assert.ok(r.stderr.endsWith('\n'));
  assert.is(JSON.parse(r.stdout).flowId, flowId);
});

test('modules show says how to type each field: its format, when it is required, and each list as --data takes it (empty ones too)', async () => {
  const flowId = await licensingFlow();
  const bio = await cli.run(['modules', 'show', flowId, 'biographic'], { json: false });
  assert.match(bio.stdout, /birthDate\s+Date of Birth\s+text, as MM\/DD\/YYYY\s+yes/);
  assert.match(bio.stdout, /email\s+Email\s+text\s+when contactPreference is EMAIL/);
  assert.match(bio.stdout, /phone\s+Phone\s+text, as \(999\) 999-9999\s+when contactPreference is PHONE or textAlerts is YES/);
  const history = await cli.run(['modules', 'show', flowId, 'employment-history'], { json: false });
  assert.match(history.stdout, /List employers: in --data as "employers": \[\{ "employer": …, .* \}\] \(0 rows\)/);
  const list = await cli.run(['modules', 'list', flowId], { json: false });
  assert.not.match(list.stdout, /State/);
});

test('modules show --json gives each field under its --data key with its label, format and when it is required; each list with its row keys', async () => {
  const flowId = await licensingFlow();
  const bio = await cli.run(['modules', 'show', flowId, 'biographic']);
  const field = (key: string) => bio.json.fields.find((f: { key: string }) => f.key === key);
  assert.equal(field('birthDate'), { key: 'birthDate', label: 'Date of Birth', type: 'text', required: true, format: 'MM/DD/YYYY' });
  assert.is(field('email').requiredWhen, 'when contactPreference is EMAIL');
  assert.is(field('phone').format, '(999) 999-9999');
  assert.equal(bio.json.lists, []);
  const history = await cli.run(['modules', 'show', flowId, 'employment-history']);
  assert.is(history.json.lists[0].key, 'employers');
  assert.ok(history.json.lists[0].keys.includes('employer'));
  assert.is(history.json.lists[0].rows, 0);
});

test('submitter show names the flag that sets each field and shows values as the flags take them', async () => {
  const flowId = await licensingFlow();
  const r = await cli.run(['submitter', 'show', flowId], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Submitting for\s+--submitting-for\s+my-self\n/);
  assert.match(r.stdout, /Country\s+--set country=\s+United States \(code 1\)\n/);
  assert.match(r.stdout, /Use Acceptance\s+--accept-use\s+true\n/, 'carried from the use agreement accepted at identify');
  const saved = await cli.run(['submitter', 'set', flowId, '--accept-use'], { json: false });
  assert.is(saved.code, 0, saved.stderr);
  assert.match(saved.stdout, /Country\s+--set country=\s+United States \(code 1\)\n/, 'set shows the country by name as show does');
});

test.run();
