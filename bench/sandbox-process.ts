/**
 * The sandbox for bench/api.ts in its own process (as `npm start` runs it), so the load generator
 * does not share its event loop: a throwaway database, a free port, the URL on stdout; it stops
 * when its parent closes stdin. Extra Node flags (e.g. --cpu-prof) come from the parent.
 */
import { startSandbox } from '../sandbox/server';

const sandbox = await startSandbox({ port: 0, dataDir: 'memory://' });
process.stdout.write(`${sandbox.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => void sandbox.close().then(() => process.exit(0)));
