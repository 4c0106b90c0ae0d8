/**
 * Shared helpers of the CLI tests: a sandbox on a free port in this process, and the CLI run
 * in-process through runCli with captured streams and a session file of the test's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'uvu';
import { asyncScheduler, type SchedulerAction, type SchedulerLike } from 'rxjs';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';
import { runCli } from '../../cli/run-cli';
import { createCliServices } from '../../cli/services';
import type { ServicesFactory } from '../../cli/context';
import { CapturedStream, textInput } from '../../cli/io';

export const API_PATH = '/my-licensehub/api';

export function start(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, dataDir: 'memory://', jwtSecret: 'cli-test-secret-0123456789abcdef', ...opts });
}

export const apiOf = (s: RunningSandbox): string => `${s.url}${API_PATH}`;

/**
 * The system scheduler with every delay divided by `factor`: the PDB polling policy runs as
 * written (the same calls, the same order of delays) without a test waiting 5 s per retry.
 */
export function hurriedScheduler(factor: number): SchedulerLike {
  return {
    now: () => asyncScheduler.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T) {
      return asyncScheduler.schedule(work, delay / factor, state);
    },
  };
}

/** The real services with a hurried clock; every other part is the CLI composition root. */
export const hurriedServices: ServicesFactory = async (options) => ({ ...(await createCliServices(options)), scheduler: hurriedScheduler(1000) });

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON when it is JSON. */
  json: any;
}

export interface CliSession {
  readonly file: string;
  readonly dir: string;
  /** Runs `licensehub --api <sandbox> --session <file> ...argv`. */
  run(
    argv: readonly string[],
    /** `stdinIsTTY`: the stdin text comes from a terminal (a person answering a prompt). */
    opts?: { stdin?: string; stdinIsTTY?: boolean; json?: boolean; env?: Record<string, string>; stderrIsTTY?: boolean },
  ): Promise<CliResult>;
  dispose(): void;
}

export function session(s: RunningSandbox): CliSession {
  const dir = mkdtempSync(join(tmpdir(), 'licensehub-cli-test-'));
  const file = join(dir, 'session.json');
  return {
    file,
    dir,
    async run(argv, opts = {}) {
      const stdout = new CapturedStream();
      const stderr = new CapturedStream(opts.stderrIsTTY === true);
      const args = ['--api', apiOf(s), '--session', file, ...(opts.json === false ? [] : ['--json']), ...argv];
      const code = await runCli(
        args,
        { stdout, stderr, ...(opts.stdin === undefined ? {} : { stdin: { ...textInput(opts.stdin), isTTY: opts.stdinIsTTY === true } }), env: { ...opts.env } },
        { createServices: hurriedServices },
      );
      let json: unknown;
      try {
        json = JSON.parse(stdout.text);
      } catch {
        json = undefined;
      }
      return { code, stdout: stdout.text, stderr: stderr.text, json };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const ALICE_BY_NPN = ['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001', '--accept-use-agreement'];
/** Alice's producer application: nonresident, home state TX, California Life. */
/** `submitter set` for someone else with the use accepted: each field as `--set field=value`, then more options. */
export const setForSomeoneElse = (flowId: string, fields: readonly string[], ...more: string[]): string[] => [
  'submitter',
  'set',
  flowId,
  '--submitting-for',
  'someone-else',
  '--accept-use',
  ...fields.flatMap((f) => ['--set', f]),
  ...more,
];

export const ALICE_CA_LIFE_FLOW = [
  'start-flow',
  '--product',
  'producer-licensing',
  '--application-type',
  'new',
  '--residency-type',
  'nonresident',
  '--basis',
  'TX:TX-100001',
  '--state',
  'CA',
  '--license',
  'CA:PRODUCER:LIFE',
];
export const ACME_BY_FEIN = ['identify', '--entity', 'firm', '--by', 'fein', '--fein', '12-3456789', '--accept-use-agreement'];

/** The CLI session of a test file, with the sandbox it runs against. */
export interface SandboxFixture extends Pick<CliSession, 'run' | 'dir' | 'file'> {
  readonly sandbox: RunningSandbox;
}

/**
 * One sandbox for a test file (starting one costs seconds), closed after it, and a CLI session
 * on it: shared by the file's tests, or fresh for each test with `sessionPerTest`.
 */
export function useSandbox(t: Test, opts: { sessionPerTest?: boolean; sandbox?: SandboxOptions } = {}): SandboxFixture {
  let sandbox: RunningSandbox | undefined;
  let cli: CliSession | undefined;
  t.before(async () => {
    sandbox = await start(opts.sandbox);
    if (!opts.sessionPerTest) cli = session(sandbox);
  });
  t.after(async () => {
    cli?.dispose();
    await sandbox?.close();
  });
  if (opts.sessionPerTest) {
    t.before.each(() => {
      cli = session(sandbox!);
    });
    t.after.each(() => {
      cli?.dispose();
      cli = undefined;
    });
  }
  return {
    run: (argv, runOpts) => cli!.run(argv, runOpts),
    get dir() {
      return cli!.dir;
    },
    get file() {
      return cli!.file;
    },
    get sandbox() {
      return sandbox!;
    },
  };
}

/** The value `modules show --json` gives a field (by its `--data` key), or undefined when it has none. */
export const moduleValue = (shown: { fields: { key: string; value?: unknown }[] }, key: string): unknown => shown.fields.find((f) => f.key === key)?.value;

// Alice's pending Texas Life order (LH1000010) duplicates a new Texas Life request.
export const TX_LIFE_ADD_LOA = [
  'start-flow',
  '--product',
  'producer-licensing',
  '--application-type',
  'add-loa',
  '--residency-type',
  'resident',
  '--basis',
  'TX:TX-100001',
  '--state',
  'TX',
  '--license',
  'TX:PRODUCER:LIFE',
];
