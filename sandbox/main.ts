/**
 * `npm start`: the sandbox registry on http://localhost:8080 with the built portal.
 *
 *   --port N                 (env PORT, default 8080)
 *   --host ADDR              (env HOST, default 127.0.0.1)
 *   --data-dir DIR           (env DATA_DIR, default .data; memory:// for a throwaway run)
 *   --database-url URL       (env DATABASE_URL: use a PostgreSQL server instead of PGlite)
 *   --static-dir DIR         (default dist/frontend)
 *   --maintenance LIST       comma list of warning, alert, disable-login
 *   --fault "<METHOD> <path>=<spec>"   repeatable, e.g. "GET /orders.json=503" (see faults.ts)
 *   --break-contract         every API GET answers JSON that breaks the contract
 *   --quiet                  no request log
 */
import { parseArgs } from 'node:util';
import { MAINTENANCE_KINDS, type MaintenanceKind } from './api/maintenance';
import { parseFaultRule, type FaultRule } from './faults/faults';
import { APP_BASE } from './paths';
import { startSandbox } from './server';
import { DEV_SUPPORT_TOKEN } from '../core/model/telemetry';

function fail(message: string): never {
  console.error(`licensehub sandbox: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'static-dir': { type: 'string' },
      maintenance: { type: 'string' },
      fault: { type: 'string', multiple: true },
      'break-contract': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node dist/sandbox/server.mjs [--port N] [--data-dir DIR] [--database-url URL] [--maintenance warning,alert,disable-login] [--fault "<METHOD> <path>=<spec>"]... [--break-contract] [--quiet]',
    );
    return;
  }

  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port "${values.port ?? process.env.PORT}"`);

  const maintenance = (values.maintenance ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as MaintenanceKind[];
  for (const k of maintenance) if (!MAINTENANCE_KINDS.includes(k)) fail(`unknown maintenance notice "${k}" (use ${MAINTENANCE_KINDS.join(', ')})`);

  const faults: FaultRule[] = [];
  try {
    for (const f of values.fault ?? []) faults.push(parseFaultRule(f));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values['break-contract']) faults.push({ method: 'GET', path: '/*', breakContract: true });

  // Signals are handled from the start: a Ctrl-C while the database opens still closes it cleanly.
  let stopRequested: string | undefined;
  let stop = (signal: string) => {
    stopRequested ??= signal;
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const sandbox = await startSandbox({
    port,
    host: values.host ?? process.env.HOST,
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    staticDir: values['static-dir'],
    maintenance,
    faults,
    log: !values.quiet,
    telemetry: true,
  });

  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the sandbox…`);
    sandbox.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('licensehub sandbox: error while stopping:', e);
        process.exit(1);
      },
    );
  };
  if (stopRequested) return stop(stopRequested);

  const where =
    (values['database-url'] ?? process.env.DATABASE_URL) ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${values['data-dir'] ?? process.env.DATA_DIR ?? '.data'}`;
  console.log(`LicenseHub sandbox is running; data: ${where}.`);
  console.log(`Open the portal: http://localhost:${sandbox.port}${APP_BASE}`);
  console.log('Demo identities to sign in with are listed in README.md and sandbox/seed/demo-identities.json.');
  if (maintenance.length) console.log(`Maintenance notices on: ${maintenance.join(', ')}.`);
  if (faults.length) console.log(`Fault injection on: ${faults.length} rule(s). Do not use this run for a demonstration of the normal portal.`);
  if (!process.env.SUPPORT_TOKEN)
    console.log(`Telemetry (recordings, error reports) for support staff: SUPPORT_TOKEN=${DEV_SUPPORT_TOKEN} (the development token).`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((e: unknown) => {
  console.error('licensehub sandbox: failed to start:', e);
  process.exit(1);
});
