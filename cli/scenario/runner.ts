/**
 * Runs a scenario: its steps in order, in this process, with one session (a temporary session
 * file) and --json, each checked against its expectations. Stops at the first failed step
 * unless told to keep going.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedStream, textInput, type CliIo } from '../io';
import { check, valueAt } from './expect';
import type { Scenario, Step } from './scenario';

export type NestedRun = (argv: readonly string[], io: CliIo) => Promise<number>;

export interface StepReport {
  readonly index: number;
  readonly name: string;
  readonly command: readonly string[];
  readonly exit: number;
  readonly ok: boolean;
  readonly failures: readonly string[];
  readonly ms: number;
  /** The step's line in the scenario file, when known. */
  readonly line?: number;
  /** Diagnostics of a failed step, to see why. */
  readonly stderr?: string;
}

export interface ScenarioReport {
  readonly scenario: string;
  readonly ok: boolean;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly steps: readonly StepReport[];
}

export interface RunnerOptions {
  readonly apiBase: string;
  readonly env: CliIo['env'];
  readonly keepGoing: boolean;
  /** Values known before the first step (the scenario's folder, for its data files). */
  readonly vars?: Readonly<Record<string, string>>;
  /** The line of each step in the file, for the report. */
  readonly lines?: readonly number[];
  /** Called after each step (the command prints as it goes). */
  readonly onStep?: (report: StepReport) => void;
}

/** `${name}` → a saved value; an unknown name is left as written, so the failure shows it. */
function interpolate(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{([A-Za-z0-9_.-]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Expectations may name saved values too (`"orderCode": "${orderCode}"`). */
function interpolateDeep(value: unknown, vars: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, vars));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, vars)]));
  return value;
}

function parseOutput(stdout: string): unknown {
  const text = stdout.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A step's command as reported: an SSN given as a flag value is not repeated in the report. */
const redacted = (command: readonly string[]): string[] =>
  command.map((arg, i) => (command[i - 1] === '--ssn' ? '***' : arg.replace(/^--ssn=.*/, '--ssn=***')));

const valueAsText = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);

export async function runScenario(scenario: Scenario, run: NestedRun, options: RunnerOptions): Promise<ScenarioReport> {
  const dir = await mkdtemp(join(tmpdir(), 'licensehub-scenario-'));
  const session = join(dir, 'session.json');
  const vars: Record<string, string> = { ...options.vars, tmpdir: dir };
  const reports: StepReport[] = [];
  try {
    for (const [i, step] of scenario.steps.entries()) {
      const report = await runStep(i + 1, step, vars, run, { ...options, session });
      reports.push(report);
      options.onStep?.(report);
      if (!report.ok && !options.keepGoing) break;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const failed = reports.filter((r) => !r.ok).length;
  return {
    scenario: scenario.name ?? 'scenario',
    ok: failed === 0 && reports.length === scenario.steps.length,
    passed: reports.length - failed,
    failed,
    skipped: scenario.steps.length - reports.length,
    steps: reports,
  };
}

async function runStep(index: number, step: Step, vars: Record<string, string>, run: NestedRun, o: RunnerOptions & { session: string }): Promise<StepReport> {
  const command = step.run.map((a) => interpolate(a, vars));
  const stdout = new CapturedStream();
  const stderr = new CapturedStream();
  const started = performance.now();
  const exit = await run(['--api', o.apiBase, '--session', o.session, '--json', ...command], {
    stdout,
    stderr,
    ...(step.stdin === undefined ? {} : { stdin: textInput(interpolate(step.stdin, vars)) }),
    env: o.env,
  });
  const ms = Math.round(performance.now() - started);
  const output = parseOutput(stdout.text);
  const failures = check({ exit, output, stderr: stderr.text }, interpolateDeep(step.expect ?? {}, vars) as Step['expect']);
  for (const [name, path] of Object.entries(step.save ?? {})) {
    const value = valueAsText(valueAt(output, path));
    if (value === undefined) failures.push(`nothing to save as ${name} at ${path}`);
    else vars[name] = value;
  }
  const ok = failures.length === 0;
  const shown = redacted(command);
  const line = o.lines?.[index - 1];
  return {
    index,
    name: step.name ?? shown.join(' '),
    command: shown,
    exit,
    ok,
    failures,
    ms,
    ...(line === undefined ? {} : { line }),
    ...(ok ? {} : { stderr: stderr.text.trim() }),
  };
}
