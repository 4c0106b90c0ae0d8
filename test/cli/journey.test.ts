/**
 * Each flow type finished from a terminal, with `licensehub` commands only, against the sandbox:
 * from its start to the payment address, each command naming the next step as the browser's
 * Continue does; payment refused until the submitter, the attestation and the validation are done,
 * and resume leading to the first of them not done.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NOT_READY_TITLE } from '../../core/use-cases/journey/journey';
import { CONFIRM_ATTESTATION } from '../../core/use-cases/flow-steps/attestation';
import { LICENSING_MODULE_ANSWERS } from '../module-answers';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, apiOf, useSandbox, type CliResult } from './helpers';
import { readFileSync } from 'node:fs';
import { paymentCookie } from '../sandbox/helpers';

const cli = useSandbox(test, { sessionPerTest: true });

const CONTACT_MODULES: Record<string, unknown> = {
  'residence-address': { country: 'US', addressLine1: '1600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: '3_OR_MORE' },
  'contact-details': { email: 'alice@example.com', phone: '(512) 555-0100' },
  'mailing-address': { addressLine1: 'PO Box 12', city: 'Austin', state: 'TX', zipCode: '78701' },
};

const ok = (r: CliResult, what: string): CliResult => {
  assert.is(r.code, 0, `${what}: ${r.stderr}`);
  return r;
};

async function fillModules(flowId: string, modules: Record<string, unknown>): Promise<void> {
  for (const [path, data] of Object.entries(modules)) {
    const file = join(cli.dir, `${path}.json`);
    writeFileSync(file, JSON.stringify(data));
    ok(await cli.run(['modules', 'fill', flowId, path, '--data', file]), path);
  }
}

/** The next step a command names: its step id and the command that does it. */
const nextOf = (r: CliResult): [string, string] => [r.json.nextStep.id, r.json.nextStep.command];

/**
 * submitter, attestation, verification contact, validation, then the payment address; each names
 * the next. The licensee pays on that page in their browser (here: with this session's payment
 * cookie), which returns to the confirmation of the order; `orders show` then gives that order.
 */
async function finish(
  flowId: string,
  type: string,
  payment: string,
  submitterArgs: readonly string[] = [],
): Promise<{ orderCode: string; orderTotal: string }> {
  // Each next step is run as the previous command printed it: no --type, the flow's type is known from the flow.
  const asPrinted = (command: string): string[] => command.replace(/^licensehub /, '').split(' ');
  const submitter = ok(await cli.run([...asPrinted(`licensehub submitter set ${flowId}`), ...submitterArgs]), 'submitter');
  assert.equal(nextOf(submitter), ['attestation', `licensehub attest ${flowId} --confirm`]);
  const attested = ok(await cli.run(asPrinted(nextOf(submitter)[1])), 'attest');
  let last = attested;
  if (type !== 'pdb-report') {
    assert.equal(nextOf(attested), ['verification-contact', `licensehub contact ${flowId}`]);
    const contact = ok(await cli.run(asPrinted(nextOf(attested)[1])), 'contact');
    assert.equal(nextOf(contact), ['validation', `licensehub validate ${flowId}`]);
    assert.equal(contact.json.contact, { use: 'submitter' }, "the submitter's contact unless another is chosen");
    const validated = ok(await cli.run(asPrinted(nextOf(contact)[1])), 'validate');
    assert.equal(nextOf(validated), ['submit', `licensehub pay ${flowId}`]);
    last = validated;
  }
  const where = ok(await cli.run(['journey', flowId], { json: false }), 'journey');
  assert.match(where.stdout, `Run: licensehub pay ${flowId}`);
  assert.is(nextOf(last)[1], `licensehub pay ${flowId}`);
  const paid = ok(await cli.run(asPrinted(nextOf(last)[1])), 'pay');
  assert.is(paid.json.paymentUrl, `${new URL(apiOf(cli.sandbox)).origin}/my-licensehub/payment/${payment}${flowId}.htm`);
  // The address opens the registry's payment page for this flow, in the browser of the licensee
  // signed in with this session (the payment pages' session cookie).
  const jwt = (JSON.parse(JSON.parse(readFileSync(cli.file, 'utf8'))[cli.sandbox.url].licensehub) as { jwt: string }).jwt;
  const page = await fetch(paid.json.paymentUrl, { headers: { Cookie: paymentCookie(jwt) } });
  assert.is(page.status, 200, paid.json.paymentUrl);
  const pay = await fetch(paid.json.paymentUrl, {
    method: 'POST',
    headers: { Cookie: paymentCookie(jwt), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  const orderCode = /\/order-history\/(LH\d+)\/confirmation$/.exec(pay.headers.get('location') ?? '')?.[1];
  assert.ok(orderCode, `Pay returns to the order's confirmation: ${pay.headers.get('location')}`);
  const order = ok(await cli.run(['orders', 'show', orderCode]), 'orders show');
  assert.is(order.json.orderCode, orderCode);
  // Fees shown before payment: a contact change, name change or license update is paid what `pay` said it would cost.
  if (['contact-change', 'name-change', 'license-update'].includes(type)) assert.is(paid.json.fee?.total.amount, order.json.total, 'the fee before payment');
  return { orderCode, orderTotal: order.json.total };
}

test('licensing from a terminal: start-flow, modules, journey, submitter, attest, contact, validate, then the payment address', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const started = ok(await cli.run(ALICE_CA_LIFE_FLOW), 'start-flow');
  const flowId = started.json.flowId;
  const fresh = ok(await cli.run(['journey', flowId]), 'journey');
  assert.is(fresh.json.caption, 'Step 1 of 11');
  assert.equal(fresh.json.nextStep.command, `licensehub modules show ${flowId} biographic`);
  await fillModules(flowId, LICENSING_MODULE_ANSWERS);
  const filled = ok(await cli.run(['journey', flowId, '--type', 'licensing'], { json: false }), 'journey');
  assert.match(filled.stdout, /^Continue your application\n/);
  assert.match(filled.stdout, / 1\. Completed\s+Personal details\n/);
  assert.match(filled.stdout, / 6\. In progress\s+Who is submitting\n/);
  assert.match(filled.stdout, / 7\. Cannot start yet\s+Attestation\n/);
  assert.match(filled.stdout, `Next: Who is submitting. Say who is submitting.\nRun: licensehub submitter set ${flowId}\n`);
  const { orderTotal } = await finish(flowId, 'licensing', '');
  // The order is for the fee the estimate showed before the flow was created.
  assert.is(orderTotal, started.json.feeSummary.grandTotal);
});

test('payment is refused for saved modules with no submitter, and resume leads to the submitter, then the attestation, then the checks', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  // The first test paid an application for the same license: this one goes on past it as a possible duplicate.
  const flowId = ok(await cli.run([...ALICE_CA_LIFE_FLOW, '--accept-duplicates']), 'start-flow').json.flowId;
  await fillModules(flowId, LICENSING_MODULE_ANSWERS);
  const refused = await cli.run(['pay', flowId, '--type', 'licensing'], { json: false });
  assert.is(refused.code, 1);
  assert.is(
    refused.stdout,
    [
      NOT_READY_TITLE,
      'Some steps of this application are not done. Payment opens once each of them is.',
      '  - Say who is submitting.',
      `    licensehub submitter set ${flowId}`,
      '  - Confirm the attestation.',
      `    licensehub attest ${flowId} --confirm`,
      '  - Check for problems.',
      `    licensehub validate ${flowId}`,
      '',
    ].join('\n'),
  );
  assert.not.match(refused.stdout, /payment\//);
  assert.is(refused.stderr, `licensehub: ${NOT_READY_TITLE}\n`);
  const resumed = async () => ok(await cli.run(['resume', flowId]), 'resume').json.nextStep.id;
  assert.is(await resumed(), 'submitter');
  ok(await cli.run(['submitter', 'set', flowId, '--accept-use']), 'submitter');
  assert.is(await resumed(), 'attestation');
  const unconfirmed = await cli.run(['attest', flowId]);
  assert.is(unconfirmed.code, 2);
  assert.match(unconfirmed.stderr, CONFIRM_ATTESTATION);
  assert.is(await resumed(), 'attestation');
  ok(await cli.run(['attest', flowId, '--confirm']), 'attest');
  assert.is(await resumed(), 'verification-contact');
  assert.equal(
    (await cli.run(['pay', flowId])).json.missing.map((m: { id: string }) => m.id),
    ['validation'],
  );
  ok(await cli.run(['validate', flowId]), 'validate');
  assert.is(await resumed(), 'submit');
  // A change after the attestation withdraws it: payment asks for it again.
  ok(await cli.run(['submitter', 'set', flowId, '--accept-use', '--set', 'email=alice.morgan@example.com']), 'submitter again');
  assert.is(await resumed(), 'attestation');
  assert.is((await cli.run(['pay', flowId])).code, 1);
});

test("submitter set on a flow with its modules not answered points to the first of them, not to the attestation (the screen's Continue)", async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run([...ALICE_CA_LIFE_FLOW, '--accept-duplicates']), 'start-flow').json.flowId;
  const saved = ok(await cli.run(['submitter', 'set', flowId, '--accept-use']), 'submitter');
  const resumed = ok(await cli.run(['resume', flowId]), 'resume').json.nextStep;
  assert.match(resumed.id, /^module:/);
  assert.equal(saved.json.nextStep, resumed);
});

test('validate lists the problems of what the registry holds (exit 1) and records nothing', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run([...ALICE_CA_LIFE_FLOW, '--accept-duplicates']), 'start-flow').json.flowId;
  ok(await cli.run(['attest', flowId, '--confirm']), 'attest');
  const r = await cli.run(['validate', flowId], { json: false });
  assert.is(r.code, 1);
  assert.match(r.stdout, /^\d+ problems to fix\n/);
  assert.match(r.stdout, /  - Who is submitting: Please accept to continue\n/);
  assert.is((await cli.run(['resume', flowId])).json.nextStep.id, 'module:biographic');
});

test('contact change from a terminal: its modules, the review, then the shared steps to the payment address', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'CONTACT_CHANGE']), 'start-flow').json.flowId;
  await fillModules(flowId, CONTACT_MODULES);
  ok(await cli.run(['contact-change', 'review', flowId]), 'ccr review');
  const where = ok(await cli.run(['journey', flowId, '--type', 'contact-change']), 'journey');
  assert.is(where.json.caption, 'Step 5 of 10');
  assert.is(where.json.nextStep.id, 'submitter');
  await finish(flowId, 'contact-change', '');
});

test('name change from a terminal: the name, then the shared steps to the payment address', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'DEMOGRAPHIC_UPDATE']), 'start-flow').json.flowId;
  const named = ok(await cli.run(['name-change', 'set', flowId, '--first', 'Alicia']), 'names');
  assert.equal(nextOf(named), ['submitter', `licensehub submitter set ${flowId}`]);
  await finish(flowId, 'name-change', '');
});

test("verification contact from a terminal: after the attestation, the submitter's contact or another checked as the page checks it, the flag named in a refusal", async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'demographic-update']), 'start-flow').json.flowId;
  ok(await cli.run(['name-change', 'set', flowId, '--first-name', 'Alicia']), 'name');
  ok(await cli.run(['submitter', 'set', flowId, '--type', 'name-change', '--accept-use']), 'submitter');
  const early = await cli.run(['contact', flowId, '--type', 'name-change']);
  assert.is(early.code, 1, 'refused before the attestation');
  assert.match(early.stderr, `licensehub attest ${flowId} --confirm`);
  ok(await cli.run(['attest', flowId, '--type', 'name-change', '--confirm']), 'attest');
  const bad = await cli.run(['contact', flowId, '--type', 'name-change', '--use', 'other', '--phone', '555']);
  assert.is(bad.code, 2, bad.stderr);
  assert.match(bad.stderr, '(--phone, as (999) 999-9999)');
  const other = ok(await cli.run(['contact', flowId, '--type', 'name-change', '--use', 'other', '--phone', '(512) 555-0100'], { json: false }), 'contact');
  assert.match(other.stdout, 'Use another email address and phone number\n  Email: alice.morgan@example.com\n  Phone: (512) 555-0100');
  const kept = ok(await cli.run(['contact', flowId, '--type', 'name-change']), 'contact again');
  assert.equal(kept.json.contact, { use: 'other', email: 'alice.morgan@example.com', phone: '(512) 555-0100' }, 'the choice made is kept');
  assert.equal(nextOf(kept), ['validation', `licensehub validate ${flowId}`]);
});

test('license update from a terminal (Acme, a firm): the DRLPs, the review, then the shared steps to the payment address', async () => {
  ok(await cli.run(ACME_BY_FEIN), 'identify');
  const flowId = ok(await cli.run(['start-flow', '--product', 'LICENSE_UPDATE']), 'start-flow').json.flowId;
  const proceeded = ok(await cli.run(['license-update', 'proceed', flowId]), 'drlp proceed');
  // A firm's submitter command names what a firm must give: the person who submits (the firm's address comes from the registry).
  const fields = ['firstName', 'lastName'].map((f) => `--set ${f}=…`).join(' ');
  assert.equal(nextOf(proceeded), ['submitter', `licensehub submitter set ${flowId} ${fields}`]);
  // A firm names the person who submits, and their address.
  const person = ['firstName=Dana', 'lastName=Lee', 'address1=1600 Congress Ave', 'city=Austin', 'state=TX', 'zipCode=78701'];
  await finish(flowId, 'license-update', '', [...person.flatMap((f) => ['--set', f]), '--keep-address']);
});

test('license-update show lists the DRLP changes already paid for (order and status in words); add refuses one already paid for (exit 2)', async () => {
  ok(await cli.run(ACME_BY_FEIN), 'identify');
  const paidFlow = ok(await cli.run(['start-flow', '--product', 'LICENSE_UPDATE']), 'start-flow').json.flowId;
  const dan = ['--npn', '1000004', '--last-name', 'Evans', '--state', 'TX', '--license-code', 'AG-5001'];
  ok(await cli.run(['license-update', 'add', paidFlow, ...dan]), 'add Dan Evans');
  ok(await cli.run(['license-update', 'proceed', paidFlow]), 'drlp proceed');
  const person = ['firstName=Dana', 'lastName=Lee', 'address1=1600 Congress Ave', 'city=Austin', 'state=TX', 'zipCode=78701'];
  const { orderCode } = await finish(paidFlow, 'license-update', '', [...person.flatMap((f) => ['--set', f]), '--keep-address']);

  const flowId = ok(await cli.run(['start-flow', '--product', 'LICENSE_UPDATE']), 'start-flow').json.flowId;
  const shown = ok(await cli.run(['license-update', 'show', flowId], { json: false }), 'show');
  assert.match(shown.stdout, 'Already paid for\nYou have paid for these changes. The registry has not made them yet');
  assert.match(
    shown.stdout,
    new RegExp(`Texas\\s+Dan Evans \\(NPN 1000004\\)\\s+Being added to license AG-5001\\s+Order ${orderCode}, paid \\d\\d/\\d\\d/\\d{4}: Pending`),
  );
  const json = ok(await cli.run(['license-update', 'show', flowId]), 'show --json').json;
  assert.equal(
    json.paidChanges.map((c: Record<string, string>) => [c.stateCode, c.licenseCode, c.change, c.firstName, c.lastName, c.npn, c.orderCode, c.status]),
    [['TX', 'AG-5001', 'added', 'Dan', 'Evans', '1000004', orderCode, 'Pending']],
  );
  const again = await cli.run(['license-update', 'add', flowId, ...dan]);
  assert.is(again.code, 2);
  assert.match(again.stderr, `You have already paid for this: Dan Evans is being added to license AG-5001 in order ${orderCode} (Pending).`);
});

test('PDB report from a terminal: submitter, attestation, then the payment address once the report is ready', async () => {
  ok(await cli.run(ALICE_BY_NPN), 'identify');
  const flowId = ok(await cli.run(['pdb-report', 'start']), 'pdb-report start').json.flowId;
  const refused = await cli.run(['pay', flowId, '--type', 'pdb-report']);
  assert.is(refused.code, 1);
  assert.equal(
    refused.json.missing.map((m: { text: string }) => m.text),
    ['Say who is submitting.', 'Confirm the attestation.'],
  );
  await finish(flowId, 'pdb-report', 'detail-report/');
});

test('every journey command has a help with an example', async () => {
  for (const name of ['journey', 'resume', 'attest', 'contact', 'validate', 'pay']) {
    const r = await cli.run([name, '--help'], { json: false });
    assert.is(r.code, 0, name);
    assert.match(r.stdout, new RegExp(`Example:\\n  \\$ licensehub ${name} F-123`), name);
  }
});

test.run();
