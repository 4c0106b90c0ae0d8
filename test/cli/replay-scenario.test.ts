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
import { startedInCalifornia } from '../recorded-journey';
import { keptCommand, type JourneyCommand } from '../../core/use-cases/journey/replay';
import type { SubmitterPost } from '../../core/model/submitter';
import { parseYaml } from '../../cli/scenario/yaml';
import { Scenario } from '../../cli/scenario/scenario';
import { schemaProblem } from './json-schema';
import { useSandbox } from './helpers';

const cli = useSandbox(test);
const BIRTH_DATE = '07/23/1979';
const EMAIL = 'alice.real@example.org';
/** The personal details module as the module page saves it: whole. */
const PERSONAL_DETAILS = { firstName: 'Alice', lastName: 'Morgan', birthDate: BIRTH_DATE, gender: 'F', contactPreference: 'EMAIL', email: EMAIL };

/** A recorded session as the browser sends it to the ingest. */
async function recorded(sessionId: string, commands: readonly JourneyCommand[]): Promise<void> {
  const batch = { sessionId, identity: 2, events: [], commands };
  const res = await fetch(`${cli.sandbox.url}${TELEMETRY_PATH}/replay/sessions/${sessionId}/events`, { method: 'POST', body: JSON.stringify(batch) });
  assert.is(res.status, 204);
}

/** The steps after the attestation, as the browser keeps them from the journey's records. */
const attestedAndValidated = (flowId: string, contact: object): JourneyCommand[] => [
  ...keptCommand.recordsWritten(null, JSON.stringify({ [flowId]: { attested: true } })),
  ...keptCommand.recordsWritten(JSON.stringify({ [flowId]: { attested: true } }), JSON.stringify({ [flowId]: { attested: true, contact } })),
  ...keptCommand.recordsWritten(
    JSON.stringify({ [flowId]: { attested: true, contact } }),
    JSON.stringify({ [flowId]: { attested: true, contact, validated: true } }),
  ),
];

/** Writes the session's scenario as `identity` and runs it: every step passes. */
async function replayedGreen(sessionId: string, identity: string): Promise<string> {
  const out = join(cli.dir, `${sessionId}.yaml`);
  const made = await cli.run(['replays', 'scenario', sessionId, '--out', out, '--identity', identity]);
  assert.is(made.code, 0, made.stderr);
  const replayed = await cli.run(['run', out], { json: false });
  assert.is(replayed.code, 0, replayed.stdout + replayed.stderr);
  assert.match(replayed.stdout, new RegExp(`# ${made.json.steps} passed, 0 failed\n$`));
  return readFileSync(out, 'utf8');
}

test.before(async () => {
  const commands = [
    startedInCalifornia(),
    keptCommand.saveModule('F-REAL-1', 'biographic', PERSONAL_DETAILS),
    keptCommand.saveModule('F-REAL-2', 'biographic', PERSONAL_DETAILS),
    ...keptCommand.recordsWritten(null, JSON.stringify({ 'F-REAL-1': { attested: true } })),
  ];
  await recorded('s-journey', commands);
});

test('replays scenario writes a scenario of the recorded journey with a test identity and no recorded value, and licensehub run replays it green', async () => {
  const out = join(cli.dir, 'journey.yaml');
  const made = await cli.run(['replays', 'scenario', 's-journey', '--out', out]);
  assert.is(made.code, 0, made.stderr);
  assert.is(schemaProblem('replays scenario', made.code, made.json), undefined, 'the documented JSON');
  assert.equal([made.json.identity, made.json.commands, made.json.steps], ['alice', 4, 10]);
  const text = readFileSync(out, 'utf8');
  for (const value of [BIRTH_DATE, EMAIL, 'F-REAL']) assert.not.ok(text.includes(value), `the scenario holds ${value}`);
  assert.ok(Scenario.is(parseYaml(text)), 'a scenario of the run format');

  const replayed = await cli.run(['run', out], { json: false });
  assert.is(replayed.code, 0, replayed.stdout + replayed.stderr);
  assert.match(replayed.stdout, /# 10 passed, 0 failed\n$/);
});

test('replays scenario says what it writes in words, and refuses an --out that is not a scenario file', async () => {
  const out = join(cli.dir, 'journey.json');
  const made = await cli.run(['replays', 'scenario', 's-journey', '--out', out, '--identity', 'alice'], { json: false });
  assert.is(made.code, 0, made.stderr);
  assert.match(made.stdout, /^Saved .*journey\.json: 10 steps from 4 journey commands, as the test identity alice\.\nRun: licensehub run /);
  assert.ok(Scenario.is(JSON.parse(readFileSync(out, 'utf8'))));
  const asFirm = await cli.run(['replays', 'scenario', 's-journey', '--out', join(cli.dir, 'firm.yaml'), '--identity', 'acme']);
  assert.is(asFirm.code, 0, asFirm.stderr);
  const firm = await cli.run(['run', join(cli.dir, 'firm.yaml')], { json: false });
  assert.is(firm.code, 0, firm.stdout + firm.stderr);
  const refused = await cli.run(['replays', 'scenario', 's-journey', '--out', join(cli.dir, 'journey.txt')]);
  assert.is(refused.code, 2);
});

test('a recorded name change (name, submitter, attestation, another verification contact, validation) replays green with --type name-change', async () => {
  await recorded('s-name', [
    keptCommand.startUpdate('DEMOGRAPHIC_UPDATE_2', 'F-REAL-3'),
    keptCommand.postPrimaryName({
      flowId: 'F-REAL-3',
      items: [{ requestedName: { type: 'INDIVIDUAL', first: 'Alicia', last: 'Morgan-Real' }, jurisdictions: [] }],
    }),
    keptCommand.postSubmitter({ flowId: 'F-REAL-3', submittingFor: 'MY_SELF', email: EMAIL } as unknown as SubmitterPost),
    ...attestedAndValidated('F-REAL-3', { use: 'other', email: EMAIL, phone: '(602) 555-0199' }),
  ]);
  const text = await replayedGreen('s-name', 'alice');
  assert.match(text, /- name-change\n\s+- set\n/);
  assert.match(text, /--type\n\s+- name-change\n/);
  for (const value of ['Morgan-Real', EMAIL, '555-0199', 'F-REAL']) assert.not.ok(text.includes(value), `the scenario holds ${value}`);
});

test('validate in a replay: a contact change, a resumed application and a report, each with steps the recording did not save, are filled from the test data and validate green', async () => {
  await recorded('s-fill', [
    keptCommand.createFlow({ productType: 'CONTACT_CHANGE' }, 'F-REAL-5'),
    keptCommand.saveModule('F-REAL-5', 'contact-details', { email: EMAIL, phone: '(602) 555-0199' }),
    ...attestedAndValidated('F-REAL-5', { use: 'submitter' }),
    ...attestedAndValidated('F-REAL-6', { use: 'other', email: EMAIL, phone: '(602) 555-0199' }),
    keptCommand.startReport('F-REAL-7'),
    ...attestedAndValidated('F-REAL-7', { use: 'submitter' }),
  ]);
  const text = await replayedGreen('s-fill', 'alice');
  assert.match(text, /the recording did not save it/);
  for (const value of [EMAIL, '555-0199', 'F-REAL']) assert.not.ok(text.includes(value), `the scenario holds ${value}`);
});

test("a recorded license update (a DRLP removed, proceed, the firm's submitter, attestation, validation) replays green as the firm with --type license-update", async () => {
  await recorded('s-drlp', [
    keptCommand.startUpdate('LICENSE_UPDATE', 'F-REAL-4'),
    keptCommand.addDrlp('F-REAL-4', { npn: '7777777', lastName: 'Real', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] }),
    keptCommand.removeDrlp('F-REAL-4'),
    { command: 'license-update proceed', flow: keptCommand.removeDrlp('F-REAL-4').flow },
    keptCommand.postSubmitter({
      flowId: 'F-REAL-4',
      isFirm: true,
      submittingFor: 'MY_SELF',
      firstName: 'Real',
      lastName: 'Person',
      address1: '9 Real Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
    } as unknown as SubmitterPost),
    ...attestedAndValidated('F-REAL-4', { use: 'submitter' }),
  ]);
  const text = await replayedGreen('s-drlp', 'acme');
  assert.match(text, /- license-update\n\s+- add\n/);
  for (const value of ['7777777', 'Real', '9 Real Rd', 'Dallas', 'F-REAL']) assert.not.ok(text.includes(value), `the scenario holds ${value}`);
});

test.run();
