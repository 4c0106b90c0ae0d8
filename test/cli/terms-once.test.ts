/**
 * The terms accepted once per session (docs/portal.md §Submitter): `identify --accept-use-agreement`
 * is the submitter's use acceptance for the whole session, so `submitter set` needs no
 * `--accept-use` and no "Next:" command prints it; still taken when given; a session that holds no
 * acceptance (a session file from before it was recorded) is asked, with the spec's words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { TERMS_ACCEPTED_KEY } from '../../core/model/constants';
import { ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, useSandbox } from './helpers';

const cli = useSandbox(test, { sessionPerTest: true });

async function startFlow(): Promise<string> {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
  const created = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(created.code, 0, created.stderr);
  return created.json.flowId as string;
}

test('the use agreement accepted at identify is the submitter’s use acceptance: submitter set needs no --accept-use, and no Next prints it', async () => {
  const flowId = await startFlow();
  // What payment waits for names each step's command, the submitter's among them.
  const waiting = await cli.run(['pay', flowId], { json: false });
  assert.match(waiting.stdout, `    licensehub submitter set ${flowId}\n`);
  const saved = await cli.run(['submitter', 'set', flowId, '--submitting-for', 'my-self'], { json: false });
  assert.is(saved.code, 0, saved.stderr);
  assert.match(saved.stdout, 'Submitter saved.');
  assert.match(saved.stdout, /Use Acceptance +--accept-use +true/);
  assert.is((await cli.run(['submitter', 'show', flowId])).json.useAcceptance, true);
});

test('--accept-use is still taken when given', async () => {
  const flowId = await startFlow();
  const saved = await cli.run(['submitter', 'set', flowId, '--submitting-for', 'my-self', '--accept-use']);
  assert.is(saved.code, 0, saved.stderr);
  assert.not.match(saved.json.next.command, '--accept-use');
});

test('a session that holds no use agreement is asked: "Please accept to continue (--accept-use)", and the Next command gives it', async () => {
  const flowId = await startFlow();
  // The session file as a session signed in without the record (before it was kept) holds it.
  const file = JSON.parse(readFileSync(cli.file, 'utf8')) as Record<string, Record<string, string>>;
  for (const entries of Object.values(file)) delete entries[TERMS_ACCEPTED_KEY];
  writeFileSync(cli.file, JSON.stringify(file));
  const waiting = await cli.run(['pay', flowId], { json: false });
  assert.match(waiting.stdout, `    licensehub submitter set ${flowId} --accept-use\n`);
  const refused = await cli.run(['submitter', 'set', flowId, '--submitting-for', 'my-self'], { json: false });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, 'Please accept to continue (--accept-use)');
  const saved = await cli.run(['submitter', 'set', flowId, '--submitting-for', 'my-self', '--accept-use']);
  assert.is(saved.code, 0, saved.stderr);
});

test.run();
