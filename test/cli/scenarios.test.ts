/**
 * `licensehub run`: every example scenario passes against the sandbox; a failed expectation is
 * exit 1 and stops the run, unless --keep-going; steps share one session and saved values.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useSandbox } from './helpers';

const cli = useSandbox(test);

const examples = readdirSync('examples/scenarios')
  .filter((f) => /\.(json|yaml)$/.test(f))
  .sort();

test('there is an example scenario for every journey the sandbox supports', () => {
  for (const journey of [
    'identify-each-way',
    'licensing-application',
    'module-fill-and-submit',
    'order-history-and-pdf',
    'incomplete-application-delete',
    'pdb-report-polling',
    'contact-change-review',
    'name-change',
    'license-update-drlp',
  ]) {
    assert.ok(examples.includes(`${journey}.json`) || examples.includes(`${journey}.yaml`), journey);
  }
});

for (const file of examples) {
  test(`example scenario ${file} passes, every step reported ok`, async () => {
    const r = await cli.run(['run', join('examples/scenarios', file)], { json: false });
    assert.is(r.code, 0, r.stdout + r.stderr);
    assert.not.match(r.stdout, /not ok/);
    assert.match(r.stdout, /# \d+ passed, 0 failed\n$/);
  });
}

function scenario(name: string, steps: unknown[]): string {
  const path = join(cli.dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ name, steps }));
  return path;
}

const identify = { run: ['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001', '--accept-use-agreement'] };

test('a failed expectation is exit 1: the step is "not ok" with why, and the next steps do not run', async () => {
  const file = scenario('failing', [identify, { name: 'wrong count', run: ['orders', 'list'], expect: { counts: { orders: 7 } } }, { run: ['whoami'] }]);
  const r = await cli.run(['run', file], { json: false });
  assert.is(r.code, 1);
  assert.match(r.stdout, /ok 1 - identify/);
  assert.match(r.stdout, /not ok 2 - wrong count \(line 1, exit 0, \d+ ms\)\n {4}count of orders is 5, expected 7\n/);
  assert.not.match(r.stdout, / 3 - /);
  assert.match(r.stdout, /# 1 passed, 1 failed, 1 not run\n/);
});

test('--keep-going runs every step and still exits 1; --json gives the report as data', async () => {
  const file = scenario('keep-going', [
    identify,
    { run: ['orders', 'show', 'LH0'], expect: { exit: 0 } },
    { run: ['whoami'], expect: { fields: { displayName: 'Alice Morgan' } } },
  ]);
  const r = await cli.run(['run', file, '--keep-going']);
  assert.is(r.code, 1);
  assert.is(r.json.passed, 2);
  assert.is(r.json.failed, 1);
  assert.equal(
    r.json.steps.map((s: { ok: boolean }) => s.ok),
    [true, false, true],
  );
  assert.equal(r.json.steps[1].failures, ['exit status is 3, expected 0']);
});

test("a run has its own session: it does not see or change the caller's session", async () => {
  await cli.run(['logout']);
  const file = scenario('own-session', [identify, { run: ['whoami'] }]);
  assert.is((await cli.run(['run', file])).code, 0);
  assert.is((await cli.run(['whoami'])).code, 1);
});

test('an SSN given as a flag value in a step is not repeated in the report', async () => {
  const file = scenario('ssn-flag', [
    {
      run: [
        'identify',
        '--entity',
        'individual',
        '--by',
        'ssn',
        '--last-name',
        'Morgan',
        '--ssn',
        '123-45-6789',
        '--insecure-ssn-flag',
        '--accept-use-agreement',
      ],
    },
  ]);
  const r = await cli.run(['run', file]);
  assert.is(r.code, 0, r.stdout);
  assert.not.match(r.stdout, /6789/);
  assert.ok(r.json.steps[0].command.includes('***'));
});

test('a value saved from one step is used by the next; a missing one fails the saving step', async () => {
  const ok = scenario('save', [
    identify,
    { run: ['orders', 'list'], save: { code: 'orders.0.orderCode' } },
    { run: ['orders', 'show', '${code}'], expect: { fields: { orderCode: '${code}' } } },
  ]);
  assert.is((await cli.run(['run', ok])).code, 0);
  const missing = scenario('save-missing', [identify, { run: ['orders', 'list'], save: { code: 'orders.99.orderCode' } }]);
  const r = await cli.run(['run', missing]);
  assert.is(r.code, 1);
  assert.equal(r.json.steps[1].failures, ['nothing to save as code at orders.99.orderCode']);
});

/** A YAML scenario file, so that each step has a line of its own. */
function yamlScenario(name: string, text: string): string {
  const path = join(cli.dir, `${name}.yaml`);
  writeFileSync(path, text);
  return path;
}

const IDENTIFY_YAML = "  - run: [identify, --entity, individual, --by, npn, --last-name, Morgan, --npn, '1000001', --accept-use-agreement]\n";

test('a key the scenario format does not know (expct, sav) is refused before any step runs, with the known keys (exit 2)', async () => {
  const file = yamlScenario('typos', `steps:\n${IDENTIFY_YAML}  - run: [orders, list]\n    expct: { exit: 1 }\n    sav: { code: orders.0.orderCode }\n`);
  const r = await cli.run(['run', file], { json: false });
  assert.is(r.code, 2);
  assert.is(r.stdout, '');
  assert.match(r.stderr, /step 2 \(line 3\): expct, sav: not a key here \(known: name, run, stdin, expect, save\)/);
  const nested = scenario('nested-typo', [identify, { run: ['whoami'], expect: { feilds: { displayName: 'x' } } }]);
  const n = await cli.run(['run', nested], { json: false });
  assert.is(n.code, 2);
  assert.match(n.stderr, /step 2 \(line 1\), expect: feilds: not a key here \(known: exit, fields, counts, stderr\)/);
});

test("a failed step shows its line, the command's stderr, and a diff for $contains and $equals", async () => {
  const file = yamlScenario(
    'diffs',
    `steps:\n${IDENTIFY_YAML}  - name: an unknown order\n    run: [orders, show, LH0]\n` +
      `  - name: contains\n    run: [incomplete, list]\n    expect:\n      fields:\n        applications: { $contains: { flowId: nope, payable: true } }\n` +
      `  - name: equals\n    run: [whoami]\n    expect:\n      fields:\n        $: { $equals: { displayName: Alice Morgan, npn: '1000009' } }\n`,
  );
  const r = await cli.run(['run', file, '--keep-going'], { json: false });
  assert.is(r.code, 1);
  assert.match(
    r.stdout,
    /not ok 2 - an unknown order \(line 3, exit 3, \d+ ms\)\n {4}exit status is 3, expected 0\n {4}\| licensehub: Order LH0 was not found\.\n/,
  );
  assert.match(r.stdout, /not ok 3 - contains \(line 5, exit 0/);
  assert.match(
    r.stdout,
    /applications has no element with .*; the closest \(- expected, \+ actual\):\n {6}\{\n {4}- {3}"flowId": "nope",\n {4}\+ {3}"flowId": "[\w-]+",\n {8}"payable": true\n/,
  );
  assert.match(r.stdout, /not ok 4 - equals \(line 10, exit 0/);
  assert.match(r.stdout, /- {3}"npn": "1000009"/);
  assert.match(r.stdout, /\+ {3}"npn": "1000001"/);
});

test.run();
