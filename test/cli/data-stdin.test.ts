/** `--data -` reads the JSON from standard input, for modules and the submitter form alike. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE_BY_NPN, useSandbox, ALICE_CA_LIFE_FLOW, moduleValue } from './helpers';

const cli = useSandbox(test);
test.before.each(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

async function licensingFlow(): Promise<string> {
  const r = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(r.code, 0, r.stderr);
  return r.json.flowId;
}

test('modules fill --data - saves the JSON piped on standard input', async () => {
  const flowId = await licensingFlow();
  const r = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', '-'], {
    stdin: JSON.stringify({ birthDate: '04/12/1986', gender: 'F', contactPreference: 'MAIL' }),
  });
  assert.is(r.code, 0, r.stderr);
  assert.is(moduleValue((await cli.run(['modules', 'show', flowId, 'biographic'])).json, 'birthDate'), '04/12/1986');
});

test('submitter set --data - merges the JSON piped on standard input', async () => {
  const flowId = await licensingFlow();
  const r = await cli.run(['submitter', 'set', flowId, '--accept-use', '--data', '-'], { stdin: JSON.stringify({ email: 'piped@example.com' }) });
  assert.is(r.code, 0, r.stderr);
  assert.is((await cli.run(['submitter', 'show', flowId])).json.email, 'piped@example.com');
});

test('--data - with no standard input, or input that is not JSON, is bad input (exit 2) naming standard input', async () => {
  const flowId = await licensingFlow();
  const none = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', '-']);
  assert.is(none.code, 2);
  assert.match(none.stderr, /standard input/);
  const bad = await cli.run(['modules', 'fill', flowId, 'biographic', '--data', '-'], { stdin: 'not json' });
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /standard input is not JSON/);
});

test.run();
