/**
 * Output for a terminal: tables fit $COLUMNS (100 here; the widest columns give way, a cut cell
 * ends with an ellipsis) and `--wide` shows them whole; the table and the JSON use the same words;
 * a PDF is never written on a terminal.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import { ALICE_BY_NPN, ACME_BY_FEIN, apiOf, useSandbox } from './helpers';

const cli = useSandbox(test);
const FLOW = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';
const widest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

test('orders list and a module with every state as a choice fit 100 columns; --wide shows them whole', async () => {
  await cli.run(ALICE_BY_NPN);
  for (const argv of [
    ['orders', 'list'],
    ['modules', 'show', FLOW, 'residence-address'],
  ]) {
    const fitted = await cli.run(argv, { json: false, env: { COLUMNS: '100' } });
    assert.is(fitted.code, 0, fitted.stderr);
    assert.ok(widest(fitted.stdout) <= 100, `${argv.join(' ')}: ${widest(fitted.stdout)} columns\n${fitted.stdout}`);
    const wide = await cli.run(['--wide', ...argv], { json: false, env: { COLUMNS: '100' } });
    assert.ok(widest(wide.stdout) > 100, `${argv.join(' ')} --wide: ${widest(wide.stdout)} columns`);
  }
  const module = await cli.run(['modules', 'show', FLOW, 'residence-address'], { json: false, env: { COLUMNS: '100' } });
  assert.match(module.stdout, '…');
});

test('the table and the JSON say the same: a field type, a DRLP status, lines of authority', async () => {
  await cli.run(ALICE_BY_NPN);
  const table = await cli.run(['modules', 'show', FLOW, 'residence-address'], { json: false });
  const json = await cli.run(['modules', 'show', FLOW, 'residence-address']);
  const zip = json.json.fields.find((f: { type: string }) => f.type === 'zip-code');
  assert.ok(zip, 'a ZIP code field');
  assert.match(table.stdout, new RegExp(`^${zip.key}\\s.*\\szip-code`, 'm'));
  assert.not.match(table.stdout, /zipCode\b(?! )/);
  await cli.run(ACME_BY_FEIN);
  const update = (await cli.run(['start-flow', '--product', 'license-update'])).json.flowId;
  await cli.run(['license-update', 'remove', update, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license-code', 'AG-5001']);
  const shown = await cli.run(['license-update', 'show', update], { json: false });
  const statuses = (await cli.run(['license-update', 'show', update])).json.states.flatMap((s: any) =>
    s.licenses.flatMap((l: any) => l.drlps.map((d: any) => d.status)),
  );
  assert.ok(statuses.includes('Removal pending'), statuses.join(', '));
  assert.match(shown.stdout, 'Removal pending');
  assert.not.match(shown.stdout, /inactive, pending/);
});

test('orders pdf --out - on a terminal writes no bytes and says how to (exit 2)', async () => {
  await cli.run(ALICE_BY_NPN);
  const stdout = new CapturedStream(true);
  const stderr = new CapturedStream();
  const code = await runCli(['--api', apiOf(cli.sandbox), '--session', cli.file, 'orders', 'pdf', 'LH1000012', '--out', '-'], { stdout, stderr, env: {} });
  assert.is(code, 2);
  assert.is(stdout.text, '');
  assert.match(stderr.text, 'standard output is a terminal');
});

test.run();
