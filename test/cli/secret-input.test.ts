/** Reading an SSN: one per stdin line, or a terminal prompt that never echoes what is typed. */
import { PassThrough } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CapturedStream, textInput } from '../../cli/io';
import { LineReader, promptHidden, ssnSource } from '../../cli/secret-input';
import { CliExit } from '../../cli/exit';

/** A terminal double: a stream that says it is a terminal, records raw mode, and receives keystrokes. */
function fakeTerminal() {
  const modes: boolean[] = [];
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: (m: boolean) => modes.push(m) });
  return { input, modes, type: (text: string) => input.write(text) };
}
/** The prompt on a terminal double; keystrokes go in once it is shown (it loads on first use). */
function prompting(label: string) {
  const terminal = fakeTerminal();
  const stderr = new CapturedStream(true);
  const io = { stdout: new CapturedStream(), stderr, stdin: terminal.input, env: {} };
  const shown = async () => {
    while (!stderr.text.includes(label)) await new Promise((resolve) => setImmediate(resolve));
  };
  return { terminal, stderr, io, shown };
}

test('lines of stdin are read one at a time (the search SSN, then the authorization answer)', async () => {
  const lines = new LineReader(textInput('123-45-6789\r\n8901\n'));
  assert.is(await lines.next(), '123-45-6789');
  assert.is(await lines.next(), '8901');
  assert.is(await lines.next(), undefined);
});

test('the hidden prompt shows its label, never the typed characters, honours backspace, and leaves raw mode', async () => {
  const { terminal, stderr, io, shown } = prompting('Social Security Number (SSN)');
  const answer = promptHidden(io, 'Social Security Number (SSN)');
  await shown();
  terminal.type('123-45-67');
  terminal.type('x\u007f89\r');
  assert.is(await answer, '123-45-6789');
  assert.match(stderr.text, 'Social Security Number (SSN)');
  for (const typed of ['123', '45', '67', '89', 'x']) assert.not.match(stderr.text.replace('(SSN)', ''), typed);
  assert.is(terminal.modes.at(-1), false);
});

test('escape sequences never land in the answer: Up and Down are ignored, Left and Right move the cursor', async () => {
  const { terminal, io, shown } = prompting('SSN');
  const answer = promptHidden(io, 'SSN');
  await shown();
  for (const keys of ['123', '\u001b[A', '45', '\u001b[B', '679', '\u001b[D', '8', '\u001b[C', '\r']) terminal.type(keys);
  assert.is(await answer, '123456789');
});

test('escape sequences split across reads, with parameters, SS3 keys and Delete are keys too, never characters', async () => {
  const { terminal, io, shown } = prompting('SSN');
  const answer = promptHidden(io, 'SSN');
  await shown();
  terminal.type('12\u001b');
  terminal.type('[1;5');
  terminal.type('C3\u001bOP4\u001b[3~56\r');
  assert.is(await answer, '123456');
});

test('Ctrl-C at the prompt cancels with a usage exit', async () => {
  const { terminal, io, shown } = prompting('SSN');
  const answer = promptHidden(io, 'SSN');
  await shown();
  terminal.type('12\u0003');
  try {
    await answer;
    assert.unreachable('the prompt should be cancelled');
  } catch (e) {
    assert.instance(e, CliExit);
    assert.is((e as CliExit).code, 2);
  }
});

test('without a terminal there is no prompt, only a usage exit', async () => {
  try {
    await promptHidden({ stdout: new CapturedStream(), stderr: new CapturedStream(), stdin: textInput(''), env: {} }, 'SSN');
    assert.unreachable('no prompt without a terminal');
  } catch (e) {
    assert.instance(e, CliExit);
    assert.is((e as CliExit).code, 2);
  }
});

test('ssnSource prompts on a terminal when --ssn-stdin is not given', async () => {
  const { terminal, io, shown } = prompting('Last four digits of the SSN');
  const answer = ssnSource(io, {}).read('Last four digits of the SSN');
  await shown();
  terminal.type('8901\n');
  assert.is(await answer, '8901');
});

test.run();
