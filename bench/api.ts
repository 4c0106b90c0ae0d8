/**
 * API benchmark: starts the sandbox on loopback with a throwaway database, signs in as ind-alice,
 * then drives GET /orders.json and POST /fee-summary.json with autocannon (10 connections,
 * BENCH_SECONDS each, default 10) and prints requests per second and p99 latency.
 * Run: node --import tsx bench/api.ts   (bounded: it stops by itself)
 */
import autocannon from 'autocannon';
import { startSandbox } from '../sandbox/server';
import { AZ_AND_GA } from '../test/sandbox/journeys/requests';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const API = '/my-licensehub/api';

const sandbox = await startSandbox({ port: 0, dataDir: 'memory://' });
try {
  const res = await fetch(`${sandbox.url}${API}/identify.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', npn: '1000001', lastName: 'Morgan', useAgreementAccepted: true }),
  });
  const authorization = res.headers.get('authorization');
  if (res.status !== 200 || !authorization) throw new Error(`identify failed: ${res.status}`);

  const feeRequest = JSON.stringify(AZ_AND_GA);
  const runs = [
    { name: 'GET /orders.json', method: 'GET', path: '/orders.json' },
    { name: 'POST /fee-summary.json', method: 'POST', path: '/fee-summary.json', body: feeRequest },
  ];
  console.log(`sandbox ${sandbox.url}, 10 connections, ${seconds} s per endpoint`);
  for (const run of runs) {
    const result = await autocannon({
      url: `${sandbox.url}${API}${run.path}`,
      method: run.method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      ...(run.body ? { body: run.body } : {}),
      connections: 10,
      duration: seconds,
    });
    console.log(
      `${run.name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
        `(${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
    );
  }
} finally {
  await sandbox.close();
}
