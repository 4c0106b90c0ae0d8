/**
 * API benchmark: starts the sandbox in its own process with a throwaway database, signs in as
 * ind-alice, then drives GET /orders.json and POST /fee-summary.json with autocannon
 * (10 connections, BENCH_SECONDS per run, default 10; BENCH_RUNS runs each, default 3) and prints
 * (after one unmeasured second) each run's requests per second, p99 latency and the sandbox
 * process's CPU time per request (user + system, less swayed by other work on the machine than the
 * rate), then the medians.
 * Run: node --import tsx bench/api.ts   (bounded: it stops by itself). BENCH_SANDBOX_DIR=<another
 * checkout> measures that checkout's sandbox instead (bench/sandbox-process.ts), e.g. main's, to
 * compare before and after in the same minutes.
 * Targets (docs/decisions.md §Sandbox): orders >= 2,000 req/s with p99 <= 25 ms, fee summary >= 1,000 req/s.
 * BENCH_DATABASE_URL=<postgres://…> runs the sandbox on that PostgreSQL database instead of PGlite;
 * with it, BENCH_PROCESSES=2 starts two sandbox processes on it, as behind a load balancer, and
 * splits the connections between them (the figures are then the sum of both; CPU per request
 * counts both processes).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { AZ_AND_GA } from '../test/sandbox/journeys/requests';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const runsEach = Number(process.env.BENCH_RUNS ?? '3');
const API = '/my-licensehub/api';

const processes = Number(process.env.BENCH_PROCESSES ?? '1');
if (processes > 1 && !process.env.BENCH_DATABASE_URL) throw new Error('BENCH_PROCESSES > 1 needs BENCH_DATABASE_URL: processes share a PostgreSQL database');
const children = Array.from({ length: processes }, () =>
  spawn(process.execPath, ['--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), 'bench/sandbox-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
  }),
);
const urls = await Promise.all(children.map(async (c) => ((await once(createInterface({ input: c.stdout! }), 'line')) as [string])[0]));
const url = urls[0]!;
const median = (xs: readonly number[]): number => {
  const middle = [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  if (middle === undefined) throw new Error('no runs to take the median of');
  return middle;
};
/** The one-minute load average (os.loadavg() gives three). */
const loadAverage = (): string => loadavg().at(0)?.toFixed(2) ?? 'unknown';

try {
  const res = await fetch(`${url}${API}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted: true }),
  });
  const authorization = res.headers.get('authorization');
  if (res.status !== 200 || !authorization) throw new Error(`identify failed: ${res.status}`);

  const feeRequest = JSON.stringify(AZ_AND_GA);
  /** The sandbox processes' CPU time so far, in microseconds (asked over the IPC channel). */
  const sandboxCpu = async (): Promise<number> => {
    let micros = 0;
    for (const child of children) {
      child.send('cpu');
      micros += ((await once(child, 'message')) as [number])[0];
    }
    return micros;
  };
  type Endpoint = { method: 'GET' | 'POST'; path: string; body?: string };
  const request = (endpoint: Endpoint, base: string) => ({
    url: `${base}${API}${endpoint.path}`,
    method: endpoint.method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(endpoint.body ? { body: endpoint.body } : {}),
    connections: 10 / processes,
  });
  /** One run on every process at once: requests per second and totals summed, the worst p99. */
  const load = async (endpoint: Endpoint, duration: number) => {
    const results = await Promise.all(urls.map((base) => autocannon({ ...request(endpoint, base), duration })));
    const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((a, r) => a + f(r), 0);
    return {
      rps: sum((r) => r.requests.average),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      total: sum((r) => r.requests.total),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
    };
  };
  if (process.env.BENCH_SANDBOX_DIR) console.log(`measuring the sandbox of ${process.env.BENCH_SANDBOX_DIR}`);
  const endpoints = [
    { name: 'GET /orders.json', method: 'GET' as const, path: '/orders.json' },
    { name: 'POST /fee-summary.json', method: 'POST' as const, path: '/fee-summary.json', body: feeRequest },
  ];
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `sandbox ${urls.join(', ')} (${processes} process${processes > 1 ? 'es' : ''} of its own, ${database}), 10 connections, ${seconds} s per run, ${runsEach} runs; ${cpus().length} CPUs, load average ${loadAverage()} at start`,
  );
  for (const endpoint of endpoints) {
    const rps: number[] = [];
    const p99: number[] = [];
    const cpu: number[] = [];
    // One unmeasured second first: the first requests load what is read once and warm the JIT.
    await load(endpoint, 1);
    for (let run = 1; run <= runsEach; run++) {
      const cpuBefore = await sandboxCpu();
      const result = await load(endpoint, seconds);
      const cpuPerRequest = ((await sandboxCpu()) - cpuBefore) / Math.max(1, result.total);
      rps.push(result.rps);
      p99.push(result.p99);
      cpu.push(cpuPerRequest);
      console.log(
        `${endpoint.name.padEnd(24)} run ${run}: ${result.rps.toFixed(0).padStart(6)} req/s   p99 ${String(result.p99).padStart(4)} ms   ` +
          `${cpuPerRequest.toFixed(0).padStart(5)} µs CPU/req   (${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
    console.log(
      `${endpoint.name.padEnd(24)} median: ${median(rps).toFixed(0).padStart(6)} req/s   p99 ${String(median(p99)).padStart(4)} ms   ${median(cpu).toFixed(0).padStart(5)} µs CPU/req`,
    );
  }
  console.log(`load average ${loadAverage()} at the end`);
} finally {
  for (const child of children) child.stdin!.end();
  await Promise.all(children.map((child) => once(child, 'exit')));
}
