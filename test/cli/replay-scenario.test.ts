/**
 * `replays scenario`: a recorded session's journey commands (as the browser keeps them) become a
 * scenario file with a test identity, holding none of the licensee's values, and `licensehub run`
 * replays it green against the sandbox.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TELEMETRY_PATH } from '../../core/model/telemetry';
import { keptCommand } from '../../core/use-cases/journey/replay';
import { parseYaml } from '../../cli/scenario/yaml';
import { Scenario } from '../../cli/scenario/scenario';
import { outputProblem } from '../../cli/output/schema';
import { useSandbox } from './helpers';

const cli = useSandbox(test);
const BIRTH_DATE = '07/23/1979';
const EMAIL = 'alice.real@example.org';
/** The personal details module as the module page saves it: whole. */
const PERSONAL_DETAILS = { firstName: 'Alice', lastName: 'Morgan', birthDate: BIRTH_DATE, gender: 'F', contactPreference: 'EMAIL', email: EMAIL };

test.before(async () => {
  const commands = [
    keptCommand.createFlow(
      {
        productType: 'PRODUCER_LICENSING',
        applicationType: 'NEW',
        residencyType: 'NONRESIDENT',
        basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
        states: [{ stateCode: 'CA', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE'] }] }],
      },
      'F-REAL-1',
    ),
    keptCommand.saveModule('F-REAL-1', 'biographic', PERSONAL_DETAILS),
    keptCommand.saveModule('F-REAL-2', 'biographic', PERSONAL_DETAILS),
    ...keptCommand.recordsWritten(null, JSON.stringify({ 'F-REAL-1': { attested: true } })),
  ];
  const batch = { sessionId: 's-journey', identity: 2, events: [], commands };
  const res = await fetch(`${cli.sandbox.url}${TELEMETRY_PATH}/replay/sessions/s-journey/events`, { method: 'POST', body: JSON.stringify(batch) });
  assert.is(res.status, 204);
});

test('replays scenario writes a scenario of the recorded journey with a test identity and no recorded value, and licensehub run replays it green', async () => {
  const out = join(cli.dir, 'journey.yaml');
  const made = await cli.run(['replays', 'scenario', 's-journey', '--out', out]);
  assert.is(made.code, 0, made.stderr);
  assert.is(outputProblem('replays scenario', made.code, made.json), undefined, 'the documented JSON');
  assert.equal([made.json.identity, made.json.commands, made.json.steps], ['alice', 4, 6]);
  const text = readFileSync(out, 'utf8');
  for (const value of [BIRTH_DATE, EMAIL, 'F-REAL']) assert.not.ok(text.includes(value), `the scenario holds ${value}`);
  assert.ok(Scenario.is(parseYaml(text)), 'a scenario of the run format');

  const replayed = await cli.run(['run', out], { json: false });
  assert.is(replayed.code, 0, replayed.stdout + replayed.stderr);
  assert.match(replayed.stdout, /# 6 passed, 0 failed\n$/);
});

test('replays scenario says what it writes in words, and refuses an --out that is not a scenario file', async () => {
  const out = join(cli.dir, 'journey.json');
  const made = await cli.run(['replays', 'scenario', 's-journey', '--out', out, '--identity', 'alice'], { json: false });
  assert.is(made.code, 0, made.stderr);
  assert.match(made.stdout, /^Saved .*journey\.json: 6 steps from 4 journey commands, as the test identity alice\.\nRun: licensehub run /);
  assert.ok(Scenario.is(JSON.parse(readFileSync(out, 'utf8'))));
  const asFirm = await cli.run(['replays', 'scenario', 's-journey', '--out', join(cli.dir, 'firm.yaml'), '--identity', 'acme']);
  assert.is(asFirm.code, 0, asFirm.stderr);
  const firm = await cli.run(['run', join(cli.dir, 'firm.yaml')], { json: false });
  assert.is(firm.code, 0, firm.stdout + firm.stderr);
  const refused = await cli.run(['replays', 'scenario', 's-journey', '--out', join(cli.dir, 'journey.txt')]);
  assert.is(refused.code, 2);
});

test.run();
