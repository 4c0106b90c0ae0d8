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

const child = spawn(process.execPath, ['--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), 'bench/sandbox-process.ts'], {
  stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
});
const [url] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
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
  /** The sandbox process's CPU time so far, in microseconds (asked over the IPC channel). */
  const sandboxCpu = async (): Promise<number> => {
    child.send('cpu');
    const [micros] = (await once(child, 'message')) as [number];
    return micros;
  };
  const request = (endpoint: { method: 'GET' | 'POST'; path: string; body?: string }) => ({
    url: `${url}${API}${endpoint.path}`,
    method: endpoint.method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    ...(endpoint.body ? { body: endpoint.body } : {}),
    connections: 10,
  });
  if (process.env.BENCH_SANDBOX_DIR) console.log(`measuring the sandbox of ${process.env.BENCH_SANDBOX_DIR}`);
  const endpoints = [
    { name: 'GET /orders.json', method: 'GET' as const, path: '/orders.json' },
    { name: 'POST /fee-summary.json', method: 'POST' as const, path: '/fee-summary.json', body: feeRequest },
  ];
  console.log(
    `sandbox ${url} (own process), 10 connections, ${seconds} s per run, ${runsEach} runs; ${cpus().length} CPUs, load average ${loadAverage()} at start`,
  );
  for (const endpoint of endpoints) {
    const rps: number[] = [];
    const p99: number[] = [];
    const cpu: number[] = [];
    // One unmeasured second first: the first requests load what is read once and warm the JIT.
    await autocannon({ ...request(endpoint), duration: 1 });
    for (let run = 1; run <= runsEach; run++) {
      const cpuBefore = await sandboxCpu();
      const result = await autocannon({ ...request(endpoint), duration: seconds });
      const cpuPerRequest = ((await sandboxCpu()) - cpuBefore) / Math.max(1, result.requests.total);
      rps.push(result.requests.average);
      p99.push(result.latency.p99);
      cpu.push(cpuPerRequest);
      console.log(
        `${endpoint.name.padEnd(24)} run ${run}: ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
          `${cpuPerRequest.toFixed(0).padStart(5)} µs CPU/req   (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
    console.log(
      `${endpoint.name.padEnd(24)} median: ${median(rps).toFixed(0).padStart(6)} req/s   p99 ${String(median(p99)).padStart(4)} ms   ${median(cpu).toFixed(0).padStart(5)} µs CPU/req`,
    );
  }
  console.log(`load average ${loadAverage()} at the end`);
} finally {
  child.stdin!.end();
  await once(child, 'exit');
}
