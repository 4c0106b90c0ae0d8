/**
 * The words support staff meet in the terminal: products by the portal's plain names (the
 * registry's names still taken, with a note), an
 * incomplete application by the id every other command takes, and orders and duplicates by the
 * plain product names the browser shows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationWords, orderTypeWords } from '../../core/use-cases/orders/order-words';
import { productTypeName } from '../../core/use-cases/start-flow/choices';
import { journeyPlan } from '../../core/use-cases/journey/journey';
import { nextStepLines, stepAction } from '../../core/use-cases/journey/commands';
import { JOURNEY_TYPES } from '../../core/use-cases/journey/types';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, TX_LIFE_ADD_LOA, useSandbox } from './helpers';

const cli = useSandbox(test);
test.before.each(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

const REGISTRY_PRODUCT_NAMES =
  /Producer Licensing|Adjuster Licensing|Other Licensing|Contact Change Request|PDB Detail Report|Demographic Update|License Update/;

test('orders show and orders list name the product as the order page does ("Producer license"), never the registry\'s product name', async () => {
  const shown = await cli.run(['orders', 'show', 'LH1000012']);
  assert.is(shown.code, 0, shown.stderr);
  assert.is(shown.json.product, 'Producer license');
  const text = await cli.run(['orders', 'show', 'LH1000012'], { json: false });
  assert.match(text.stdout, /^Product:?\s+Producer license$/m);
  assert.not.match(text.stdout, REGISTRY_PRODUCT_NAMES);
  const listed = await cli.run(['orders', 'list']);
  for (const order of listed.json.orders as { product: string }[]) assert.not.match(order.product, REGISTRY_PRODUCT_NAMES);
});

test('a possible duplicate order names its product as the browser does, in the JSON as in the table', async () => {
  const r = await cli.run(TX_LIFE_ADD_LOA);
  const duplicate = r.json.duplicates[0];
  assert.is(duplicate.orderCode, 'LH1000010');
  assert.is(duplicate.product, orderTypeWords('Producer Licensing'));
});

test('incomplete list and delete name an application by the flow id every other command takes: an "Application" column, flowId in the JSON, <flowId> in the help', async () => {
  const listed = await cli.run(['incomplete', 'list']);
  assert.is(listed.code, 0, listed.stderr);
  const [first] = listed.json.applications;
  assert.type(first.flowId, 'string');
  assert.is(first.batchCode, undefined);
  assert.is(first.product, applicationWords('Adjuster Licensing'));
  const text = await cli.run(['incomplete', 'list'], { json: false, env: { COLUMNS: '200' } });
  assert.match(text.stdout, /^Application\s+Product\s+Modified/m);
  assert.not.match(text.stdout, /Batch|batch/);
  assert.ok(text.stdout.includes(first.flowId));
  const help = await cli.run(['incomplete', 'delete', '--help'], { json: false });
  assert.match(help.stdout, /<flowId>/);
  assert.not.match(help.stdout, /batch/i);
  const resume = await cli.run(['resume', first.flowId]);
  assert.is(resume.code, 0, resume.stderr);
});

test('start-flow offers the products by their plain names (pdb-report, name-change), in the list, its JSON, the help and completion', async () => {
  const listed = await cli.run(['start-flow'], { json: false, env: { COLUMNS: '200' } });
  assert.match(listed.stdout, /^pdb-report\s+pdb-report\s+Producer database/m);
  assert.match(listed.stdout, /^name-change\s+name-change\s+Change my name/m);
  assert.not.match(listed.stdout, /pdb-detail-report|demographic-update/);
  const json = await cli.run(['start-flow']);
  const products = json.json.choices.map((c: { product: string }) => c.product);
  assert.ok(products.includes('pdb-report') && products.includes('name-change'), products.join(', '));
  assert.not.ok(
    products.some((p: string) => /pdb-detail-report|demographic-update/.test(p)),
    products.join(', '),
  );
  const help = await cli.run(['start-flow', '--help'], { json: false });
  assert.not.match(help.stdout, /pdb-detail-report|demographic-update/);
  const completion = await cli.run(['completion', 'bash'], { json: false });
  assert.not.match(completion.stdout, /pdb-detail-report|demographic-update/);
  const started = await cli.run(['start-flow', '--product', 'pdb-report', '--dry-run']);
  assert.is(started.json.product, 'pdb-report');
  assert.is(productTypeName('PDB_DETAIL_REPORT'), 'pdb-report');
});

test("the registry's product names (pdb-detail-report, demographic-update-2) are still taken, with a note naming the plain one", async () => {
  for (const [old, plain] of [
    ['pdb-detail-report', 'pdb-report'],
    ['demographic-update-2', 'name-change'],
    ['demographic-update', 'name-change'],
  ] as const) {
    const r = await cli.run(['start-flow', '--product', old, '--dry-run']);
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stderr, `licensehub: --product ${old} is the old name, taken for now: use --product ${plain}\n`);
    assert.is(r.json.product, plain);
  }
});

test('"Next:" says each sentence once: a step\'s title, then what to do there (never "Check for problems. Check for problems.")', () => {
  const modules = [{ id: 'residence', path: 'residence', title: 'Residence address', contextualMessageId: 'residence' }];
  for (const definition of JOURNEY_TYPES) {
    for (const step of journeyPlan(definition.type, 'F-1', modules)) {
      const [next] = nextStepLines({ id: step.id, title: step.title, path: step.path, action: stepAction(definition.type, step), command: 'licensehub …' });
      const sentences = next!.replace(/^Next: /, '').split(/(?<=\.) /);
      assert.is(new Set(sentences).size, sentences.length, `${definition.type} ${step.id}: ${next}`);
    }
  }
});

test('modules show gives each choice with its label beside its value ("LESS_THAN_3 (Less than 3)"), never the values alone', async () => {
  const started = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(started.code, 0, started.stderr);
  const r = await cli.run(['--wide', 'modules', 'show', started.json.flowId, 'residence-address'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /yearsAtAddress\s+Years at this address\s+radio \(LESS_THAN_3 \(Less than 3\), 3_OR_MORE \(3 or more\)\)/);
  assert.not.match(r.stdout, /LESS_THAN_3\|3_OR_MORE/);
});

test('a refused date says its format once, as MM/DD/YYYY, never the mask "99/99/9999"', async () => {
  const started = await cli.run(ALICE_CA_LIFE_FLOW);
  const data = join(cli.dir, 'no-birth-date.json');
  writeFileSync(data, JSON.stringify({ birthDate: '' }));
  const r = await cli.run(['modules', 'fill', started.json.flowId, 'biographic', '--data', data], { json: false });
  assert.is(r.code, 2);
  assert.match(r.stderr, /^licensehub: birthDate: .*MM\/DD\/YYYY/m);
  assert.not.match(r.stderr, /99\/99\/9999/);
});

test.run();
