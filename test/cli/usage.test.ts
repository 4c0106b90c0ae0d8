/**
 * Usage and input errors end with exit 2 before any call (no sandbox: the services are never
 * built), help is exit 0, and the identify form's messages are the core rules' own.
 */
import { test } from 'uvu';
import { JSON_OUTPUT_VERSION } from '../../cli/output/emit';
import * as assert from 'uvu/assert';
import { runCli } from '../../cli/run-cli';
import { CapturedStream, textInput } from '../../cli/io';
import type { ServicesFactory } from '../../cli/context';
import { buildProgram } from '../../cli/program';
import type { Command } from 'commander';

let built = 0;
const noServices: ServicesFactory = async () => {
  built++;
  throw new Error('no registry in this test');
};

async function cli(argv: string[], stdin?: string) {
  const stdout = new CapturedStream();
  const stderr = new CapturedStream();
  const code = await runCli(argv, { stdout, stderr, env: {}, ...(stdin === undefined ? {} : { stdin: textInput(stdin) }) }, { createServices: noServices });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

const alice = ['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--accept-use-agreement'];

test.before.each(() => {
  built = 0;
});

test('--help prints the command tree on stdout and exits 0 without building a client', async () => {
  const r = await cli(['--help']);
  assert.is(r.code, 0);
  for (const command of [
    'identify',
    'whoami',
    'logout',
    'start-flow',
    'modules',
    'submitter',
    'contact-change',
    'name-change',
    'license-update',
    'orders',
    'incomplete',
    'pdb-report',
    'run',
    'contract',
  ]) {
    assert.match(r.stdout, new RegExp(`\\n  ${command}\\b`));
  }
  assert.is(built, 0);
  assert.not.match(r.stdout, /\bspec\b/, 'the help speaks of what a command does, not of the specification');
});

test('every command and subcommand has its own --help (exit 0)', async () => {
  const paths: string[][] = [];
  const walk = (command: Command, path: string[]) => {
    for (const sub of command.commands) {
      if (sub.name() === 'help') continue;
      paths.push([...path, sub.name()]);
      walk(sub, [...path, sub.name()]);
    }
  };
  walk(await buildProgram({ stdout: new CapturedStream(), stderr: new CapturedStream(), env: {} }, () => undefined as never), []);
  assert.ok(paths.length >= 30, `${paths.length} commands`);
  for (const argv of paths) {
    const r = await cli([...argv, '--help']);
    assert.is(r.code, 0, argv.join(' '));
    assert.match(r.stdout, new RegExp(`^Usage: licensehub ${argv.join(' ')} `), argv.join(' '));
  }
});

test('an unknown command is a usage error: exit 2 with a suggestion on stderr', async () => {
  const r = await cli(['whoamii']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /unknown command 'whoamii'/);
  assert.match(r.stderr, /Did you mean whoami\?/);
});

test('a missing mandatory option or a value outside the choices is exit 2', async () => {
  assert.is((await cli(['identify', '--by', 'npn'])).code, 2);
  const r = await cli(['identify', '--entity', 'robot', '--by', 'npn']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /Allowed choices are individual, firm/);
});

test('identify: an NPN that is not numeric gets the form message "must be numeric" (exit 2, no call)', async () => {
  const r = await cli([...alice, '--npn', '10O1']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /National Producer Number \(NPN\) must be numeric/);
  assert.is(built, 0);
});

test('identify: the use agreement must be accepted ("Please accept to continue")', async () => {
  const r = await cli(['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /^licensehub: Please accept to continue \(--accept-use-agreement\)$/m);
});

test('identify: a FEIN not shaped 99-9999999 "is not valid"; --by fein is for firms only', async () => {
  const firm = await cli(['identify', '--entity', 'firm', '--by', 'fein', '--fein', '123456789', '--accept-use-agreement']);
  assert.is(firm.code, 2);
  assert.match(firm.stderr, /Federal Employer Identification Number \(FEIN\) is not valid/);
  const individual = await cli(['identify', '--entity', 'individual', '--by', 'fein', '--fein', '12-3456789', '--accept-use-agreement']);
  assert.is(individual.code, 2);
  assert.match(individual.stderr, /not a lookup option for --entity individual/);
});

test('identify: --ssn as a flag value is refused without --insecure-ssn-flag (shell history)', async () => {
  const r = await cli(['identify', '--entity', 'individual', '--by', 'ssn', '--last-name', 'Morgan', '--ssn', '123-45-6789', '--accept-use-agreement']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /--insecure-ssn-flag/);
  assert.not.match(r.stderr + r.stdout, /123-45-6789/);
});

test('identify: an SSN needed but neither piped nor promptable is exit 2, never a hang', async () => {
  const r = await cli(['identify', '--entity', 'individual', '--by', 'ssn', '--last-name', 'Morgan', '--accept-use-agreement']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /--ssn-stdin/);
});

test('identify: an SSN from stdin not shaped 999-99-9999 "is not valid" and is not echoed', async () => {
  const r = await cli(['identify', '--entity', 'individual', '--by', 'ssn', '--last-name', 'Morgan', '--ssn-stdin', '--accept-use-agreement'], '12345678\n');
  assert.is(r.code, 2);
  assert.match(r.stderr, /Social Security Number \(SSN\) is not valid/);
  assert.not.match(r.stderr + r.stdout, /12345678/);
});

test('with --json a refused input is one JSON document on stdout as well: { error: { kind, message, exit } }', async () => {
  const r = await cli(['--json', ...alice, '--npn', 'abc']);
  assert.is(r.code, 2);
  assert.equal(JSON.parse(r.stdout), {
    version: JSON_OUTPUT_VERSION,
    error: { kind: 'usage', message: 'National Producer Number (NPN) must be numeric (--npn)', exit: 2 },
  });
  const usageError = await cli(['--json', 'orders', 'list', '--page', '0']);
  assert.is(usageError.code, 2);
  assert.is(JSON.parse(usageError.stdout).error.exit, 2);
});

test('--api must be an absolute http(s) URL (exit 2), from the flag or $LICENSEHUB_API', async () => {
  const r = await cli(['--api', 'localhost:8080', 'whoami']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /--api localhost:8080: (an absolute URL|http or https) is expected/);
  assert.is(built, 0);
});

test('flow ids with characters other than letters, digits and hyphens are refused (exit 2)', async () => {
  const r = await cli(['modules', 'list', '../orders']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /letters, digits and hyphens/);
});

test('run: a scenario that is not JSON, or not a scenario, is exit 2', async () => {
  assert.is((await cli(['run', 'examples/scenarios/none.yaml'])).code, 2);
  const r = await cli(['run', 'package.json']);
  assert.is(r.code, 2);
  assert.match(r.stderr, /not a scenario: Invalid field\(s\) steps/);
});

test.run();
