/**
 * Triage from a terminal: `errors list` groups the reports by error with their counts, the most
 * recently met first, `--limit` groups at most, `--session-id` one session's; `errors show` gives one
 * report with its stack. What the ingest sends is text from outside: no escape sequence or control
 * character reaches the terminal, long fields are cut (`--wide` shows them whole), and a table
 * fits $COLUMNS.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TELEMETRY_PATH } from '../../core/model/telemetry';
import { useSandbox } from './helpers';

const triage = suite('errors list and show');
const cli = useSandbox(triage);

triage.before(async () => {
  const post = (body: unknown) => fetch(`${cli.sandbox.url}${TELEMETRY_PATH}/errors`, { method: 'POST', body: JSON.stringify(body) });
  const report = (i: number, session: string, name: string, message: string) =>
    post({
      channel: 'errors',
      type: 'error',
      at: new Date(Date.UTC(2026, 10, 28, 8, 0, i)).toISOString(),
      sessionId: session,
      page: `/my-licensehub/frontend/order-history?page=${i % 3}`,
      data: { errorType: 'react', name, message, stack: `${name}: ${message}\n    at OrderHistory (orders.tsx:${i}:7)` },
    });
  for (let i = 0; i < 30; i++) await report(i, `s-${i % 4}`, 'TypeError', 'boom');
  for (let i = 30; i < 40; i++) await report(i, 's-late', 'RangeError', 'too far');
  await report(40, 's-alone', 'SyntaxError', 'odd');
});

triage('errors list groups the reports by error with counts, the most recent first; --limit shows that many groups', async () => {
  const all = await cli.run(['errors', 'list']);
  assert.is(all.code, 0, all.stderr);
  assert.equal(
    all.json.shown.map((g: { name: string; count: number; sessions: number }) => [g.name, g.count, g.sessions]),
    [
      ['SyntaxError', 1, 1],
      ['RangeError', 10, 1],
      ['TypeError', 30, 4],
    ],
  );
  assert.equal([all.json.reports, all.json.groups], [41, 3]);
  const limited = await cli.run(['errors', 'list', '--limit', '2'], { json: false });
  assert.is(limited.code, 0, limited.stderr);
  const lines = limited.stdout.trimEnd().split('\n');
  assert.is(lines.length, 6, limited.stdout);
  assert.match(limited.stdout, /^1\s.*SyntaxError: odd/m);
  assert.match(limited.stdout, /^10\s.*RangeError: too far/m);
  assert.match(limited.stdout, '41 reports in 3 groups; the 2 most recent shown (--limit 3 shows all).');
  assert.is((await cli.run(['errors', 'list', '--limit', '0'])).code, 2);
});

triage("errors list --session-id shows that session's reports only", async () => {
  const r = await cli.run(['errors', 'list', '--session-id', 's-1']);
  assert.equal(
    r.json.shown.map((g: { name: string; count: number }) => [g.name, g.count]),
    [['TypeError', 8]],
  );
});

triage('errors show gives one report with its stack; an unknown one is not found (exit 3)', async () => {
  const latest = (await cli.run(['errors', 'list'])).json.shown[1].latest as string;
  const r = await cli.run(['errors', 'show', latest], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Error:\s+RangeError: too far$/m);
  assert.match(r.stdout, 'Stack:\nRangeError: too far\n    at OrderHistory (orders.tsx:39:7)\n');
  const missing = await cli.run(['errors', 'show', '999999']);
  assert.is(missing.code, 3, missing.stderr);
});

triage.run();

const hostile = suite('text from the ingest at a terminal');
const cli2 = useSandbox(hostile);
const LONG = 'x'.repeat(5000);
const ESCAPES = 'Click \x1b]8;;http://evil.example\x1b\\here\x1b]8;;\x1b\\ now\x1b[2J\x1b[31m red\x07\x9b1m\rover';
let telemetry: string;
let close: () => Promise<void>;

hostile.before(async () => {
  // An ingest that answers what it was sent, escape sequences and all.
  const server = createServer((req, res) => {
    const report = {
      id: '7',
      at: '2026-11-28T08:00:00Z',
      errorType: 'react',
      name: 'Error',
      message: ESCAPES,
      page: `/p/${LONG}`,
      sessionId: 's-1',
      stack: `at ${ESCAPES}`,
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.url?.startsWith('/errors/') ? report : { errors: [report] }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  telemetry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => server.close(() => done()));
});
hostile.after(() => close());

hostile('no escape sequence nor control character from the ingest reaches the terminal; line breaks of our own stay', async () => {
  for (const argv of [
    ['errors', 'list'],
    ['errors', 'show', '7'],
  ]) {
    const r = await cli2.run(argv, { json: false, env: { LICENSEHUB_TELEMETRY: telemetry } });
    assert.is(r.code, 0, r.stderr);

    assert.not.match(r.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, JSON.stringify(r.stdout.slice(0, 300)));
    assert.match(r.stdout, 'Click here now red');
  }
});

hostile('long fields are cut with an ellipsis, and shown whole with --wide', async () => {
  const cut = await cli2.run(['errors', 'show', '7'], { json: false, env: { LICENSEHUB_TELEMETRY: telemetry } });
  assert.match(cut.stdout, /^Page:\s+\/p\/x+…$/m);
  assert.ok(cut.stdout.length < 1000, `${cut.stdout.length} characters`);
  const wide = await cli2.run(['--wide', 'errors', 'show', '7'], { json: false, env: { LICENSEHUB_TELEMETRY: telemetry } });
  assert.match(wide.stdout, `/p/${LONG}\n`);
});

hostile('a table fits 100 columns, each cut cell ending with an ellipsis', async () => {
  const r = await cli2.run(['errors', 'list'], { json: false, env: { LICENSEHUB_TELEMETRY: telemetry, COLUMNS: '100' } });
  const widest = Math.max(...r.stdout.split('\n').map((l) => l.length));
  assert.ok(widest <= 100, `a line of ${widest} characters:\n${r.stdout}`);
  assert.match(r.stdout, '…');
});

hostile.run();
