/**
 * Both drivers give the same answers on the submitter form: each scenario runs once through
 * `licensehub submitter set` and once through the use-case the screen runs (useSubmitter:
 * createSubmitterUseCase on the browser's composition, with the saved submitter and the core
 * defaults), against the same sandbox and flow, and compares what each shows.
 */
import { kebabValue, submitterRecord } from '../../cli/output/portal-records';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { createTestContainer } from '../../adapters/container/test';
import { resolve, TOKENS } from '../../adapters/container/tokens';
import type { IdentifyRequest } from '../../core/model/identify';
import type { Submitter } from '../../core/model/submitter';
import type { RegistryApi } from '../../core/ports/registry-api';
import { createIdentifyUseCase } from '../../core/use-cases/identify/use-case';
import { submitterDefaults } from '../../core/use-cases/submitter/defaults';
import { addressOf, type SubmitterState } from '../../core/use-cases/submitter/machine';
import { addressChoices, addressCheckView, addressLine, createSubmitterUseCase, submitterErrorList } from '../../core/use-cases/submitter/use-case';
import { journeyFacts, loadJourneyHeld } from '../../core/use-cases/journey/facts';
import { presentJourney } from '../../core/use-cases/journey/journey';
import { must } from '../must';
import { ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, apiOf, useSandbox } from './helpers';

const cli = useSandbox(test);
let flowId: string;
let api: RegistryApi;

test.before(async () => {
  assert.is((await cli.run(ALICE_BY_NPN)).code, 0);
  const created = await cli.run(ALICE_CA_LIFE_FLOW);
  assert.is(created.code, 0, created.stderr);
  flowId = created.json.flowId;
  // The browser's composition, its own session, signed in as the screen does it.
  api = resolve(createTestContainer({ apiBase: apiOf(cli.sandbox) }), TOKENS.RegistryApi);
  const identifying = createIdentifyUseCase({ api });
  identifying.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: 'INDIVIDUAL' });
  identifying.dispatch({
    type: 'SUBMIT',
    request: { entityType: 'INDIVIDUAL', useAgreementAccepted: true, searchType: 'NPN', lastName: 'Morgan', npn: '1000001' } as IdentifyRequest,
  });
  await identifying.settled();
  assert.is(identifying.getState().failure, undefined);
});
test.after.each(() => cli.sandbox.controls.clearFaults());

type Edits = ReadonlyArray<readonly [keyof Submitter, string | boolean]>;

/** A clerk of a firm submitting for Alice from a US address; every field given, so the saved submitter does not matter. */
const SOMEONE_ELSE: Edits = [
  ['country', '1'],
  ['submittingFor', 'SOMEONE_ELSE'],
  ['firmName', 'Acme Agency'],
  ['title', ''],
  ['firstName', 'Dana'],
  ['lastName', 'Stone'],
  ['address1', '1600 Congress Ave'],
  ['address2', ''],
  ['address3', ''],
  ['city', 'Austin'],
  ['state', 'TX'],
  ['zipCode', '78701'],
  ['province', ''],
  ['postalCode', ''],
  ['phone', '(512) 555-0100'],
  ['extension', ''],
  ['email', 'dana@acme.example'],
  ['nonUsaNumber', false],
  ['useAcceptance', true],
];
const MY_SELF: Edits = [
  ['submittingFor', 'MY_SELF'],
  ['useAcceptance', true],
];
/** The base with some fields changed (in place, or added at the end when new). */
const changed = (base: Edits, changes: Edits): Edits => [
  ...base.map(([field, value]) => changes.find(([f]) => f === field) ?? ([field, value] as const)),
  ...changes.filter(([f]) => !base.some(([field]) => field === f)),
];

const viaCli = (edits: Edits, ...more: string[]) =>
  cli.run(['submitter', 'set', flowId, ...edits.flatMap(([field, value]) => ['--set', `${field}=${value}`]), ...more]);

/** The screen's use-case: the saved submitter with the defaults, the same edits typed in order, then Submit. */
async function viaScreen(edits: Edits) {
  const saved = await api.submitter(flowId)();
  assert.ok(E.isRight(saved));
  let navigatedTo: string | undefined;
  // Continue once saved: the journey's next step from the submitter, as the screen gets it (useJourney).
  const held = await loadJourneyHeld(api, 'FLOWS', flowId);
  assert.ok(E.isRight(held));
  const next = E.isRight(held)
    ? presentJourney('FLOWS', flowId, journeyFacts(held.right, { attested: false, validated: false }), {
        modules: held.right.modules.map((m) => m.summary),
        at: 'submitter',
      }).nextPath
    : undefined;
  const screen = createSubmitterUseCase(
    { api, navigate: (to) => (navigatedTo = to) },
    'FLOWS',
    flowId,
    submitterDefaults(E.isRight(saved) ? saved.right : {}),
    next,
  );
  for (const [field, value] of edits) screen.dispatch({ type: 'EDIT', field, value });
  screen.dispatch({ type: 'SUBMIT' });
  await screen.settled();
  return { screen, state: (): SubmitterState => screen.getState(), navigatedTo: () => navigatedTo };
}

/** Both drivers refuse the form with the same messages (docs/portal.md §Submitter), in the same order, and save nothing. */
async function sameRuleMessages(edits: Edits, field: keyof SubmitterState['errors'], message: string) {
  const before = await api.submitter(flowId)();
  const shown = await viaCli(edits);
  const ui = (await viaScreen(edits)).state();
  assert.is(ui.status, 'EDITING');
  assert.is(ui.errors[field], message, 'the screen');
  assert.is(shown.code, 2);
  assert.equal(shown.json.errors, ui.errors);
  assert.is(
    // Each line is the screen's message, then the flag that fixes it: "(--set firmName=…)".
    shown.stderr
      .trim()
      .split('\n')
      .map((line) => line.replace(/^licensehub: /, '').replace(/ \(--.*\)$/, ''))
      .join('\n'),
    submitterErrorList(ui)
      .map((e) => e.message)
      .join('\n'),
  );
  assert.equal(await api.submitter(flowId)(), before, 'nothing saved');
}

test('parity: a blank US ZIP is "ZIP Code is a required field" in both', async () => {
  await sameRuleMessages(changed(SOMEONE_ELSE, [['zipCode', '']]), 'zipCode', 'ZIP Code is a required field');
});

test('parity: a Canadian postal code that is not one is "Postal Code is not valid" in both', async () => {
  const canada = changed(SOMEONE_ELSE, [
    ['country', '156'],
    ['province', 'ON'],
    ['postalCode', '12345'],
    ['state', ''],
    ['zipCode', ''],
  ]);
  await sameRuleMessages(canada, 'postalCode', 'Postal Code is not valid');
});

test('parity: a blank non-US phone is refused by both', async () => {
  await sameRuleMessages(
    changed(SOMEONE_ELSE, [
      ['nonUsaNumber', true],
      ['phone', ''],
    ]),
    'phone',
    'Phone is a required field',
  );
});

test('parity: SOMEONE_ELSE without a firm name is refused by both', async () => {
  await sameRuleMessages(changed(SOMEONE_ELSE, [['firmName', '']]), 'firmName', 'Firm Name is a required field');
});

test("parity: the registry's 400 errors are shown as they came by both", async () => {
  const refuse = () => cli.sandbox.controls.setFaults([{ method: 'POST', path: '/submitter.json', status: 400, times: 1 }]);
  refuse();
  const shown = await viaCli(MY_SELF);
  refuse();
  const ui = await viaScreen(MY_SELF);
  assert.is(ui.state().status, 'EDITING');
  assert.equal(ui.state().serverErrors, ['Injected fault: HTTP 400']);
  assert.is(ui.navigatedTo(), undefined);
  assert.is(shown.code, 1);
  assert.is(shown.json.saved, false);
  assert.equal(shown.json.errors, ui.state().serverErrors);
  assert.match(shown.stderr, 'Injected fault: HTTP 400');
});

test('parity: several matches: the same question and choices; the second chosen saves the same submitter and leads to the same place', async () => {
  const edits = changed(SOMEONE_ELSE, [
    ['address1', '100 Main St'],
    ['zipCode', '73301'],
  ]);
  const asked = await viaCli(edits);
  const ui = await viaScreen(edits);
  const check = ui.state().addressCheck;
  assert.is(ui.state().status, 'CONFIRM_ADDRESS');
  assert.is(check?.kind, 'MULTIPLE');
  if (!check) return;
  assert.is(asked.code, 2);
  assert.equal(asked.json.address, {
    outcome: kebabValue(check.kind),
    ...addressCheckView(check),
    entered: addressLine(addressOf(ui.state().form)),
    choices: addressChoices(check).map(addressLine),
  });
  assert.is(asked.json.address.choices.length, 3);

  ui.screen.dispatch({ type: 'USE_ADDRESS', address: must(addressChoices(check)[1], 'the second address match') });
  await ui.screen.settled();
  const savedByScreen = await api.submitter(flowId)();
  const chose = await viaCli(edits, '--address', '2');
  assert.is(chose.code, 0, chose.stderr);
  assert.is(ui.state().status, 'DONE');
  assert.is(chose.json.nextStep.path, ui.navigatedTo());
  assert.equal(chose.json.submitter, submitterRecord(ui.state().form));
  assert.is(chose.json.submitter.city, 'Dallas');
  assert.equal(await api.submitter(flowId)(), savedByScreen);
});

test.run();
