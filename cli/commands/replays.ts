/**
 * For support staff: `replays list` (recorded sessions, newest first, by licensee NPN or FEIN and
 * time), `replays export` (one session as a self-contained HTML page with a player) and `replays
 * scenario` (the session's journey as a `licensehub run` scenario with a test identity), read
 * from the telemetry ingest with the support credential (SUPPORT_TOKEN).
 */
import { writeFile } from 'node:fs/promises';
import { Option, type Command } from 'commander';
import type { ReplaySession } from '../../core/model/telemetry';
import { formatDateTimeWithZone, kebabValue } from '../../core/rules/format';
import { IDENTITY_WORDS } from '../../core/use-cases/telemetry/support';
import { journeyCommandsOf } from '../../core/use-cases/journey/replay';
import { replayScenario, replayScenarioLines, TEST_IDENTITIES, testIdentityFor, type TestIdentityName } from '../../core/use-cases/journey/replay-scenario';
import { createSupportClient, replayPage, SupportClientError } from '../../adapters/container/support';
import type { CliContext, ContextFor } from '../context';
import { failed, notFound, timedOut, usage } from '../exit';
import { noAnswerInTimeText } from '../../core/use-cases/errors/failure-words';
import { renderTable, type Fit } from '../output/table';
import { topCommand } from './index';
import { sinceOption } from './support-options';
import { toYaml } from '../scenario/yaml';

/** The support client for this run; a refused or failed read is exit 1 with the client's message, a session not there exit 3, no answer in time exit 5. */
export async function supportRead<A>(ctx: CliContext, read: (client: ReturnType<typeof createSupportClient>) => Promise<A>): Promise<A> {
  try {
    return await read(
      createSupportClient({ apiBase: ctx.apiBase, env: ctx.io.env, timeoutMs: ctx.timeoutMs, ...(ctx.waiting ? { waiting: ctx.waiting } : {}) }),
    );
  } catch (error) {
    if (error instanceof SupportClientError && error.timedOut) throw timedOut(noAnswerInTimeText(ctx.apiBase, ctx.timeoutMs));
    if (error instanceof SupportClientError && error.status === 404) throw notFound(error.message);
    if (error instanceof SupportClientError) throw failed(error.message);
    throw error;
  }
}

const lines = (text: readonly string[]): string => `${text.join('\n')}\n`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A recorded session in the table's words: its identity status as the flags spell values. */
const sessionRecord = (s: ReplaySession) => ({ ...s, identity: kebabValue(IDENTITY_WORDS[s.identity]) });

function sessionsTable(sessions: readonly ReplaySession[], fit: Fit): string {
  if (sessions.length === 0) return 'No recorded sessions.\n';
  return renderTable(
    [
      { header: 'Session', value: (s) => s.sessionId },
      { header: 'Last activity', value: (s) => formatDateTimeWithZone(s.lastAt) },
      { header: 'Identity', value: (s) => IDENTITY_WORDS[s.identity] },
      { header: 'Licensee', value: (s) => s.displayName ?? '' },
      { header: 'NPN', value: (s) => s.npn ?? '' },
      { header: 'FEIN', value: (s) => s.fein ?? '' },
      { header: 'Size', value: (s) => kib(s.bytes) },
    ],
    sessions,
    fit,
  );
}

export function registerReplays(program: Command, contextFor: ContextFor): void {
  const replays = topCommand(program, 'replays');
  replays
    .command('list')
    .description('recorded sessions, most recent first')
    .option('--licensee <npnOrFein>', "only this licensee's sessions, by NPN or FEIN")
    .addOption(sinceOption())
    .action(async (o: { licensee?: string; since?: Date }, command: Command) => {
      const ctx = contextFor(command);
      const sessions = await supportRead(ctx, (c) => c.sessions({ licensee: o.licensee, since: o.since }));
      ctx.out.result({ sessions: sessions.map(sessionRecord) }, (fit) => sessionsTable(sessions, fit));
    });
  replays
    .command('export')
    .description('one session as a self-contained HTML page that plays it in any browser')
    .argument('<session>', 'the session id (from replays list)')
    .requiredOption('--out <file>', 'the HTML file to write, e.g. replay.html')
    .action(async (session: string, o: { out: string }, command: Command) => {
      if (o.out === '') throw usage('--out needs a path');
      const ctx = contextFor(command);
      const recording = await supportRead(ctx, (c) => c.recording(session));
      await writeFile(o.out, replayPage(recording));
      ctx.out.result({ sessionId: session, path: o.out, events: recording.events.length }, () => `Saved ${o.out} (${recording.events.length} events)\n`);
    });
  replays
    .command('scenario')
    .description("the session's journey as a scenario for licensehub run, with a test identity and its test data")
    .argument('<session>', 'the session id (from replays list)')
    .requiredOption('--out <file>', 'the scenario file to write, .yaml or .json')
    .addOption(
      new Option('--identity <name>', 'the test identity that replays it (default: the firm for a FEIN, else the individual)').choices(
        Object.keys(TEST_IDENTITIES),
      ),
    )
    .action(async (session: string, o: { out: string; identity?: TestIdentityName }, command: Command) => {
      if (!/\.(ya?ml|json)$/i.test(o.out)) throw usage('--out must name a .yaml or .json file');
      const ctx = contextFor(command);
      const recording = await supportRead(ctx, (c) => c.recording(session));
      const commands = journeyCommandsOf(recording.commands);
      const identity = o.identity ?? testIdentityFor(recording.session);
      const scenario = replayScenario(recording.session, commands, identity);
      await writeFile(o.out, /\.json$/i.test(o.out) ? `${JSON.stringify(scenario, null, 2)}\n` : toYaml(scenario));
      const { steps } = scenario;
      ctx.out.result({ sessionId: session, path: o.out, identity, commands: commands.length, steps: steps.length }, () =>
        lines(replayScenarioLines(o.out, steps.length, commands.length, identity)),
      );
    });
}
