/**
 * contract --identity <file> [--write]: checks a registry API against the portal's contract.
 * contract --openapi: prints the contract as an OpenAPI 3.1 document (generated from the codecs).
 * Identifies with the file's identify body (in a session of its own, never the user's), makes
 * every call the identity can reach, and prints call, status, OK or the offending field paths.
 * Exit 1 on any violation or failed call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import * as E from 'fp-ts/Either';
import { decode } from '../../core/model/decode';
import { IdentifyRequest } from '../../core/model/identify';
import { openApiDocument } from '../../core/model/openapi/document';
import { readJsonFile } from '../args';
import type { CliContext, ContextFor } from '../context';
import { CliExit, EXIT_FAILED, usage } from '../exit';
import { renderTable } from '../output/table';
import { readCalls, writeCalls } from '../contract/calls';
import { Probe } from '../contract/probe';
import { topCommand } from './index';
import { statusRecorder } from '../contract/recorder';

/** A table cell stays readable: the first paths, then how many more (--json has them all). */
const shortList = (paths: readonly string[], max = 6): string =>
  paths.slice(0, max).join(', ') + (paths.length > max ? `, … (${paths.length - max} more)` : '');

async function identityFrom(file: string): Promise<IdentifyRequest> {
  const raw = await readJsonFile(file);
  // The file is the identify body; the use agreement is accepted by running the check.
  const body = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { useAgreementAccepted: true, ...raw } : raw;
  const decoded = decode(IdentifyRequest, body);
  if (E.isLeft(decoded)) throw usage(`${file}: not an identify request body: ${decoded.left.message}`);
  return decoded.right;
}

async function contract(ctx: CliContext, o: { identity: string; write?: boolean }): Promise<void> {
  const identity = await identityFrom(o.identity);
  const dir = await mkdtemp(join(tmpdir(), 'licensehub-contract-'));
  const recorder = statusRecorder();
  const probe = new Probe(recorder);
  try {
    const { api, auth } = await ctx.createServices({
      apiBase: ctx.apiBase,
      sessionFile: join(dir, 'session.json'),
      fetch: recorder.fetch,
      timeoutMs: ctx.timeoutMs,
    });
    const result = await probe.run('POST /identify.json', api.identify(identity));
    if (result && result.status !== 'SUCCESS') {
      probe.results.push({
        call: 'identity',
        verdict: 'FAILED',
        detail: `identify answered ${result.status}${result.ssnVerification ? ` (${result.ssnVerification})` : ''}: the identity file needs what the registry asks for`,
      });
    } else if (auth.isAuthenticated) {
      // Also after an identify answer that broke the contract: the token came in its header, so
      // every other call can still be checked.
      const reached = await readCalls(api, probe);
      if (o.write) await writeCalls(api, probe, reached);
      // Ends the session on the registry (revoking the token) and checks the logout answer too.
      await probe.run('logout', api.logout());
    } else if (result) {
      probe.results.push({ call: 'identity', verdict: 'FAILED', detail: 'identify answered SUCCESS without an Authorization header' });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const results = probe.results;
  const report = {
    api: ctx.apiBase,
    identity: { entityType: identity.entityType, searchType: identity.searchType },
    write: o.write === true,
    ok: !probe.failed,
    calls: results,
  };
  ctx.out.result(
    report,
    () =>
      renderTable(
        [
          { header: 'Call', value: (r) => r.call },
          { header: 'Status', value: (r) => (r.status === undefined ? '' : String(r.status)) },
          {
            header: 'Result',
            value: (r) => (r.verdict === 'OK' ? 'OK' : r.verdict === 'VIOLATION' ? `VIOLATION ${shortList(r.paths!)}` : `${r.verdict}: ${r.detail ?? ''}`),
          },
        ],
        results,
      ) +
      `${results.filter((r) => r.verdict === 'OK').length} OK, ${results.filter((r) => r.verdict === 'VIOLATION').length} violations, ${results.filter((r) => r.verdict === 'FAILED').length} failed, ${results.filter((r) => r.verdict === 'SKIPPED').length} skipped\n`,
  );
  if (probe.failed) throw new CliExit(EXIT_FAILED, 'the API does not keep the contract', true);
}

export function registerContract(program: Command, contextFor: ContextFor): void {
  topCommand(program, 'contract')
    .option('--identity <file>', 'JSON file with the identify request body (with the SSN when the identity needs one)')
    .option('--write', 'also make the write calls, on fresh flows')
    .option('--openapi', 'print the contract as an OpenAPI 3.1 document instead of checking an API')
    .action(async (o: { identity?: string; write?: boolean; openapi?: boolean }, command: Command) => {
      const ctx = contextFor(command);
      if (o.openapi) {
        const document = openApiDocument(ctx.apiBase);
        // The document itself, with --json or without: a tool reads it as OpenAPI.
        ctx.io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
        return;
      }
      if (!o.identity) throw usage("required option '--identity <file>' not specified (or --openapi)");
      await contract(ctx, { ...o, identity: o.identity });
    });
}
