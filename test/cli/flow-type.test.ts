/**
 * A flow's type is known from its id when the flow was started from this session: `submitter`
 * takes it without --type and refuses a --type that names another; every next-step hint the CLI
 * prints is a command that works as printed.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, useSandbox } from './helpers';

const cli = useSandbox(test);

/** A hint as argv: `licensehub a b c` → [a, b, c]. */
const argvOf = (hint: string): string[] => {
  const [program, ...argv] = hint.trim().split(/\s+/);
  assert.is(program, 'licensehub', hint);
  return argv;
};

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
});

test('submitter set infers --type from a flow started here: a name change saves through its own call', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const r = await cli.run(['submitter', 'set', flowId, '--accept-use']);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.json.nextStep.path, `/demographic-update/${flowId}/attestation`);
  assert.is((await cli.run(['submitter', 'show', flowId])).json.useAcceptance, true);
});

test("a --type that is not the flow's is refused (exit 2), naming the right one", async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'contact-change'])).json.flowId;
  const r = await cli.run(['submitter', 'set', flowId, '--type', 'licensing', '--accept-use'], { json: false });
  assert.is(r.code, 2);
  assert.is(r.stderr, `licensehub: Flow ${flowId} is a contact-change flow, not licensing: use --type contact-change, or leave --type out\n`);
  assert.is((await cli.run(['submitter', 'show', flowId, '--type', 'contact-change'])).code, 0);
  const report = (await cli.run(['pdb-report', 'start'])).json.flowId;
  assert.is((await cli.run(['submitter', 'show', report])).json.submittingFor, 'my-self');
});

test('one name per type of flow: the old command names and --type values are taken for this release, each with a note naming the new one', async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'contact-change'])).json.flowId;
  const review = await cli.run(['ccr', 'review', flowId]);
  assert.is(review.code, 0, review.stderr);
  assert.is(review.stderr, 'licensehub: ccr is the old name of the command, taken for now: use contact-change\n');
  const typed = await cli.run(['journey', flowId, '--type', 'ccr']);
  assert.is(typed.code, 0, typed.stderr);
  assert.is(typed.json.type, 'contact-change');
  assert.match(typed.stderr, /^licensehub: --type ccr is the old name, taken for now: use --type contact-change$/m);
  const names = await cli.run(['names', 'show', 'no-such-flow']);
  assert.is(names.code, 3);
  assert.match(names.stderr, /^licensehub: names is the old name of the command, taken for now: use name-change$/m);
  const flows = await cli.run(['submitter', 'show', flowId, '--type=flows'], { json: false });
  assert.match(flows.stderr, /^licensehub: --type flows is the old name, taken for now: use --type licensing$/m);
  assert.match(flows.stderr, /is a contact-change flow, not licensing/);
  const current = await cli.run(['contact-change', 'review', flowId]);
  assert.is(current.stderr, '');
});

test('the old names are taken, but no help lists them', async () => {
  const top = await cli.run(['--help'], { json: false });
  const group = await cli.run(['contact-change', '--help'], { json: false });
  for (const help of [top.stdout, group.stdout]) assert.not.match(help, /\b(ccr|names|drlp)\b/);
  const set = await cli.run(['name-change', 'set', '--help'], { json: false });
  assert.match(set.stdout, /--first-name/);
  assert.not.match(set.stdout, /--(first|middle|last) /);
  const remove = await cli.run(['license-update', 'remove', '--help'], { json: false });
  assert.not.match(remove.stdout, /--license /);
  const journey = await cli.run(['journey', '--help'], { json: false });
  assert.not.match(journey.stdout, /"flows"|demographic-update/);
});

test("names set's next step works as printed, and saves through the name change's call", async () => {
  const flowId = (await cli.run(['start-flow', '--product', 'demographic-update'])).json.flowId;
  const set = await cli.run(['name-change', 'set', flowId, '--first-name', 'Alicia'], { json: false });
  assert.is(set.code, 0, set.stderr);
  const hint = /Run: (licensehub .*)\n/.exec(set.stdout)?.[1];
  assert.ok(hint, set.stdout);
  // Without the record of the flows started here too: the hint names its type.
  rmSync(`${cli.file}.flows.json`);
  const followed = await cli.run(argvOf(hint!));
  assert.is(followed.code, 0, followed.stderr);
  assert.match(followed.json.nextStep.path, `/demographic-update/${flowId}/attestation`);
});

test('start-flow: the next command printed for each product works as printed', async () => {
  const runs: string[][] = [
    ['start-flow', '--product', 'contact-change'],
    ['start-flow', '--product', 'name-change'],
    ['start-flow', '--product', 'pdb-report'],
    ALICE_CA_LIFE_FLOW,
  ];
  for (const argv of runs) {
    const started = await cli.run(argv);
    assert.is(started.code, 0, started.stderr);
    const next = await cli.run(argvOf(started.json.next.command));
    assert.is(next.code, 0, `${started.json.next.command}: ${next.stderr}`);
  }
  await cli.run(ACME_BY_FEIN);
  const update = await cli.run(['start-flow', '--product', 'license-update']);
  assert.is((await cli.run(argvOf(update.json.next.command))).code, 0);
  await cli.run(ALICE_BY_NPN);
});

test('a record of flows that cannot be written does not fail the flow creation; --type is then needed', async () => {
  rmSync(`${cli.file}.flows.json`, { force: true });
  mkdirSync(`${cli.file}.flows.json`);
  try {
    const r = await cli.run(['start-flow', '--product', 'demographic-update']);
    assert.is(r.code, 0, r.stderr);
    assert.is((await cli.run(['submitter', 'show', r.json.flowId, '--type', 'name-change'])).code, 0);
  } finally {
    rmSync(`${cli.file}.flows.json`, { recursive: true, force: true });
  }
});

test.run();
