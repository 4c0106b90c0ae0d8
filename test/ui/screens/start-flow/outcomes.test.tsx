/**
 * The start-flow wizard's outcomes (docs/portal.md §Start flow, "Flow creation failure"): no licenses
 * available (a 400 on available lines is the state's own error), nothing selected, the registry's
 * validation errors at state, license and LOA level, the duplicate check, the fee estimate, and
 * creating the flow (its route by product, or "Flow creation failed" with the status).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, waitFor, type Rendered } from '../../render';
import { button, byLabel, press, summaryMessages } from '../../identify/dom-actions';
import { BASIS_QUERY, DUPLICATE, json, openWizard, question, registry, waitForQuestion, where } from './fixtures';

const t = suite('start flow: outcomes');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

const STATES = `${BASIS_QUERY}&states=AZ,GA`;
const CHOSEN = `${STATES}&license=AZ:PRODUCER:LIFE,AH&license=GA:PRODUCER:LIFE`;
const cells = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((c) => c.textContent?.trim());

t('NO_LICENSES_AVAILABLE: its own page, with each state’s error from the registry (a 400 on available lines), and a way back to the states', async () => {
  app = await openWizard(
    `/start-flow/states?${STATES}`,
    registry({ '/available-lines.json': json({ errors: ['Massachusetts is not accepting applications.'] }, 400) }),
  );
  await waitForQuestion(app, 'Which states do you want to apply in?');
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'No licenses are available');
  assert.is(where(app), `/start-flow/no-licenses-available?${STATES}`);
  assert.equal(cells(app.host, 'main h2'), ['Arizona', 'Georgia']);
  assert.match(app.host.textContent!, 'Massachusetts is not accepting applications.');
  assert.is(document.title, 'Error: No licenses are available - LicenseHub');
  assert.is(byText(app.host, 'a', 'Choose other states')?.getAttribute('href'), `/start-flow/states?${STATES}`);
});

t('NO_LICENSES_AVAILABLE when every state answers no lines (a licensing hold)', async () => {
  app = await openWizard(`/start-flow/no-licenses-available?${STATES}`, registry({ '/available-lines.json': [] }));
  await waitForQuestion(app, 'No licenses are available');
  assert.equal(cells(app.host, 'main h2'), []);
});

t('NO_LICENSES_SELECTED: Next through every state with nothing chosen, then Back to the last state', async () => {
  app = await openWizard(`/start-flow/licenses/GA?${STATES}`);
  await waitForQuestion(app, 'Licenses in Georgia');
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'No licenses selected');
  assert.is(where(app), `/start-flow/no-licenses-selected?${STATES}`);
  await press(byText(app.host, 'a', 'Choose your licenses')!);
  await waitForQuestion(app, 'Licenses in Georgia');
});

t(
  'an invalid line combination keeps Continue on the state’s licenses page: the registry’s messages at state, license and LOA level there, in the error summary, which takes focus',
  async () => {
    const errors = {
      stateCode: 'AZ',
      errors: ['Correct the license marked below before continuing in Arizona.'],
      licenses: [
        { licenseClassCode: 'PRODUCER', errors: ['Choose each license only once.'], loas: [{ loaCode: 'AH', errors: ['Accident & Health needs Life.'] }] },
      ],
    };
    app = await openWizard(`/start-flow/licenses/AZ?${STATES}`, registry({ '/available-lines/validation.json': errors }));
    await waitForQuestion(app, 'Licenses in Arizona');
    await press(byLabel(app.host, 'Accident & Health'));
    await waitFor(() => app!.host.textContent?.includes('Accident & Health needs Life.'), 'the LOA message on the page');
    assert.match(app.host.querySelector('[role=alert]')?.textContent ?? '', 'Correct the license marked below before continuing in Arizona.', 'announced');
    assert.match(app.host.textContent!, 'Choose each license only once.');
    await press(button(app.host, 'Continue'));
    await waitFor(() => summaryMessages(app!.host).length > 0, 'the error summary');
    assert.equal(summaryMessages(app.host), [
      'Correct the license marked below before continuing in Arizona.',
      'Choose each license only once.',
      'Accident & Health needs Life.',
    ]);
    assert.ok(document.activeElement?.closest('[role=group]')?.textContent?.startsWith('There is a problem'), 'the summary has focus');
    assert.is(question(app.host), 'Licenses in Arizona');
    assert.match(where(app), '/start-flow/licenses/AZ?', 'still the state’s page');
    const toLoa = [...app.host.querySelectorAll<HTMLAnchorElement>('[role=group] a')].find((a) => a.textContent === 'Accident & Health needs Life.');
    assert.is(document.getElementById(toLoa!.getAttribute('href')!.slice(1)), byLabel(app.host, 'Accident & Health'), 'the LOA message links to its box');
  },
);

t('DUPLICATE_CHECK: a table of the duplicate orders with every field; Continue goes on to the fee estimate', async () => {
  app = await openWizard(`/start-flow/licenses/GA?${CHOSEN}`, registry({ '/duplicates.json': [DUPLICATE] }));
  await waitForQuestion(app, 'Licenses in Georgia');
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'You may have applied for this already');
  assert.is(where(app), `/start-flow/duplicates?${CHOSEN}`);
  assert.is(app.host.querySelector('table caption')?.textContent, 'Possible duplicate orders');
  assert.equal(cells(app.host, 'thead th'), ['Order #', 'Date', 'Request #', 'Status', 'Product', 'State', 'License Class', 'Lines of authority', 'License #']);
  assert.equal(cells(app.host, 'tbody th, tbody td'), [
    'LH1000010',
    '09/30/2026',
    'R1000010-1',
    'Pending',
    'Producer license',
    'TX',
    'General Lines Agent',
    'Life',
    'TX-100001',
  ]);
  await press(button(app.host, 'Continue'));
  await waitForQuestion(app, 'Fee estimate');
  assert.is(where(app), `/start-flow/fee-estimate?${CHOSEN}`);
});

t(
  'FEE_ESTIMATE: the registry’s fees per state and license, the totals and the grand total as its strings; Start application opens the new flow’s modules',
  async () => {
    app = await openWizard(`/start-flow/fee-estimate?${CHOSEN}`);
    await waitForQuestion(app, 'Fee estimate');
    assert.is(app.host.querySelector('table caption')?.textContent, 'Fees for each license');
    assert.equal(cells(app.host, 'thead th'), ['State', 'License class', 'Lines of authority', 'State fee', 'LicenseHub fee']);
    assert.match(app.host.textContent ?? '', 'The LicenseHub fee is what the registry charges to process the application.', 'the fee is explained');
    assert.equal(cells(app.host, 'tbody tr:first-child > *'), ['Arizona', 'Insurance Producer', 'Life, Accident & Health', '$120.00', '$5.60']);
    assert.equal(cells(app.host, 'tfoot th, tfoot td').filter(Boolean), ['State fees total', '$170.00', 'LicenseHub fees total', '$11.20', 'Total', '$181.20']);
    assert.not.ok(app.calls.includes('/flows.json'), 'nothing is created before the user asks');
    await press(button(app.host, 'Start application'));
    await waitFor(() => app!.router!.state.location.pathname === '/flows/flow-new-1/modules', 'the new flow’s modules');
    assert.equal(app.router!.state.historyAction, 'REPLACE', 'Back does not return to create it again');
  },
);

t('a failed creation is "Flow creation failed" with the status; nothing is lost and Try again returns to the fee estimate', async () => {
  app = await openWizard(`/start-flow/fee-estimate?${CHOSEN}`, registry({ '/flows.json': json({ errors: ['down'] }, 500) }));
  await waitForQuestion(app, 'Fee estimate');
  await press(button(app.host, 'Start application'));
  await waitForQuestion(app, 'Flow creation failed');
  assert.match(app.host.textContent!, 'Flow creation failed (500). Nothing was created, and your choices are kept.');
  assert.is(document.title, 'Error: Flow creation failed - LicenseHub');
  await waitFor(() => document.activeElement?.getAttribute('role') === 'alert', 'focus on the problem');
  assert.is(where(app), `/start-flow/fee-estimate?${CHOSEN}`);
  app.answers['/flows.json'] = { flowId: 'flow-new-2' };
  await press(button(app.host, 'Try again'));
  await waitForQuestion(app, 'Fee estimate');
  await press(button(app.host, 'Start application'));
  await waitFor(() => app!.router!.state.location.pathname === '/flows/flow-new-2/modules', 'the new flow');
});

t('END_CREATE_FLOW for contact change, the updates and license update open their landings; END_VIEW_REPORT the PDB report', async () => {
  const cases: Array<[string, string, string]> = [
    ['Change my contact details', '/flows.json', '/ccr/flow-new-1/resume-ccr'],
    ['Change my name', '/demographic-update/start.json', '/demographic-update/flow-d/overview'],
    ['Producer database (PDB) detail report', '', '/pdb-report'],
  ];
  for (const [label, call, path] of cases) {
    app = await openWizard(
      '/start-flow',
      registry({ '/demographic-update/start.json': { flowId: 'flow-d' }, '/license-update/start.json': { flowId: 'flow-l' } }),
    );
    await waitForQuestion(app, 'What do you want to do?');
    await press(byLabel(app.host, label));
    await press(button(app.host, 'Continue'));
    await waitFor(() => app!.router!.state.location.pathname === path, `${label} → ${path}`);
    if (call) assert.ok(app.calls.includes(call), `${label} calls ${call}`);
    assert.not.ok(app.calls.includes('/basis-licenses.json'), 'no licensing lookups');
    await app.unmount();
    app = undefined;
  }
});

t('an individual is not offered the license update (DRLPs): only a firm can start it', async () => {
  app = await openWizard('/start-flow', registry({}));
  await waitForQuestion(app, 'What do you want to do?');
  assert.ok(byLabel(app.host, 'Change my name'));
  assert.not.ok(app.host.textContent?.includes('License update (designated responsible licensed producers)'));
});

t('a failed lookup is the generic error path', async () => {
  app = await openWizard(`/start-flow/states?${STATES}`, registry({ '/supported-states.json': json({ errors: ['x'] }, 500) }));
  await waitFor(() => app!.host.querySelector('h1')?.textContent === 'Oops. Something went wrong.', 'the error screen');
  assert.is(question(app.host), 'Oops. Something went wrong.');
});

t.run();
