/**
 * One documented JSON output: every command's --json output, when it succeeds and when it
 * fails, decodes with its schema (cli/output/schema.ts, documented in cli/README.md), carries no
 * internal field, and every failure is the one error object with the command's exit code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Command } from 'commander';
import { CapturedStream } from '../../cli/io';
import { buildProgram } from '../../cli/program';
import { JSON_CHECKED_WITH_TELEMETRY, NOT_JSON, outputJsonSchema, JSON_SCHEMA_FILE } from '../../cli/output/schema';
import { JSON_OUTPUT_VERSION } from '../../cli/output/emit';
import { keptSchema, schemaProblem } from './json-schema';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, useSandbox } from './helpers';

const cli = useSandbox(test);

const leaves: string[] = [];
const walk = (command: Command, path: string[]) => {
  for (const sub of command.commands) {
    if (sub.commands.length) walk(sub, [...path, sub.name()]);
    else leaves.push([...path, sub.name()].join(' '));
  }
};
walk(await buildProgram({ stdout: new CapturedStream(), stderr: new CapturedStream(), env: {} }, () => undefined as never), []);

/** The command path of an argv: its leading words that name commands. */
const commandOf = (argv: readonly string[]): string => {
  const two = argv.slice(0, 2).join(' ');
  return leaves.includes(two) ? two : argv[0]!;
};

const seen = new Map<string, { ok: boolean; failed: boolean }>();

async function check(argv: string[], opts: { stdin?: string } = {}): Promise<{ code: number; json: any }> {
  const r = await cli.run(argv, opts);
  const command = commandOf(argv);
  assert.ok(r.json !== undefined, `${argv.join(' ')}: stdout is one JSON document: ${r.stdout.slice(0, 200)}`);
  const problem = schemaProblem(command, r.code, r.json);
  assert.is(problem, undefined, `${argv.join(' ')} (exit ${r.code})`);
  const mark = seen.get(command) ?? { ok: false, failed: false };
  seen.set(command, { ok: mark.ok || r.code === 0, failed: mark.failed || r.code !== 0 });
  return { code: r.code, json: r.json };
}

test('every command, done and failed, keeps its JSON schema; failures are the one error object', async () => {
  // Before a session: the failures of commands that need one.
  await check(['whoami']);
  await check(['incomplete', 'list']);
  await check(['pdb-report', 'metadata']);
  await check(['pdb-report', 'start']);
  await check(['orders', 'list', '--page', '0']);
  await check(['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Nobody', '--npn', '9999999', '--accept-use-agreement']);
  await check(['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', 'abc', '--accept-use-agreement']);
  await check(ALICE_BY_NPN);
  await check(['whoami']);

  await check(['start-flow']);
  await check(['start-flow', '--product', 'NOT_A_PRODUCT']);
  await check([...ALICE_CA_LIFE_FLOW, '--dry-run']);
  const flowId = (await check(ALICE_CA_LIFE_FLOW)).json.flowId;
  await check(['modules', 'list', flowId]);
  // The journey of the new flow: where it stands, its resume, the attestation, the contact, the
  // validation (problems: modules unanswered) and the payment (refused: steps left).
  await check(['journey', flowId, '--type', 'licensing']);
  await check(['journey', 'no-such-flow', '--type', 'licensing']);
  await check(['resume', flowId, '--type', 'licensing']);
  await check(['resume', 'no-such-flow', '--type', 'licensing']);
  await check(['attest', flowId, '--type', 'licensing']);
  await check(['attest', flowId, '--type', 'licensing', '--confirm']);
  await check(['contact', flowId, '--type', 'licensing']);
  await check(['contact', 'no-such-flow', '--type', 'licensing']);
  await check(['validate', flowId, '--type', 'licensing']);
  await check(['pay', flowId, '--type', 'licensing']);
  // Alice's application with every module answered, finished: submitter, attestation, validation, payment page.
  const ready = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';
  await check(['submitter', 'set', ready, '--type', 'licensing', '--accept-use']);
  await check(['attest', ready, '--type', 'licensing', '--confirm']);
  await check(['validate', ready, '--type', 'licensing']);
  await check(['pay', ready, '--type', 'licensing']);
  await check(['modules', 'list', 'no-such-flow']);
  await check(['modules', 'show', flowId, 'biographic']);
  await check(['modules', 'show', 'no-such-flow', 'biographic']);
  await check(['modules', 'fill', flowId, 'biographic', '--data', '-'], { stdin: '{"birthDate":"13/45/1986"}' });
  await check(['modules', 'fill', flowId, 'biographic', '--data', '-'], {
    stdin: '{"birthDate":"04/12/1986","gender":"F","contactPreference":"EMAIL","email":"a@b.org"}',
  });
  await check(['modules', 'submit', flowId, 'biographic']);
  await check(['modules', 'submit', 'no-such-flow', 'biographic']);
  await check(['submitter', 'show', flowId]);
  await check(['submitter', 'show', 'no-such-flow']);
  await check(['submitter', 'set', flowId, '--set', 'extension=12a']);
  await check(['submitter', 'set', flowId, '--accept-use']);
  await check(['address', 'search', '1600 Congress Ave']);
  await check(['address', 'search', ' ']);

  const ccr = (await check(['start-flow', '--product', 'contact-change'])).json.flowId;
  await check(['contact-change', 'review', ccr]);
  await check(['contact-change', 'review', 'no-such-flow']);
  const names = (await check(['start-flow', '--product', 'demographic-update'])).json.flowId;
  await check(['name-change', 'show', names]);
  await check(['name-change', 'show', 'no-such-flow']);
  await check(['name-change', 'set', names, '--last-name', 'Morgan-Smith']);
  await check(['name-change', 'set', names, '--first-name', 'Alicia']);

  await check(['orders', 'list']);
  await check(['orders', 'list', '--page', '99']);
  await check(['orders', 'show', 'LH1000012']);
  await check(['orders', 'show', 'LH9999999']);
  await check(['orders', 'pdf', 'LH1000012', '--out', cli.dir]);
  await check(['orders', 'pdf', 'LH9999999', '--out', cli.dir]);
  const batch = (await check(['incomplete', 'list'])).json.applications[0].flowId;
  await check(['incomplete', 'delete', batch]);
  await check(['incomplete', 'delete', batch, '--yes']);

  await check(['pdb-report', 'metadata']);
  const report = (await check(['pdb-report', 'start'])).json.flowId;
  await check(['pdb-report', 'status', report]);
  await check(['pdb-report', 'status', report, '--wait', '--timeout', '1s']);
  await check(['pdb-report', 'status', report, '--wait']);
  await check(['pdb-report', 'status', 'no-such-flow']);
  await check(['pdb-report', 'show', 'LH1000008']);
  await check(['pdb-report', 'show', 'LH1000012']);

  const scenario = join(cli.dir, 'one-step.json');
  writeFileSync(scenario, JSON.stringify({ steps: [{ run: ALICE_BY_NPN }, { run: ['whoami'], expect: { fields: { displayName: 'Alice Morgan' } } }] }));
  await check(['run', scenario]);
  await check(['run', join(cli.dir, 'none.json')]);
  const identity = join(cli.dir, 'identity.json');
  writeFileSync(identity, JSON.stringify({ entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001' }));
  await check(['contract', '--identity', identity]);
  await check(['contract', '--identity', join(cli.dir, 'none.json')]);

  await check(ACME_BY_FEIN);
  const update = (await check(['start-flow', '--product', 'license-update'])).json.flowId;
  await check(['license-update', 'show', update]);
  await check(['license-update', 'show', 'no-such-flow']);
  await check(['license-update', 'search', update, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'OK']);
  await check(['license-update', 'search', 'no-such-flow', '--npn', '1000001', '--last-name', 'Morgan', '--state', 'OK']);
  await check(['license-update', 'add', update, '--npn', '1000002', '--last-name', 'Carter', '--state', 'TX', '--license-code', 'AG-5001']);
  await check(['license-update', 'proceed', update]);
  await check(['license-update', 'proceed', 'no-such-flow']);
  await check(['license-update', 'remove', update, '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license-code', 'AG-5001']);
  const fresh = (await check(['start-flow', '--product', 'license-update'])).json.flowId;
  await check(['license-update', 'add', fresh, '--npn', '1000004', '--last-name', 'Evans', '--state', 'TX', '--license-code', 'AG-5001']);
  const removed = await check(['license-update', 'remove', fresh, '--npn', '1000004', '--last-name', 'Evans', '--state', 'TX', '--license-code', 'AG-5001']);
  assert.is(removed.code, 0);
  await check(['license-update', 'remove', 'no-such-flow', '--npn', '1000001', '--last-name', 'Morgan', '--state', 'TX', '--license-code', 'AG-5001']);
  await check(['logout']);

  for (const command of leaves.filter((c) => !NOT_JSON.includes(c) && !JSON_CHECKED_WITH_TELEMETRY.includes(c))) {
    const mark = seen.get(command);
    assert.ok(mark?.ok, `${command}: a run that succeeds is checked`);
    if (command !== 'logout') assert.ok(mark?.failed, `${command}: a run that fails is checked`);
  }
});

test('the JSON Schema the repository keeps is the one the codecs give, with an entry for every command (scripts/cli-json-schema.ts writes it)', () => {
  assert.equal(keptSchema, outputJsonSchema(), `${JSON_SCHEMA_FILE} is out of date: run node --import tsx scripts/cli-json-schema.ts`);
  for (const command of leaves.filter((c) => !NOT_JSON.includes(c))) assert.ok(command.replaceAll(' ', '.') in keptSchema.$defs, command);
});

test("cli/README.md documents the schema's version and what changed in it", () => {
  const readme = readFileSync('cli/README.md', 'utf8');
  assert.match(readme, `## JSON output (version ${JSON_OUTPUT_VERSION})`);
  assert.match(readme, `Version ${JSON_OUTPUT_VERSION} `);
});

test.run();
