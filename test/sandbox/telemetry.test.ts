import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_SUPPORT_TOKEN, REPLAY_HEADER, TELEMETRY_PATH } from '../../core/model/telemetry';
import type { RunningSandbox } from '../../sandbox/server';
import { api, signIn, start } from './helpers';

const t = suite('telemetry ingest');
const CAP = 4000;
let clock = Date.parse('2026-11-20T10:00:00Z');
let s: RunningSandbox;
let staticDir: string;
const RECORDER = `window.recorder = ${JSON.stringify('x'.repeat(4000))};`;
t.before(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'licensehub-telemetry-'));
  staticDir = join(dist, 'frontend');
  mkdirSync(staticDir);
  // The recording script as the build leaves it: beside the frontend, with its compressed copy.
  mkdirSync(join(dist, 'telemetry'));
  writeFileSync(join(dist, 'telemetry', 'recorder.js'), RECORDER);
  writeFileSync(join(dist, 'telemetry', 'recorder.js.gz'), gzipSync(RECORDER));
  writeFileSync(
    join(staticDir, 'config.json'),
    JSON.stringify({ apiBase: '/my-licensehub/api', telemetry: { errorsUrl: 'https://errors.example.org/ingest' } }),
  );
  s = await start({ now: () => new Date(clock), sessionCapBytes: CAP, telemetry: true, staticDir });
});
t.after(async () => {
  await s.close();
});

const tel = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${s.url}${TELEMETRY_PATH}${path}`, { ...init, headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers } });
const post = (path: string, body: unknown) =>
  tel(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } });
const batch = (sessionId: string, events: unknown[], identity = 1) => post(`/replay/sessions/${sessionId}/events`, { sessionId, identity, events });
const sessions = async (query = '') =>
  ((await (await tel(`/replay/sessions${query}`, { token: DEV_SUPPORT_TOKEN })).json()) as { sessions: Array<Record<string, unknown>> }).sessions;
const rowCount = async (sessionId: string) =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM telemetry_recordings WHERE session_id = $1', [sessionId]))[0]?.n);

t('reads without a credential are refused with 401', async () => {
  for (const path of ['/replay/sessions', '/replay/sessions/any', '/errors']) assert.is((await tel(path)).status, 401, path);
});

t("a licensee's JWT is refused by the reads with 403", async () => {
  const jwt = await signIn(s, 'ind-alice');
  for (const path of ['/replay/sessions', '/replay/sessions/any', '/errors']) assert.is((await tel(path, { token: jwt })).status, 403, path);
});

/** A registry call of a signed-in licensee, linked to a recording as the portal links it while one runs. */
const callLinked = (token: string, sessionId: string) =>
  api(s, '/orders.json', { token, headers: { [REPLAY_HEADER]: `${s.url}${TELEMETRY_PATH}/replay/sessions/${sessionId}` } });

t(
  "a recording is listed under the licensee whose verified call named it, with the registry's display name, NPN and FEIN, and read back with the support token",
  async () => {
    assert.is((await batch('sess-a', [{ type: 4, data: { href: 'x' }, timestamp: 1 }])).status, 204);
    assert.is((await callLinked(await signIn(s, 'ind-alice'), 'sess-a')).status, 200);
    assert.is((await batch('sess-a', [{ type: 3, data: {}, timestamp: 2 }], 2)).status, 204);
    assert.is((await callLinked(await signIn(s, 'firm-acme'), 'sess-firm')).status, 200);
    const listed = await sessions('?licensee=1000001');
    assert.equal(
      listed.map((x) => [x.sessionId, x.displayName, x.npn, x.identity, x.batches]),
      [['sess-a', 'Alice Morgan', '1000001', 2, 2]],
    );
    assert.equal(
      (await sessions('?licensee=12-3456789')).map((x) => [x.sessionId, x.displayName, x.npn, x.fein]),
      [['sess-firm', 'Acme Insurance Agency LLC', '2000001', '12-3456789']],
    );
    const recording = (await (await tel('/replay/sessions/sess-a', { token: DEV_SUPPORT_TOKEN })).json()) as { events: Array<{ timestamp: number }> };
    assert.equal(
      recording.events.map((e) => e.timestamp),
      [1, 2],
    );
  },
);

t('an anonymous identify event naming a licensee does not make its session findable under them, nor identified', async () => {
  assert.is((await batch('sess-forged', [{ type: 4, data: { href: 'x' }, timestamp: 1 }], 2)).status, 204);
  const identify = {
    channel: 'replay',
    type: 'identify',
    at: new Date(clock).toISOString(),
    sessionId: 'sess-forged',
    data: { sessionId: 'sess-forged', displayName: 'Alice Morgan', npn: '1000001', fein: '12-3456789', ssn: '123456789' },
  };
  assert.is((await post('/replay', identify)).status, 204);
  assert.not.ok((await sessions('?licensee=1000001')).some((x) => x.sessionId === 'sess-forged'));
  assert.not.ok((await sessions('?licensee=12-3456789')).some((x) => x.sessionId === 'sess-forged'));
  const [listed] = (await sessions()).filter((x) => x.sessionId === 'sess-forged');
  assert.equal([listed?.identity, listed?.displayName, listed?.npn], [1, undefined, undefined], 'anonymous, whatever the page says');
  const stored = JSON.stringify(await s.db.query('SELECT * FROM telemetry_sessions'));
  assert.not.ok(stored.includes('123456789'));
});

t("a recording holds one identity: another licensee's verified call naming it does not relabel it", async () => {
  assert.is((await callLinked(await signIn(s, 'ind-ben'), 'sess-one')).status, 200);
  assert.is((await callLinked(await signIn(s, 'firm-summit'), 'sess-one')).status, 200, 'the registry call itself is answered');
  assert.equal(
    (await sessions('?licensee=1000002')).map((x) => x.sessionId),
    ['sess-one'],
  );
  assert.equal(await sessions('?licensee=2000002'), []);
});

t("a session's recording is read back in the order it was recorded, whatever order its batches arrived in, with the journey's commands", async () => {
  const command = { command: 'modules submit', flow: 'flow-0a1b2c3d', module: 'biographic', keys: ['birthDate'] };
  await post('/replay/sessions/s-order/events', { sessionId: 's-order', identity: 1, events: [{ type: 3, timestamp: 30 }], commands: [command] });
  await batch('s-order', [
    { type: 4, timestamp: 10 },
    { type: 2, timestamp: 20 },
  ]);
  const read = (await (await tel('/replay/sessions/s-order', { token: DEV_SUPPORT_TOKEN })).json()) as {
    events: Array<{ timestamp: number }>;
    commands: unknown[];
  };
  assert.equal(
    read.events.map((e) => e.timestamp),
    [10, 20, 30],
  );
  assert.equal(read.commands, [command]);
});

t('a recording body over the session cap is refused with 413 and nothing is stored', async () => {
  const big = 'x'.repeat(CAP);
  assert.is((await batch('sess-big', [{ type: 3, data: { text: big }, timestamp: 1 }])).status, 413);
  assert.is(await rowCount('sess-big'), 0);
  assert.equal(await sessions('?since=2000-01-01T00:00:00Z').then((l) => l.filter((x) => x.sessionId === 'sess-big')), []);
});

t('batches that together pass the session cap: the one that would pass it is refused with 413', async () => {
  // Strings under the ingest's cut (1000 characters), together about half the cap.
  const part = ['y'.repeat(CAP / 4 - 100), 'y'.repeat(CAP / 4 - 100)];
  assert.is((await batch('sess-c', [{ type: 3, data: { text: part }, timestamp: 1 }])).status, 204);
  assert.is((await batch('sess-c', [{ type: 3, data: { text: part }, timestamp: 2 }])).status, 204);
  assert.is((await batch('sess-c', [{ type: 3, data: { text: part }, timestamp: 3 }])).status, 413);
  assert.is(await rowCount('sess-c'), 2);
});

t('error reports are listed with their page, time and session', async () => {
  const at = new Date(clock).toISOString();
  const report = {
    channel: 'errors',
    type: 'error',
    at,
    sessionId: 'sess-a',
    page: '/my-licensehub/frontend/orders',
    data: { errorType: 'react', name: 'TypeError', message: 'x is undefined' },
  };
  assert.is((await post('/errors', report)).status, 204);
  const res = await tel('/errors', { token: DEV_SUPPORT_TOKEN });
  const { errors } = (await res.json()) as { errors: { id: string }[] };
  const id = errors[0]?.id ?? '';
  assert.match(id, /^\d+$/, 'each report has an id to read it by');
  assert.equal(errors, [
    { id, at, errorType: 'react', name: 'TypeError', message: 'x is undefined', page: '/my-licensehub/frontend/orders', sessionId: 'sess-a' },
  ]);
});

t('a body that is not a telemetry entry is refused with 400', async () => {
  assert.is((await post('/errors', 'not json')).status, 400);
  assert.is((await post('/analytics', { channel: 'errors', type: 'x', at: 'now' })).status, 400);
  assert.is((await post('/analytics', { channel: 'analytics', type: 'pageView', at: 'now', data: { path: '/' } })).status, 204);
});

t('a since that is no date is refused with 400', async () => {
  for (const path of ['/replay/sessions?since=yesterday', '/errors?since=soon']) assert.is((await tel(path, { token: DEV_SUPPORT_TOKEN })).status, 400, path);
});

t('recordings and error reports are kept for 30 days', async () => {
  clock += 29 * 24 * 3600 * 1000;
  assert.ok((await sessions()).some((x) => x.sessionId === 'sess-a'));
  clock += 2 * 24 * 3600 * 1000;
  assert.is((await batch('sess-new', [{ type: 4, data: {}, timestamp: 9 }])).status, 204);
  assert.equal(
    (await sessions()).map((x) => x.sessionId),
    ['sess-new'],
  );
  assert.is(await rowCount('sess-a'), 0, 'the expired recording is deleted');
  const { errors } = (await (await tel('/errors', { token: DEV_SUPPORT_TOKEN })).json()) as { errors: unknown[] };
  assert.equal(errors, []);
});

t('config.json points the telemetry endpoints at the sandbox where the file leaves them unset', async () => {
  const config = (await (await fetch(`${s.url}/my-licensehub/frontend/config.json`)).json()) as { telemetry: Record<string, string> };
  assert.equal(config.telemetry, {
    analyticsUrl: `${s.url}${TELEMETRY_PATH}/analytics`,
    errorsUrl: 'https://errors.example.org/ingest',
    replayUrl: `${s.url}${TELEMETRY_PATH}/replay`,
    sdkUrl: `${s.url}${TELEMETRY_PATH}/sdk/recorder.js`,
  });
});

t("the recording script is sent compressed when the browser takes it, with an ETag, as the portal's own files are", async () => {
  const url = `${s.url}${TELEMETRY_PATH}/sdk/recorder.js`;
  const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.is(gzipped.headers.get('content-encoding'), 'gzip');
  assert.is(await gzipped.text(), RECORDER, 'fetch decodes it to the script');
  const etag = gzipped.headers.get('etag') ?? '';
  assert.ok(etag, 'an ETag');
  assert.is((await fetch(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } })).status, 304);
  const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  assert.is(plain.headers.get('content-encoding'), null);
  assert.is(plain.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(await plain.text(), RECORDER);
});

t.run();
