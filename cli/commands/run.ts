/**
 * run <scenario.json>: a scripted journey (see cli/scenario/scenario.ts for the format). One line
 * per step, the failures under a failed one; exit 1 on the first failed expectation, or after
 * all steps with --keep-going.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import * as E from 'fp-ts/Either';
import { decode } from '../../core/model/decode';
import { readJsonFile } from '../args';
import type { ContextFor } from '../context';
import { failed, usage } from '../exit';
import { runScenario, type StepReport } from '../scenario/runner';
import { topCommand } from './index';
import { Scenario, unknownScenarioKeys } from '../scenario/scenario';

const line = (r: StepReport): string =>
  `${r.ok ? 'ok' : 'not ok'} ${r.index} - ${r.name} (${r.line === undefined ? '' : `line ${r.line}, `}exit ${r.exit}, ${r.ms} ms)\n` +
  r.failures.map((f) => f.replace(/^/gm, '    ') + '\n').join('') +
  (!r.ok && r.stderr
    ? r.stderr
        .split('\n')
        .map((l) => `    | ${l}\n`)
        .join('')
    : '');

/** The file's text; unreadable is bad input (exit 2). */
async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    throw usage(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** JSON, or the YAML subset of yaml.ts for .yaml/.yml, with the line of each step; anything unreadable is bad input (exit 2). */
async function readScenarioFile(file: string): Promise<{ raw: unknown; lines: number[] }> {
  // The YAML reader is loaded by the command that reads a scenario, not by every start of the CLI.
  const { parseYaml, stepLines, YamlError } = await import('../scenario/yaml');
  if (/\.json$/i.test(file)) {
    const raw = await readJsonFile(file);
    return { raw, lines: stepLines(await readText(file)) };
  }
  if (!/\.ya?ml$/i.test(file)) throw usage(`${file}: scenarios are .json or .yaml files`);
  const text = await readText(file);
  try {
    return { raw: parseYaml(text), lines: stepLines(text) };
  } catch (e) {
    if (e instanceof YamlError) throw usage(`${file}: ${e.message}`);
    throw e;
  }
}

export function registerRun(program: Command, contextFor: ContextFor): void {
  topCommand(program, 'run')
    .argument('<scenario>', 'scenario file (.json, or .yaml in the subset of examples/scenarios/README.md)')
    .option('--keep-going', 'run every step even after one fails')
    .addHelpText('after', '\nThe format is described in examples/scenarios/README.md; examples are in examples/scenarios/.')
    .action(async (file: string, o: { keepGoing?: boolean }, command: Command) => {
      const ctx = contextFor(command);
      const { raw, lines } = await readScenarioFile(file);
      const decoded = decode(Scenario, raw);
      if (E.isLeft(decoded)) throw usage(`${file}: not a scenario: ${decoded.left.message}`);
      const unknown = unknownScenarioKeys(raw, lines);
      if (unknown.length) throw usage(unknown.map((u) => `${file}: ${u}`).join('\n'));
      const scenario = decoded.right;
      if (!ctx.out.json) ctx.io.stdout.write(`# ${scenario.name ?? file}\n`);
      const report = await runScenario(scenario, ctx.runCli, {
        apiBase: ctx.apiBase,
        env: ctx.io.env,
        keepGoing: o.keepGoing === true,
        vars: { scenarioDir: dirname(resolve(file)) },
        lines,
        onStep: (r) => {
          if (!ctx.out.json) ctx.io.stdout.write(line(r));
        },
      });
      ctx.out.result(report, () => `# ${report.passed} passed, ${report.failed} failed${report.skipped ? `, ${report.skipped} not run` : ''}\n`);
      if (!report.ok) throw failed(`the scenario failed: ${report.failed} step(s) failed${report.skipped ? `, ${report.skipped} not run` : ''}`, true);
    });
}
