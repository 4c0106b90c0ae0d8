/**
 * start-flow against the sandbox (docs/portal.md §Start flow, §Calls): each step's flag,
 * the step's choices when it is missing (exit 2), per-state validation errors, duplicates, the
 * fee estimate, --dry-run, and flow creation for each kind of product.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACME_BY_FEIN, ALICE_BY_NPN, TX_LIFE_ADD_LOA, useSandbox } from './helpers';
import { notOfferedText, productName, productOptions } from '../../core/use-cases/start-flow/choices';
import type { ProductType } from '../../core/model/licensing';
import { createdFlowPath } from '../../core/use-cases/start-flow/create-flow';
import { orderTypeWords } from '../../core/use-cases/orders/order-words';
import {
  ACCEPT_DUPLICATES,
  DUPLICATE_COLUMNS,
  DUPLICATES_CONTINUE,
  DUPLICATES_LEAD,
  DUPLICATES_QUESTION,
  DUPLICATES_TITLE,
} from '../../core/use-cases/start-flow/duplicates';

const cli = useSandbox(test);
test.before.each(async () => {
  const r = await cli.run(ALICE_BY_NPN);
  assert.is(r.code, 0, r.stderr);
});

const producer = ['start-flow', '--product', 'producer-licensing', '--application-type', 'new', '--residency-type', 'nonresident'];
const withBasis = [...producer, '--basis', 'TX:TX-100001'];

test('SELECT_PRODUCT without --product prints the products with their application and residency types (exit 2)', async () => {
  const r = await cli.run(['start-flow']);
  assert.is(r.code, 2);
  assert.is(r.json.step, 'select-product');
  assert.is(r.json.missing, '--product');
  const producerRow = r.json.choices.find((c: { product: string }) => c.product === 'producer-licensing');
  assert.ok(producerRow.applicationTypes.includes('new'));
  assert.is(producerRow.type, 'licensing');
});

test('a chosen state with nothing ticked is refused by name (exit 2): no fee estimate that leaves it out in silence', async () => {
  const r = await cli.run([...withBasis, '--state', 'AZ', '--state', 'GA', '--license', 'AZ:PRODUCER:LIFE'], { json: false });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, 'Select a license and its lines of authority in Georgia, or go back and remove Georgia from your states');
  assert.not.match(r.stdout, /Fee estimate|Total/);
});

test('application type is required for the licensing products: its choices are printed (exit 2)', async () => {
  const r = await cli.run(['start-flow', '--product', 'producer-licensing'], { json: false });
  assert.is(r.code, 2);
  assert.match(r.stdout, /Choose --application-type for producer-licensing: new \(A new license\), add-loa \(Add lines of authority to a license I hold\)/);
});

test("products are the core's productOptions: a firm's product (license update) is not offered to an individual nor started for one (exit 2); a firm is offered it", async () => {
  const listed = await cli.run(['start-flow']);
  assert.equal(
    listed.json.choices.map((c: { product: string }) => c.product),
    productOptions(false).map((o) => productName(o.value as ProductType)),
  );
  const refused = await cli.run(['start-flow', '--product', 'license-update']);
  assert.is(refused.code, 2);
  assert.ok(refused.stderr.includes(notOfferedText('LICENSE_UPDATE')), refused.stderr);
  assert.is(refused.json?.flowId, undefined);
  assert.is((await cli.run(ACME_BY_FEIN)).code, 0);
  const firm = await cli.run(['start-flow']);
  assert.equal(
    firm.json.choices.map((c: { product: string }) => c.product),
    productOptions(true).map((o) => productName(o.value as ProductType)),
  );
  const created = await cli.run(['start-flow', '--product', 'license-update']);
  assert.is(created.code, 0, created.stderr);
  assert.is(created.json.path, createdFlowPath('LICENSE_UPDATE', created.json.flowId));
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

test('--product takes the type of flow where it is one product (pdb-report, name-change: its two products are offered as one); both are listed, in help and completion', async () => {
  const report = await cli.run(['start-flow', '--product', 'pdb-report']);
  assert.is(report.code, 0, report.stderr);
  assert.is(report.json.path, createdFlowPath('PDB_DETAIL_REPORT', report.json.flowId));
  const names = await cli.run(['start-flow', '--product', 'name-change']);
  assert.is(names.code, 0, names.stderr);
  assert.is(names.json.path, createdFlowPath('DEMOGRAPHIC_UPDATE_2', names.json.flowId));
  const listed = await cli.run(['start-flow'], { json: false });
  assert.match(listed.stdout, /name-change\s+name-change\s+Change my name/);
  assert.not.match(listed.stdout, /demographic-update\s/);
  const help = await cli.run(['start-flow', '--help'], { json: false });
  assert.match(help.stdout, /name-change/);
  const completion = await cli.run(['completion', 'bash'], { json: false });
  assert.match(completion.stdout, /\|--product"\) COMPREPLY=\(\$\(compgen -W "[^"]*\bpdb-report\b[^"]*\bname-change\b/);
});

test('flag values are kebab-case; the old spelling (PRODUCER_LICENSING, NEW) is still taken, with a note naming the new one', async () => {
  const r = await cli.run(['start-flow', '--product', 'PRODUCER_LICENSING', '--application-type', 'NEW'], { json: false });
  assert.is(r.code, 2);
  assert.match(r.stderr, /^licensehub: --product PRODUCER_LICENSING is the old spelling, taken for now: use --product producer-licensing$/m);
  assert.match(r.stderr, /^licensehub: --application-type NEW is the old spelling, taken for now: use --application-type new$/m);
  assert.match(r.stdout, /Choose --residency-type for producer-licensing: /);
  const kebab = await cli.run(['start-flow', '--product', 'producer-licensing', '--application-type', 'new'], { json: false });
  assert.not.match(kebab.stderr, /old spelling/);
});

test('an unknown product is bad input (exit 2)', async () => {
  const r = await cli.run(['start-flow', '--product', 'pet-licensing']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /unknown product pet-licensing: one of producer-licensing, /);
  assert.match(r.stderr, /, contact-change, pdb-report, name-change\n/);
});

test('FETCH_BASIS → SELECT_BASIS with more than one distinct basis license: the choices are printed (exit 2)', async () => {
  const r = await cli.run(producer);
  assert.is(r.code, 2);
  assert.is(r.json.step, 'select-basis');
  assert.equal(
    r.json.choices.map((b: { basis: string }) => b.basis),
    ['TX:TX-100001', 'OK:OK-200001'],
  );
});

test("a --basis that is not one of the licensee's basis licenses is refused (exit 2)", async () => {
  const r = await cli.run([...producer, '--basis', 'CA:NOPE']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /not one of your basis licenses/);
});

test('SELECT_STATE without --state prints the supported states (exit 2)', async () => {
  const r = await cli.run(withBasis);
  assert.is(r.code, 2);
  assert.is(r.json.step, 'select-state');
  assert.ok(r.json.choices.some((s: { state: string }) => s.state === 'CA'));
});

test("SELECT_LICENSES without --license prints each state's licenses and LOAs (exit 2)", async () => {
  const r = await cli.run([...withBasis, '--state', 'CA'], { json: false });
  assert.is(r.code, 2);
  assert.match(r.stdout, /CA\s+PRODUCER\s+Insurance Producer/);
  assert.match(r.stdout, /LIFE=Life/);
});

test('an unknown license class or LOA code is bad input, listing what the state offers (exit 2)', async () => {
  const r = await cli.run([...withBasis, '--state', 'CA', '--license', 'CA:PRODUCER:LIFE,NOPE']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /unknown LOA NOPE/);
});

test('SELECT_LICENSES stays on the state whose choices the registry refuses: the messages, exit 1', async () => {
  const r = await cli.run([...withBasis, '--state', 'OK', '--license', 'OK:PRODUCER:LIFE']);
  assert.is(r.code, 1);
  assert.is(r.json.step, 'select-licenses');
  assert.ok(r.json.errors.includes('You already hold Life in Oklahoma.'));
});

test('--dry-run stops at FEE_ESTIMATE: the fee summary (strings), no flow created', async () => {
  const before = (await cli.run(['incomplete', 'list'])).json.applications.length;
  const r = await cli.run([...withBasis, '--state', 'CA', '--license', 'CA:PRODUCER:LIFE,AH', '--dry-run'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Fee estimate:/);
  assert.match(r.stdout, /Grand total: \$\d+\.\d\d/);
  assert.match(r.stdout, /Dry run: no flow created\./);
  assert.is((await cli.run(['incomplete', 'list'])).json.applications.length, before);
});

test('FEE_ESTIMATE → END_CREATE_FLOW creates the flow and prints its id and the next command', async () => {
  const r = await cli.run([...withBasis, '--state', 'CA', '--license', 'CA:PRODUCER:LIFE,AH']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.json.step, 'end-create-flow');
  assert.is(typeof r.json.feeSummary.grandTotal, 'string');
  assert.match(r.json.flowId, /^[A-Za-z0-9-]+$/);
  assert.is(r.json.next.command, `licensehub modules list ${r.json.flowId}`);
  assert.is((await cli.run(['modules', 'list', r.json.flowId])).code, 0);
});

test('FETCH_DUPLICATES → DUPLICATE_CHECK: duplicates are printed and creation needs --accept-duplicates', async () => {
  const args = TX_LIFE_ADD_LOA;
  const shown = await cli.run(args, { json: false });
  assert.is(shown.code, 1);
  assert.match(shown.stdout, /Possible duplicate orders:\n/);
  assert.match(shown.stdout, /LH1000010/);
  assert.match(shown.stdout, /Fee estimate:/);
  assert.match(shown.stdout, /--accept-duplicates/);
  // Without a terminal to ask, stderr says why nothing was created and what to add.
  assert.match(shown.stderr, 'licensehub: No application was created: the registry has possible duplicate orders (above), and there is no terminal to ask');
  const refused = await cli.run(args);
  assert.is(refused.json.reason, 'duplicates');
  assert.is(refused.json.duplicates[0].orderCode, 'LH1000010');
  assert.is(refused.json.flowId, undefined);
  const accepted = await cli.run([...args, '--accept-duplicates']);
  assert.is(accepted.code, 0, accepted.stderr);
  assert.ok(accepted.json.flowId);
});

test("duplicates are confirmed before applying, with the page's words and every column: a terminal's yes (the page's Continue), no is nothing created", async () => {
  const args = TX_LIFE_ADD_LOA;
  const listed = await cli.run(args);
  const duplicate = listed.json.duplicates[0];
  const shown = await cli.run(args, { json: false });
  for (const words of [DUPLICATES_TITLE, DUPLICATES_LEAD, DUPLICATES_CONTINUE, ACCEPT_DUPLICATES, ...DUPLICATE_COLUMNS])
    assert.ok(shown.stdout.includes(words), words);
  // The JSON record holds each column's value (the date as the registry gives it, the table formats it).
  // The product is the registry's name in the record, in the licensee's words in the table.
  const { date: _date, linesOfAuthority, product, ...cells } = duplicate as Record<string, string> & { linesOfAuthority: string[] };
  for (const cell of [...Object.values(cells).filter(Boolean), linesOfAuthority.join(', '), orderTypeWords(String(product))])
    assert.ok(shown.stdout.includes(cell), cell);
  assert.ok(shown.stdout.includes(duplicate.requestCode));

  const declined = await cli.run(args, { stdin: 'n\n', stdinIsTTY: true });
  assert.is(declined.code, 1);
  assert.ok(declined.stderr.includes(DUPLICATES_QUESTION), declined.stderr);
  assert.ok(declined.stderr.includes(duplicate.requestCode), 'the duplicates are shown before the question');
  assert.is(declined.json.flowId, undefined);
  const confirmed = await cli.run(args, { stdin: 'y\n', stdinIsTTY: true });
  assert.is(confirmed.code, 0, confirmed.stderr);
  assert.ok(confirmed.json.flowId);
  assert.is(confirmed.json.duplicates[0].orderCode, duplicate.orderCode);
});

test('SELECT_PRODUCT → END_CREATE_FLOW for contact change, demographic update and license update (each opens at its landing, `journey`)', async () => {
  const ccr = await cli.run(['start-flow', '--product', 'contact-change']);
  assert.is(ccr.code, 0, ccr.stderr);
  assert.is(ccr.json.next.command, `licensehub journey ${ccr.json.flowId}`);
  const names = await cli.run(['start-flow', '--product', 'name-change']);
  assert.is(names.code, 0, names.stderr);
  assert.is(names.json.next.command, `licensehub journey ${names.json.flowId}`);
  await cli.run(ACME_BY_FEIN);
  const update = await cli.run(['start-flow', '--product', 'license-update']);
  assert.is(update.code, 0, update.stderr);
  assert.is(update.json.next.command, `licensehub journey ${update.json.flowId}`);
});

test('SELECT_PRODUCT → END_VIEW_REPORT for the detail report: a report flow is started (not with --dry-run)', async () => {
  const dry = await cli.run(['start-flow', '--product', 'pdb-report', '--dry-run']);
  assert.is(dry.code, 0, dry.stderr);
  assert.is(dry.json.step, 'end-view-report');
  assert.is(dry.json.flowId, undefined);
  const r = await cli.run(['start-flow', '--product', 'pdb-report']);
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.json.flowId);
});

test("without a session, start-flow fails with the registry's 401 (exit 1) and a hint", async () => {
  await cli.run(['logout']);
  const r = await cli.run(['start-flow']);
  assert.is(r.code, 1);
  assert.is(r.json.error.kind, 'unauthorized');
  assert.is(r.json.error.status, 401);
  assert.match(r.stderr, /licensehub identify/);
});

test('one basis license is chosen for the licensee and named in what the command prints (Summit, IL)', async () => {
  await cli.run(['identify', '--entity', 'firm', '--by', 'npn', '--npn', '2000002', '--accept-use-agreement']);
  const r = await cli.run([...producer, '--state', 'GA', '--license', 'GA:PRODUCER:LIFE', '--dry-run'], { json: false });
  assert.match(
    r.stdout,
    'Your application is based on the only license you hold that it can be based on: IL Business Entity Producer, license IL-600001 (resident).',
    r.stdout + r.stderr,
  );
});

test.run();
