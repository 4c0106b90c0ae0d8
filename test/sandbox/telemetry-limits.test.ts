/** The ingest keeps what it decodes and no more, and cannot be flooded (docs/portal.md §Telemetry "Ingest"). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storedTelemetryBytes } from '../../sandbox/telemetry/ingest';
import { DEV_SUPPORT_TOKEN, TELEMETRY_PATH } from '../../core/model/telemetry';
import type { RunningSandbox } from '../../sandbox/server';
import { start } from './helpers';
import { request } from 'node:http';

const t = suite('telemetry ingest limits');
const QUOTA = 256 * 1024;
const PER_CLIENT_WRITES = 40;
let s: RunningSandbox;
t.before(async () => {
  s = await start({
    telemetryLimits: {
      perClient: { writes: PER_CLIENT_WRITES, bytes: 100 * 1024 * 1024, windowSeconds: 3600 },
      total: { writes: 100_000, bytes: 1024 * 1024 * 1024, windowSeconds: 3600 },
      quotaBytes: QUOTA,
    },
  });
});
t.after(async () => {
  await s.close();
});

/** Each test writes as its own client (the limits are per client address): from 127.0.0.N. */
let client = 1;
const post = (from: string, path: string, body: unknown) =>
  new Promise<{ status: number; headers: { get(name: string): string | null } }>((resolve, reject) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const req = request(
      `${s.url}${TELEMETRY_PATH}${path}`,
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(text) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: { get: (name) => (res.headers[name] as string | undefined) ?? null } }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
const at = new Date().toISOString();
const stored = async () =>
  JSON.stringify(await s.db.query('SELECT * FROM telemetry_errors')) + JSON.stringify(await s.db.query('SELECT * FROM telemetry_analytics'));
const storedBytes = () => storedTelemetryBytes(s.db);

t(
  "entries keep only their channel's fields, strings cut (a 60 KB message to 1000 characters), SSN-shaped values masked, escape sequences removed",
  async () => {
    const from = `127.0.0.${++client}`;
    const long = 'm'.repeat(60 * 1024);
    const report = {
      channel: 'errors',
      type: 'error',
      at,
      sessionId: 's-cut',
      page: '/orders\u001b]8;;https://evil.example\u0007',
      isAdmin: true,
      data: { errorType: 'react', name: 'TypeError', message: long, stack: 'at 123-45-6789', ssn: '123456789', extra: 'x' },
    };
    assert.is((await post(from, '/errors', report)).status, 204);
    const analytics = { channel: 'analytics', type: 'pageView', at, data: { path: '/identify?ssn=123456789', ssn: '123-45-6789', note: 'kept?' }, extra: 1 };
    assert.is((await post(from, '/analytics', analytics)).status, 204);
    const [row] = await s.db.query<{ message: string; page: string; stack: string }>(
      `SELECT message, page, stack FROM telemetry_errors WHERE session_id = 's-cut'`,
    );
    assert.is(row?.message.length, 1000);
    assert.is(row?.page, '/orders]8;;https://evil.example', 'no escape character is kept');
    const [kept] = await s.db.query<{ data: string }>('SELECT data FROM telemetry_analytics');
    assert.equal(JSON.parse(kept?.data ?? '{}'), { path: '/identify?ssn=[redacted]' });
    const all = await stored();
    for (const gone of ['6789', 'isAdmin', 'extra', 'kept?', '\u001b']) assert.not.ok(all.includes(gone), `${gone} is not kept`);
    const { errors } = (await (await fetch(`${s.url}${TELEMETRY_PATH}/errors`, { headers: { Authorization: `Bearer ${DEV_SUPPORT_TOKEN}` } })).json()) as {
      errors: Array<{ message: string }>;
    };
    assert.is(errors[0]?.message.length, 1000, 'support staff read the cut message');
  },
);

t('a NUL in any telemetry write is answered 400, not 500, and nothing is stored', async () => {
  const from = `127.0.0.${++client}`;
  const before = await storedBytes();
  const nul = 'a\u0000b';
  const writes: Array<[string, unknown]> = [
    ['/errors', { channel: 'errors', type: 'error', at, data: { message: nul } }],
    ['/analytics', { channel: 'analytics', type: 'pageView', at, data: { path: nul } }],
    ['/replay', { channel: 'replay', type: nul, at }],
    ['/replay/sessions/s-nul/events', { sessionId: 's-nul', identity: 1, events: [{ type: 3, data: { text: nul }, timestamp: 1 }] }],
    ['/replay/sessions/s-nul/events', { sessionId: 's-nul', identity: 1, events: [{ type: 3, data: { [nul]: 1 }, timestamp: 1 }] }],
    ['/replay/sessions/s-nul/events', { sessionId: 's-nul', identity: 1, page: nul, events: [] }],
    [`/replay/sessions/${encodeURIComponent(nul)}/events`, { sessionId: nul, identity: 1, events: [] }],
  ];
  for (const [path, body] of writes) assert.is((await post(from, path, body)).status, 400, `${path} ${JSON.stringify(body)}`);
  assert.is(await storedBytes(), before);
});

t("a client's writes past its rate are refused with 429 and Retry-After; another client still writes", async () => {
  const from = `127.0.0.${++client}`;
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < PER_CLIENT_WRITES + 5; i++) {
    const res = await post(from, '/analytics', { channel: 'analytics', type: 'pageView', at, data: { path: `/p/${i}` } });
    statuses.push(res.status);
    retryAfter ??= res.headers.get('retry-after');
  }
  assert.equal(statuses, [...Array(PER_CLIENT_WRITES).fill(204), ...Array(5).fill(429)]);
  assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 3600, `Retry-After: ${retryAfter}`);
  assert.is((await post(`127.0.0.${++client}`, '/analytics', { channel: 'analytics', type: 'pageView', at, data: { path: '/' } })).status, 204);
});

t('writes that would take the stored telemetry past its quota are refused with 429 and Retry-After: the quota is never passed', async () => {
  const events = [{ type: 3, data: { texts: Array.from({ length: 30 }, () => 'z'.repeat(900)) }, timestamp: 1 }];
  const statuses: number[] = [];
  // New session ids from new clients, as the flood of the finding: no per-session or per-client limit stops it.
  for (let i = 0; i < 20; i++) {
    const from = `127.0.0.${++client}`;
    for (let j = 0; j < 2; j++) {
      const id = `s-quota-${i}-${j}`;
      const res = await post(from, `/replay/sessions/${id}/events`, { sessionId: id, identity: 1, events });
      statuses.push(res.status);
      if (res.status === 429) assert.ok(Number(res.headers.get('retry-after')) > 0, 'Retry-After');
      assert.ok((await storedBytes()) <= QUOTA, 'the quota is never passed');
    }
  }
  assert.ok(statuses.includes(204) && statuses.includes(429), statuses.join(' '));
  assert.ok((await storedBytes()) > QUOTA - 30 * 1024, 'refused only when the next batch would not fit');
});

t.run();
