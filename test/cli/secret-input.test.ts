/** Reading an SSN: one per stdin line, or a terminal prompt that never echoes what is typed. */
import { EventEmitter } from 'node:events';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CapturedStream, textInput, type InStream } from '../../cli/io';
import { LineReader, promptHidden, ssnSource } from '../../cli/secret-input';
import { CliExit } from '../../cli/exit';

/** A terminal double: raw mode is recorded, keystrokes are emitted as data. */
function fakeTerminal() {
  const events = new EventEmitter();
  const modes: boolean[] = [];
  const input: InStream = {
    isTTY: true,
    setRawMode: (m: boolean) => modes.push(m),
    on: (e, l) => events.on(e, l),
    off: (e, l) => events.off(e, l),
    resume: () => undefined,
    pause: () => undefined,
    async *[Symbol.asyncIterator]() {},
  };
  return { input, modes, type: (text: string) => events.emit('data', Buffer.from(text)) };
}

test('lines of stdin are read one at a time (the search SSN, then the authorization answer)', async () => {
  const lines = new LineReader(textInput('123-45-6789\r\n8901\n'));
  assert.is(await lines.next(), '123-45-6789');
  assert.is(await lines.next(), '8901');
  assert.is(await lines.next(), undefined);
});

test('the hidden prompt shows its label, never the typed characters, honours backspace, and leaves raw mode', async () => {
  const terminal = fakeTerminal();
  const stderr = new CapturedStream(true);
  const answer = promptHidden({ stdout: new CapturedStream(), stderr, stdin: terminal.input, env: {} }, 'Social Security Number (SSN): ');
  terminal.type('123-45-67');
  terminal.type('x\u007f89\r');
  assert.is(await answer, '123-45-6789');
  assert.is(stderr.text, 'Social Security Number (SSN): \n');
  assert.equal(terminal.modes, [true, false]);
});

test('the hidden prompt ignores arrow keys and other escape sequences: 123, Left, 45, Up, 6789 is 123456789', async () => {
  const terminal = fakeTerminal();
  const answer = promptHidden({ stdout: new CapturedStream(), stderr: new CapturedStream(true), stdin: terminal.input, env: {} }, 'SSN: ');
  terminal.type('123\u001b[D45\u001b[A6789\r');
  assert.is(await answer, '123456789');
});

test('escape sequences split across reads, with parameters, SS3 keys and Alt+key are skipped too', async () => {
  const terminal = fakeTerminal();
  const answer = promptHidden({ stdout: new CapturedStream(), stderr: new CapturedStream(true), stdin: terminal.input, env: {} }, 'SSN: ');
  terminal.type('12\u001b');
  terminal.type('[1;5');
  terminal.type('C3\u001bOP4\u001b[3~5\u001bx6\r');
  assert.is(await answer, '123456');
});

test('Ctrl-C at the prompt cancels with a usage exit', async () => {
  const terminal = fakeTerminal();
  const answer = promptHidden({ stdout: new CapturedStream(), stderr: new CapturedStream(true), stdin: terminal.input, env: {} }, 'SSN: ');
  terminal.type('12\u0003');
  try {
    await answer;
    assert.unreachable('the prompt should be cancelled');
  } catch (e) {
    assert.instance(e, CliExit);
    assert.is((e as CliExit).code, 2);
  }
});

test('ssnSource prompts on a terminal when --ssn-stdin is not given', async () => {
  const terminal = fakeTerminal();
  const source = ssnSource({ stdout: new CapturedStream(), stderr: new CapturedStream(true), stdin: terminal.input, env: {} }, {});
  const answer = source.read('Last four digits of the SSN');
  terminal.type('8901\n');
  assert.is(await answer, '8901');
});

test.run();
