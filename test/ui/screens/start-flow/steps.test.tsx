/**
 * The start-flow wizard's question pages (docs/portal.md §Start flow): product with
 * application and residency types, basis license, states, then each state's licenses; each step
 * at its own address, rebuilt from it on reload, back and forward.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { JOURNEYS } from '../../../../ui/app/journeys';
import { byText, waitFor, type Rendered } from '../../render';
import { button, byLabel, press, summaryMessages } from '../../identify/dom-actions';
import { BASIS_QUERY, TWO_BASIS, json, openWizard, PRODUCT_QUERY, question, registry, waitForQuestion, where } from './fixtures';
import { must } from '../../../must';

const t = suite('start flow: question pages');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const go = (to: number | string) => act(async () => void (await app!.router!.navigate(to as never)));

t('the user menu offers "Apply for a license", which opens the wizard at /start-flow', () => {
  const journey = JOURNEYS.find((j) => j.label === 'Apply for a license');
  assert.is(journey?.path, '/start-flow');
  assert.ok(journey?.description);
});

t('SELECT_PRODUCT: Continue with nothing chosen stays, with "Please select a product" in the error summary, which takes focus', async () => {
  app = await openWizard('/start-flow');
  await waitForQuestion(app, 'What do you want to do?');
  assert.is(document.title, 'What do you want to do? - LicenseHub');
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.equal(summaryMessages(app.host), ['Please select a product']);
  assert.is(document.title, 'Error: What do you want to do? - LicenseHub');
  await waitFor(() => document.activeElement?.getAttribute('role') === 'group', 'focus on the summary');
  assert.is(where(app), '/start-flow');
});

t('a licensing product asks for its application and residency types; a missing one is named; then the basis page has its own address', async () => {
  app = await openWizard('/start-flow');
  await waitForQuestion(app, 'What do you want to do?');
  assert.not.ok(byText(app.host, 'legend', /Type of application/), 'no types before a licensing product is chosen');
  await press(byLabel(app.host, 'Producer license'));
  await waitFor(() => byText(app!.host, 'legend', /Type of application/), 'the application types');
  await press(byLabel(app.host, 'A new license'));
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.equal(summaryMessages(app.host), ['Please select a residency type']);
  await press(byLabel(app.host, 'Resident (my home state)'));
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'Which license is your application based on?');
  assert.is(where(app), `/start-flow/basis?${PRODUCT_QUERY}`);
  // Browser back: the product page with the choices made on it.
  await go(-1);
  await waitForQuestion(app, 'What do you want to do?');
  assert.is(where(app), `/start-flow?${PRODUCT_QUERY}`);
  assert.ok(byLabel(app.host, 'Producer license').checked);
  assert.ok(byLabel(app.host, 'Resident (my home state)').checked);
  // And forward again.
  await go(1);
  await waitForQuestion(app, 'Which license is your application based on?');
});

t('a product offering one application and one residency type needs no answer for them', async () => {
  app = await openWizard('/start-flow');
  await waitForQuestion(app, 'What do you want to do?');
  await press(byLabel(app.host, 'Other license (surplus lines broker)'));
  await waitFor(() => byLabel(app!.host, 'Non-resident (another state)').checked, 'the only residency type chosen');
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'Which license is your application based on?');
  assert.match(where(app), 'product=OTHER_LICENSING&application=NEW&residency=NONRESIDENT');
});

t('SELECT_BASIS: nothing chosen is "Please select a home state license"; the states page keeps the basis in its address', async () => {
  app = await openWizard(`/start-flow/basis?${PRODUCT_QUERY}`);
  await waitForQuestion(app, 'Which license is your application based on?');
  assert.ok(byLabel(app.host, 'TX General Lines Agent, license TX-100001 (resident)'));
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.equal(summaryMessages(app.host), ['Please select a home state license']);
  await press(byLabel(app.host, 'TX General Lines Agent, license TX-100001 (resident)'));
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'Which states do you want to apply in?');
  assert.is(where(app), `/start-flow/states?${BASIS_QUERY}`);
  assert.is(byText(app.host, 'a', 'Back')?.getAttribute('href'), `/start-flow/basis?${BASIS_QUERY}`, 'Back leads to the basis page with the choice');
});

t('one basis license: straight to the states, which name the license used; a single-select product asks for one state with radios', async () => {
  app = await openWizard(
    `/start-flow/basis?${PRODUCT_QUERY}`,
    registry({ '/basis-licenses.json': TWO_BASIS.slice(0, 1), '/supported-states.json': { states: { AZ: 'Arizona' }, multiSelect: false } }),
  );
  await waitForQuestion(app, 'Which state do you want to apply in?');
  assert.match(where(app), '/start-flow/states?', 'the address follows to the step the wizard reached');
  assert.match(
    app.host.textContent!,
    'Your application is based on the only license you hold that it can be based on: TX General Lines Agent, license TX-100001 (resident).',
    'the license chosen for the user is named',
  );
  assert.ok(app.host.querySelector('[role=radiogroup]'), 'one state: radios');
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.equal(summaryMessages(app.host), ['Please select a state']);
});

t(
  'SELECT_LICENSES: one page per state with its licenses, messages and LOAs; each choice is checked by the registry; Next moves to the next state',
  async () => {
    app = await openWizard(`/start-flow/states?${BASIS_QUERY}`);
    await waitForQuestion(app, 'Which states do you want to apply in?');
    await press(byLabel(app.host, 'Arizona'));
    await press(byLabel(app.host, 'Georgia'));
    await press(button(app.host, 'Continue'));
    await waitForQuestion(app, 'Licenses in Arizona');
    assert.match(app.host.querySelector('h1')!.textContent!, 'Apply for a license, state 1 of 2');
    assert.is(where(app), `/start-flow/licenses/AZ?${BASIS_QUERY}&states=AZ,GA`);
    assert.match(app.host.textContent!, 'Fingerprints are required for every new producer license.');
    assert.match(app.host.textContent!, 'Personal Lines is issued only to residents.');
    assert.ok(byText(app.host, 'legend', 'Insurance Producer'), 'each license is a group named by its class');
    await press(byLabel(app.host, 'Life'));
    await waitFor(() => app!.calls.includes('/available-lines/validation.json'), 'the check of the choice');
    await press(button(app.host, 'Continue'));
    await waitForQuestion(app, 'Licenses in Georgia');
    assert.is(where(app), `/start-flow/licenses/GA?${BASIS_QUERY}&states=AZ,GA&license=AZ:PRODUCER:LIFE`);
    // Back: Arizona with Life still chosen.
    await press(byText(app.host, 'a', 'Back')!);
    await waitForQuestion(app, 'Licenses in Arizona');
    assert.ok(byLabel(app.host, 'Life').checked);
  },
);

t('reload on a license page rebuilds the wizard from the address: the page, the choices, and Back to the page before', async () => {
  app = await openWizard(`/start-flow/licenses/GA?${BASIS_QUERY}&states=AZ,GA&license=AZ:PRODUCER:LIFE,AH`);
  await waitForQuestion(app, 'Licenses in Georgia');
  assert.is(byText(app.host, 'a', 'Back')?.getAttribute('href'), `/start-flow/licenses/AZ?${BASIS_QUERY}&states=AZ,GA&license=AZ:PRODUCER:LIFE,AH`);
  await press(byText(app.host, 'a', 'Back')!);
  await waitForQuestion(app, 'Licenses in Arizona');
  assert.ok(byLabel(app.host, 'Life').checked && byLabel(app.host, 'Accident & Health').checked);
});

t('a chosen state with nothing ticked is refused by name: Continue on the last page stays in the wizard, the summary naming Georgia', async () => {
  app = await openWizard(`/start-flow/licenses/GA?${BASIS_QUERY}&states=AZ,GA&license=AZ:PRODUCER:LIFE`);
  await waitForQuestion(app, 'Licenses in Georgia');
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.equal(summaryMessages(app.host), ['Select a license and its lines of authority in Georgia, or go back and remove Georgia from your states']);
  assert.is(question(app.host), 'Licenses in Georgia');
  assert.not.ok(app.calls.includes('/fee-summary.json'), 'no fee estimate');
});

t('a malformed or incomplete address goes to the furthest valid step, and the address says so', async () => {
  app = await openWizard(`/start-flow/fee-estimate?${PRODUCT_QUERY}&basis=XX:nope`);
  await waitForQuestion(app, 'Which license is your application based on?');
  assert.is(where(app), `/start-flow/basis?${PRODUCT_QUERY}`);
  assert.equal(summaryMessages(app.host), [], 'no error for a question not asked yet');
  await app.unmount();
  app = await openWizard('/start-flow/states?product=SOMETHING');
  await waitForQuestion(app, 'What do you want to do?');
  assert.is(where(app), '/start-flow');
});

t('entering /start-flow resets to SELECT_PRODUCT with nothing chosen', async () => {
  app = await openWizard(`/start-flow/states?${BASIS_QUERY}`);
  await waitForQuestion(app, 'Which states do you want to apply in?');
  await go('/start-flow');
  await waitForQuestion(app, 'What do you want to do?');
  assert.not.ok(byLabel(app.host, 'Producer license').checked);
});

t('changing the product clears what depended on it: a new basis question, no states', async () => {
  app = await openWizard(`/start-flow?${PRODUCT_QUERY}`);
  await waitForQuestion(app, 'What do you want to do?');
  await press(byLabel(app.host, 'Other license (surplus lines broker)'));
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'Which license is your application based on?');
  assert.is(where(app), '/start-flow/basis?product=OTHER_LICENSING&application=NEW&residency=NONRESIDENT');
});

t('a failed check of a state’s choices keeps the page on Continue, with the reason in the error summary', async () => {
  const answers = registry({ '/available-lines/validation.json': json({ errors: ['down'] }, 503) });
  app = await openWizard(`/start-flow/licenses/AZ?${BASIS_QUERY}&states=AZ`, answers);
  await waitForQuestion(app, 'Licenses in Arizona');
  await press(byLabel(app.host, 'Life'));
  await press(button(app.host, 'Continue'));
  await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
  assert.match(
    must(summaryMessages(app.host)[0], 'the summary message'),
    /^The registry could not check your choices for Arizona: The registry had a problem answering\./,
  );
  assert.is(question(app.host), 'Licenses in Arizona');
});

t.run();
