/**
 * Every journey's landing through the real screen (docs/portal.md §Shared flow steps "Landing"):
 * an application's at /flows/{flowId}, a name change's at /demographic-update/{flowId}/overview, a
 * license update's at /license-update/{flowId}; the words of a new or a resumed journey, what it
 * costs named at the start, the task list and one action to the step in progress.
 */
import * as assert from 'uvu/assert';
import { byText, click, screenSuite, waitFor } from '../../render';
import { button, heading } from '../../identify/dom-actions';
import { DRLP, FLOW, MODULES, NAMES, renderStep, SAVED_MINE } from './fixtures';

const { t } = screenSuite('Journey landings', { quiet: true });

const taskRows = (root: ParentNode) =>
  [...root.querySelectorAll('nav[aria-labelledby="task-list-title"] li')].map((li) => [...li.children].map((c) => c.textContent));
const EMPTY_MODULE = { components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required: true }], data: {} };
const FEE = { grandTotal: '181.20', stateTotal: '170.00', licensehubTotal: '11.20', feeDetails: [] };

t(
  'a new application: its own words (no "saved"), the fee the registry priced named at the start, the task list, and Start opens the first module',
  async () => {
    const app = await renderStep(`/flows/${FLOW}`, {
      [`/flows/${FLOW}/modules/biographic.json`]: EMPTY_MODULE,
      [`/flows/${FLOW}/modules/contact.json`]: EMPTY_MODULE,
      '/submitter/F-1.json': {},
      '/fee-summary.json': FEE,
    });
    try {
      await waitFor(() => heading(app.host) === 'Apply for your licenses' && app.host.querySelector('nav li'), 'the landing');
      assert.not.match(app.host.textContent ?? '', /saved/);
      assert.ok(byText(app.host, 'p', 'The fee for this application is $181.20. You pay it at the end, after you have checked your answers.'));
      assert.equal(taskRows(app.host).slice(0, 3), [
        [MODULES.modules[0]!.title, 'In progress'],
        [MODULES.modules[1]!.title, 'Cannot start yet'],
        ['Check your answers', 'Cannot start yet'],
      ]);
      assert.is(document.title, 'Apply for your licenses - LicenseHub');
      await click(button(app.host, 'Start'));
      await waitFor(() => app.router?.state.location.search === '?module=biographic', 'the first module');
    } finally {
      await app.unmount();
    }
  },
);

t(
  'a resumed name change, at its own address beside the name page: "Continue your name change", how its fee is worked out (no figure), and Continue opens the step in progress',
  async () => {
    const app = await renderStep('/demographic-update/D-1/overview', { '/demographic-update/D-1/primary-name.json': NAMES, '/submitter/D-1.json': {} });
    try {
      await waitFor(() => heading(app.host) === 'Continue your name change' && app.host.querySelector('nav li'), 'the landing');
      assert.match(app.host.textContent ?? '', 'You have started this name change. What you saved is kept');
      const costs = byText(app.host, 'p', 'What it costs: a fee for each state you choose on the name page, shown state by state before you pay.');
      assert.ok(costs);
      assert.not.ok(app.calls.includes('/fee-summary.json'), 'no price asked for: it depends on the states chosen');
      assert.equal(taskRows(app.host).slice(0, 2), [
        ['Your name', 'Completed'],
        ['Who is submitting', 'In progress'],
      ]);
      await click(button(app.host, 'Continue'));
      await waitFor(() => app.router?.state.location.pathname === '/demographic-update/D-1/submitter', 'the submitter');
    } finally {
      await app.unmount();
    }
  },
);

t('a new license update at its base: its own words, how its fee is worked out, and Start opens the DRLP page', async () => {
  const app = await renderStep('/license-update/L-1', { '/license-update/L-1/drlp.json': { ...DRLP, modified: false }, '/submitter/L-1.json': {} });
  try {
    await waitFor(() => heading(app.host) === "Update your firm's DRLPs" && app.host.querySelector('nav li'), 'the landing');
    assert.ok(byText(app.host, 'p', 'What it costs: a fee for each state where a DRLP is added or removed, shown state by state before you pay.'));
    assert.equal(taskRows(app.host)[0], ['Designated responsible licensed producers', 'In progress']);
    await click(button(app.host, 'Start'));
    await waitFor(() => app.router?.state.location.pathname === '/license-update/L-1/edit', 'the DRLP page');
  } finally {
    await app.unmount();
  }
});

t('a resumed application whose submitter is saved: its completed steps are links, and Continue opens the first step not done', async () => {
  const app = await renderStep(`/flows/${FLOW}`, { '/submitter/F-1.json': SAVED_MINE, '/fee-summary.json': FEE });
  try {
    await waitFor(() => heading(app.host) === 'Continue your application' && app.host.querySelector('nav li'), 'the landing');
    assert.equal(
      taskRows(app.host).map((r) => r[1]),
      ['Completed', 'Completed', 'Completed', 'Completed', 'In progress', 'Cannot start yet', 'Cannot start yet', 'Cannot start yet', 'Cannot start yet'],
    );
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/attestation`, 'the attestation');
  } finally {
    await app.unmount();
  }
});
t.run();
