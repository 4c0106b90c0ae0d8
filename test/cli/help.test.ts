/**
 * Help a person can act on: every command's --help shows an example of itself, marks its
 * required options, lists the global options and cites no spec; `completion bash|zsh` prints a
 * script that completes commands, subcommands, options and choices.
 */
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Command } from 'commander';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import { buildProgram } from '../../cli/program';

async function cli(argv: string[]) {
  const stdout = new CapturedStream();
  const stderr = new CapturedStream();
  const code = await runCli(argv, { stdout, stderr, env: {} }, { createServices: () => Promise.reject(new Error('no registry in this test')) });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

const commands: { path: string[]; command: Command }[] = [];
const io = () => ({ stdout: new CapturedStream(), stderr: new CapturedStream(), env: {} });
const walk = (command: Command, path: string[]) => {
  for (const sub of command.commands) {
    commands.push({ path: [...path, sub.name()], command: sub });
    walk(sub, [...path, sub.name()]);
  }
};
const full = await buildProgram(io(), () => undefined as never);
walk(full, []);

test('licensehub --help loads no command yet lists each one as the whole tree does', async () => {
  const listed = await buildProgram(io(), () => undefined as never, ['--help']);
  assert.ok(
    listed.commands.every((c) => c.commands.length === 0 && c.options.length === 0),
    'no command registered its subcommands or options',
  );
  const r = await cli(['--help']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, full.helpInformation());
});

test('a command line loads the commands it names: modules list registers modules, not orders', async () => {
  const program = await buildProgram(io(), () => undefined as never, ['--api', 'http://x', 'modules', 'list', 'F-1']);
  const named = (name: string) => program.commands.find((c) => c.name() === name)!;
  assert.ok(named('modules').commands.some((c) => c.name() === 'list'));
  assert.is(named('orders').commands.length, 0);
  assert.equal(
    program.commands.map((c) => c.name()),
    full.commands.map((c) => c.name()),
  );
});

test('every command: --help shows an example of that command, marks each required option, and lists the global options', async () => {
  assert.ok(commands.length >= 35, `${commands.length} commands`);
  for (const { path, command } of commands) {
    const name = path.join(' ');
    const r = await cli([...path, '--help']);
    assert.is(r.code, 0, name);
    // A description wrapped onto the next lines is read as one line.
    const lines = r.stdout.replace(/\n {10,}/g, ' ').split('\n');
    assert.match(r.stdout, /\nExamples?:\n/, name);
    assert.ok(r.stdout.includes(`  $ licensehub ${name}`), `${name}: an example of itself`);
    for (const option of command.options.filter((o) => o.mandatory)) {
      const line = lines.find((l) => l.trimStart().startsWith(option.flags));
      assert.ok(line?.includes('(required)'), `${name} ${option.flags} is marked required`);
    }
    for (const option of command.options.filter((o) => !o.mandatory)) {
      const line = lines.find((l) => l.trimStart().startsWith(option.flags));
      assert.not.ok(line?.includes('(required)'), `${name} ${option.flags} is not marked required`);
    }
    assert.match(r.stdout, /\nGlobal Options:\n(.*\n)*\s+--api <url>/, name);
    assert.match(r.stdout, /--session <file>/, name);
    assert.match(r.stdout, /--json/, name);
    assert.not.match(r.stdout, /spec \u00a7|\u00a7/, name);
  }
});

test('completion bash completes commands, subcommands after a global option with its value, options and choices', async () => {
  const r = await cli(['completion', 'bash']);
  assert.is(r.code, 0, r.stderr);
  const complete = (line: string): string => {
    const script = `${r.stdout}\nread -ra COMP_WORDS <<< "$LINE"; [[ "$LINE" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _licensehub; echo "\${COMPREPLY[*]}"`;
    const out = spawnSync('bash', ['-c', script], { env: { LINE: line, PATH: process.env.PATH }, encoding: 'utf8' });
    assert.is(out.status, 0, out.stderr);
    return out.stdout.trim();
  };
  assert.is(complete('licensehub or'), 'orders');
  assert.match(complete('licensehub orders '), /^list show pdf /);
  assert.is(complete('licensehub --api http://x orders p'), 'pdf');
  assert.is(complete('licensehub identify --entity '), 'individual firm');
  assert.is(complete('licensehub pdb-report status abc --ti'), '--timeout');
});

test("completion by argument type: an option's choices are that command's only, a file where a file is expected", async () => {
  const r = await cli(['completion', 'bash']);
  const complete = (line: string): string => {
    const script = `${r.stdout}\nread -ra COMP_WORDS <<< "$LINE"; [[ "$LINE" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _licensehub; echo "\${COMPREPLY[*]}"`;
    const out = spawnSync('bash', ['-c', script], { env: { LINE: line, PATH: process.env.PATH }, encoding: 'utf8' });
    assert.is(out.status, 0, out.stderr);
    return out.stdout.trim();
  };
  assert.is(complete('licensehub replays scenario s-1 --identity '), 'alice acme');
  assert.is(complete('licensehub contract --identity READ'), 'README.md');
  assert.is(complete('licensehub run examp'), 'examples');
  assert.is(complete('licensehub modules fill f biographic --data READ'), 'README.md');
  assert.is(complete('licensehub --session READ'), 'README.md');
});

test('completion zsh loads the same function through bashcompinit; another shell is a usage error (exit 2)', async () => {
  const zsh = await cli(['completion', 'zsh']);
  assert.is(zsh.code, 0);
  assert.match(zsh.stdout, /bashcompinit/);
  assert.match(zsh.stdout, /complete -o default -F _licensehub licensehub/);
  assert.is((await cli(['completion', 'fish'])).code, 2);
});

test.run();
