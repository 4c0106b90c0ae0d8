/**
 * One error model: every failure on stderr with the one prefix, a message that says what to do,
 * an exit code by class (1 refused or failed, 2 usage, 3 not found, 4 no answer, 5 too slow),
 * and with --json one error object of one shape on stdout.
 */
import { createServer } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, hurriedServices, useSandbox, moduleValue } from './helpers';

const cli = useSandbox(test);

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every line on stderr carries the one prefix. */
function assertPrefixed(stderr: string): void {
  assert.ok(stderr.length > 0, 'something on stderr');
  for (const line of stderr.trimEnd().split('\n')) assert.ok(line.startsWith('licensehub: '), `unprefixed: ${line}`);
}

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

test('a closed --api port names the address and what to check, and exits 4 (network)', async () => {
  const api = `http://127.0.0.1:${await closedPort()}/my-licensehub/api`;
  for (const json of [false, true]) {
    const stdout = new CapturedStream();
    const stderr = new CapturedStream();
    const code = await runCli(
      ['--api', api, '--session', join(cli.dir, 'none.json'), ...(json ? ['--json'] : []), 'orders', 'list'],
      { stdout, stderr, env: {} },
      { createServices: hurriedServices },
    );
    assert.is(code, 4);
    assertPrefixed(stderr.text);
    assert.match(stderr.text, new RegExp(`The registry at ${api.replace(/[.]/g, '\\.')} did not answer`));
    assert.match(stderr.text, /--api \(or LICENSEHUB_API\)/);
    if (json) assert.equal(Object.keys(JSON.parse(stdout.text).error).sort(), ['exit', 'kind', 'message']);
    if (json) assert.is(JSON.parse(stdout.text).error.kind, 'network');
  }
});

test('every not-found exits 3 with one message shape: "<Thing> <id> was not found."', async () => {
  const cases: [string[], string][] = [
    [['modules', 'list', 'no-such-flow'], 'Flow no-such-flow was not found.'],
    [['modules', 'show', 'no-such-flow', 'contact'], 'Module contact of flow no-such-flow was not found.'],
    [['contact-change', 'review', 'no-such-flow'], 'Flow no-such-flow was not found.'],
    [['name-change', 'show', 'no-such-flow'], 'Flow no-such-flow was not found.'],
    [['submitter', 'show', 'no-such-flow'], 'Flow no-such-flow was not found.'],
    [['orders', 'show', 'LH9999999'], 'Order LH9999999 was not found.'],
    [['orders', 'pdf', 'LH9999999', '--out', cli.dir], 'Order LH9999999 was not found.'],
    [['incomplete', 'delete', 'no-such-batch', '--yes'], 'Incomplete application no-such-batch was not found.'],
    [['pdb-report', 'status', 'no-such-flow'], 'Flow no-such-flow was not found.'],
    [['pdb-report', 'status', 'no-such-flow', '--wait', '--timeout', '2s'], 'Flow no-such-flow was not found.'],
  ];
  for (const [argv, message] of cases) {
    const text = await cli.run(argv, { json: false });
    assert.is(text.code, 3, `${argv.join(' ')}: ${text.stderr}`);
    assert.is(text.stderr, `licensehub: ${message}\n`, argv.join(' '));
    const json = await cli.run(argv);
    const { status, ...error } = json.json.error;
    assert.equal(error, { kind: 'not-found', message, exit: 3 }, argv.join(' '));
    assert.ok(status === undefined || status === 404, argv.join(' '));
  }
});

test('pdb-report status --wait --timeout: a report not ready in time ends with exit 5 and says how to wait longer', async () => {
  const flowId = (await cli.run(['pdb-report', 'start'])).json.flowId;
  // The test's clock runs 1000 times faster: 1 s is 1 ms, before the second attempt (5 s).
  const r = await cli.run(['pdb-report', 'status', flowId, '--wait', '--timeout', '1s']);
  assert.is(r.code, 5, r.stderr);
  assert.equal(r.json.error.kind, 'timeout');
  assert.match(r.stderr, /licensehub: The report of [\w-]+ was not ready after 1 s .*--timeout/);
  assert.is((await cli.run(['pdb-report', 'status', flowId, '--wait', '--timeout', 'soon'])).code, 2);
});

test('drlp: the registry errors of remove and show go to stderr with the prefix (exit 1), not into the printed table', async () => {
  await cli.run(ACME_BY_FEIN);
  const flowId = (await cli.run(['start-flow', '--product', 'license-update'])).json.flowId;
  const removed = await cli.run(
    ['license-update', 'remove', flowId, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license-code', 'AG-5001'],
    {
      json: false,
    },
  );
  assert.is(removed.code, 1);
  assert.not.match(removed.stdout, /error|must have/);
  assertPrefixed(removed.stderr);
  assert.match(removed.stderr, /^licensehub: TX General Lines Agency: .*must have at least one active DRLP\./);
  const shown = await cli.run(['license-update', 'show', flowId], { json: false });
  assert.is(shown.code, 1);
  assert.match(shown.stdout, /TX\s+General Lines Agency/);
  assert.match(shown.stderr, /^licensehub: .*must have at least one active DRLP/);
  await cli.run(ALICE_BY_NPN);
});

test("commander's usage errors carry the same prefix (exit 2)", async () => {
  const r = await cli.run(['orders', 'lst'], { json: false });
  assert.is(r.code, 2);
  assertPrefixed(r.stderr);
});

test('orders list --page beyond the last page is refused (exit 2), naming how many pages there are', async () => {
  const last = (await cli.run(['orders', 'list'])).json.pages;
  const r = await cli.run(['orders', 'list', '--page', String(last + 1)], { json: false });
  assert.is(r.code, 2);
  assert.is(r.stderr, `licensehub: --page ${last + 1}: there are ${last} pages (12 orders)\n`);
  assert.is((await cli.run(['orders', 'list', '--page', String(last)])).code, 0);
});

test('orders pdf --out - writes the PDF on stdout; an existing file needs --force', async () => {
  const piped = await cli.run(['orders', 'pdf', 'LH1000012', '--out', '-'], { json: false });
  assert.is(piped.code, 0, piped.stderr);
  assert.ok(piped.stdout.startsWith('%PDF-'));
  assert.not.ok(existsSync('-'));
  assert.is((await cli.run(['orders', 'pdf', 'LH1000012', '--out', '-'])).code, 2); // --json also writes stdout
  const path = join(cli.dir, 'order.pdf');
  writeFileSync(path, 'keep me');
  const refused = await cli.run(['orders', 'pdf', 'LH1000012', '--out', path], { json: false });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /exists: add --force to replace it/);
  assert.is(readFileSync(path, 'utf8'), 'keep me');
  const forced = await cli.run(['orders', 'pdf', 'LH1000012', '--out', path, '--force']);
  assert.is(forced.code, 0, forced.stderr);
  assert.is(readFileSync(path).subarray(0, 5).toString(), '%PDF-');
});

test('incomplete delete asks on a terminal and needs --yes without one; nothing is deleted unless confirmed', async () => {
  const count = async () => (await cli.run(['incomplete', 'list'])).json.applications.length;
  const before = await count();
  const batch = (await cli.run(['incomplete', 'list'])).json.applications[0].flowId;
  const script = await cli.run(['incomplete', 'delete', batch], { json: false });
  assert.is(script.code, 2);
  assert.match(script.stderr, /Add --yes to confirm without a terminal\./);
  const declined = await cli.run(['incomplete', 'delete', batch], { json: false, stdin: 'n\n', stdinIsTTY: true });
  assert.is(declined.code, 1);
  assert.match(declined.stderr, /Delete the incomplete application [\w-]+\? You cannot undo this\. \[y\/N\] /);
  assert.is(await count(), before);
  const confirmed = await cli.run(['incomplete', 'delete', batch], { json: false, stdin: 'y\n', stdinIsTTY: true });
  assert.is(confirmed.code, 0, confirmed.stderr);
  assert.is(await count(), before - 1);
});

test('modules fill: a key the module does not have is refused with its keys (exit 2), nothing saved', async () => {
  const flowId = (await cli.run(ALICE_CA_LIFE_FLOW)).json.flowId;
  const r = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', '-'], { json: false, stdin: '{"emial":"a@b.org","birthDate":"04/12/1986"}' });
  assert.is(r.code, 2);
  assert.match(r.stderr, /^licensehub: standard input: emial: not a key of module biographic \(its keys: .*\bemail\b.*\)\n$/);
  const shown = await cli.run(['modules', 'show', flowId, 'biographic']);
  assert.is(moduleValue(shown.json, 'birthDate'), undefined);
});

test.run();
