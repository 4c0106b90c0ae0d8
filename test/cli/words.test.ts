/**
 * The words support staff meet in the terminal: products by the portal's plain names, an
 * incomplete application by the id every other command takes, and orders and duplicates by the
 * plain product names the browser shows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationWords, orderTypeWords } from '../../core/use-cases/orders/order-words';
import { ALICE_BY_NPN, useSandbox } from './helpers';

const cli = useSandbox(test);
test.before.each(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

const REGISTRY_PRODUCT_NAMES = /Producer Licensing|Adjuster Licensing|Other Licensing|Contact Change Request|PDB Detail Report|Demographic Update|License Update/;

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
  const r = await cli.run([
    'start-flow',
    '--product',
    'producer-licensing',
    '--application-type',
    'add-loa',
    '--residency-type',
    'resident',
    '--basis',
    'TX:TX-100001',
    '--state',
    'TX',
    '--license',
    'TX:PRODUCER:LIFE',
  ]);
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

test.run();
