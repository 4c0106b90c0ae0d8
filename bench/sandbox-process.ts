/**
 * The sandbox for bench/api.ts in its own process (as `npm start` runs it), so the load generator
 * does not share its event loop: a throwaway database (or BENCH_DATABASE_URL's), a free port, the URL on stdout; it stops
 * when its parent closes stdin. A `cpu` message on the IPC channel is answered with this process's
 * CPU time so far in microseconds (user + system), so the parent can give CPU per request.
 * Extra Node flags (e.g. --cpu-prof) come from the parent. BENCH_SANDBOX_DIR=<another checkout>
 * runs that checkout's sandbox instead, to compare two versions with the same load generator.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Server from '../sandbox/server';

const other = process.env.BENCH_SANDBOX_DIR;
const { startSandbox } = (await import(other ? pathToFileURL(resolve(other, 'sandbox/server.ts')).href : '../sandbox/server')) as typeof Server;

// BENCH_DATABASE_URL: a PostgreSQL database, which several of these processes may share.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const sandbox = await startSandbox({ port: 0, ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }) });
process.stdout.write(`${sandbox.url}\n`);
process.on('message', (message) => {
  if (message !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.(user + system);
});
process.stdin.resume();
process.stdin.on('end', () => void sandbox.close().then(() => process.exit(0)));
