/**
 * A flood of the anonymous ingest is refused before the storage quota, and the API's own latency
 * stays near its unflooded value (docs/portal.md §Telemetry "Ingest"). Bounded: loopback only, at
 * most FLOOD_REQUESTS posts in at most FLOOD_SECONDS; the latencies compared are measured in the
 * same run (a ratio, no absolute time). The flooded p99 is measured once the flood is refused: what
 * it got in before (the quota's worth, written by the in-process database) is bounded by the limits.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { storedTelemetryBytes } from '../../sandbox/telemetry/ingest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { TELEMETRY_PATH } from '../../core/model/telemetry';
import type { RunningSandbox } from '../../sandbox/server';
import { api, signIn, start } from './helpers';
import { DEFAULT_INGEST_LIMITS } from '../../sandbox/telemetry/limits';

const QUOTA = 4 * 1024 * 1024;
const SAMPLES = 200;
/**
 * How much slower the flooded p99 may be: refusals cost the server a little. Before the ingest had
 * limits, the same flood was stored whole and made it 24 to 42 times slower.
 */
const MAX_P99_RATIO = 4;

let s: RunningSandbox;
test.before(async () => {
  s = await start({
    telemetryLimits: {
      // The defaults but for a smaller quota, so that the flood meets it within the run.
      ...DEFAULT_INGEST_LIMITS,
      quotaBytes: QUOTA,
    },
  });
});
test.after(async () => {
  await s.close();
});

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1] ?? Infinity;

/** The times of SAMPLES signed-in GET /orders.json, one after another. */
async function orderTimes(token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await api(s, '/orders.json', { token });
    await res.arrayBuffer();
    assert.is(res.status, 200);
    times.push(performance.now() - t0);
  }
  return times;
}

const storedBytes = () => storedTelemetryBytes(s.db);

test("a flood of the anonymous ingest (new sessions, several clients) is refused with 429 and Retry-After before the quota, and a signed-in GET /orders.json's p99 stays near its unflooded value", async () => {
  const token = await signIn(s, 'ind-alice');
  // Warm up both paths (the database's WebAssembly is compiled in tiers as it runs): the registry
  // call, and the writes of large values (written, then deleted).
  await orderTimes(token);
  const warm = JSON.stringify('w'.repeat(32 * 1024));
  await s.db.query(`INSERT INTO telemetry_sessions (session_id, started_at, last_at) VALUES ('warm-up', now(), now())`);
  for (let i = 0; i < 100; i++) await s.db.query(`INSERT INTO telemetry_recordings (session_id, received_at, events) VALUES ('warm-up', now(), $1)`, [warm]);
  await s.db.query(`DELETE FROM telemetry_sessions WHERE session_id = 'warm-up'`);
  const before = await orderTimes(token);

  const flood = spawn(process.execPath, [new URL('./ingest-flood-client.mjs', import.meta.url).pathname], {
    env: {
      ...process.env,
      FLOOD_URL: `${s.url}${TELEMETRY_PATH}/`,
      // Bounds only: the flood stops when the test has measured (its standard input closes).
      FLOOD_REQUESTS: '26000',
      FLOOD_RATE: '650',
      FLOOD_SECONDS: '40',
      FLOOD_CONNECTIONS: '4',
      FLOOD_CLIENTS: '4',
      FLOOD_KIB: '32',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: flood.stdout });
  const output: string[] = [];
  let started: () => void = () => undefined;
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  lines.on('line', (line) => (line === 'refused' ? started() : output.push(line)));
  const exited = once(flood, 'exit');
  await Promise.race([startedOnce, exited]);
  const flooded = p99(await orderTimes(token));
  const stillFlooding = flood.exitCode === null;
  flood.stdin?.end();
  await exited;
  // The unflooded value: before and after the flood, together (the machine's own load varies).
  const quiet = p99([...before, ...(await orderTimes(token))]);

  const result = JSON.parse(output.at(-1) ?? '{}') as { sent: number; statuses: Record<string, number>; retryAfter: string[] };
  const stored = await storedBytes();
  console.log(
    `ingest flood: ${result.sent} posts, ${JSON.stringify(result.statuses)}; ${stored} bytes stored; orders p99 ${quiet.toFixed(1)} ms quiet, ${flooded.toFixed(1)} ms flooded (x${(flooded / quiet).toFixed(2)})`,
  );
  assert.ok(stillFlooding, `the flood lasted the whole measurement (${result.sent} sent)`);
  assert.ok((result.statuses['429'] ?? 0) > result.sent / 2, `most of the flood is refused: ${JSON.stringify(result.statuses)}`);
  assert.ok(result.retryAfter.length > 0 && result.retryAfter.every((v) => Number(v) > 0), `Retry-After: ${result.retryAfter.join(', ')}`);
  assert.ok(
    Object.keys(result.statuses).every((status) => ['204', '429'].includes(status)),
    'nothing but stored or refused',
  );
  assert.ok(stored <= QUOTA, `${stored} bytes stored, the quota is ${QUOTA}`);
  assert.ok(flooded <= quiet * MAX_P99_RATIO, `p99 ${flooded.toFixed(1)} ms flooded against ${quiet.toFixed(1)} ms quiet`);
});

test.run();
