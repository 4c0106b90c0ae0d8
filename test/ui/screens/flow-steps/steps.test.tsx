/**
 * The shared flow screens other than the submitter (docs/portal.md §Shared flow steps): review, attestation, verification
 * contact, validation, submit (a full reload) and pay (the external payment page), each under its
 * type's route group.
 */
import { suite } from 'uvu';
import { act } from 'react';
import * as assert from 'uvu/assert';
import { byText, click, render, waitFor } from '../../render';
import { button, byLabel, heading, summaryMessages, type } from '../../identify/dom-actions';
import { journeyRecords } from '../../../../core/use-cases/journey/records';
import { resolve, TOKENS } from '../../../../adapters/container/tokens';
import { ACME, attestedAndValidated, DRLP, FLOW, renderStep, SAVED_MINE } from './fixtures';
import { flowStepRoutes } from '../../../../ui/screens/flow-steps/routes';
import { JOURNEY_RECORDS_KEY } from '../../../../core/model/constants';
import { APPLICATION_FEE, APPLICATION_ROWS } from '../../../fee-summary';

const t = suite('flow steps');

const radio = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => root.querySelector(`label[for="${r.id}"]`)?.textContent === label)!;
/** The verification contact this session keeps for the flow. */
const contactKept = (app: { services: Parameters<typeof resolve>[0] }) => journeyRecords(resolve(app.services, TOKENS.SessionStore)).get(FLOW).contact;

const dl = (root: ParentNode, section: string) => {
  const s = [...root.querySelectorAll('section section')].find((el) => el.querySelector('h2')?.textContent === section);
  return [...(s?.querySelectorAll('dt') ?? [])].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
};

t(
  'review (check your answers) shows what is applied for with its fees and total, then every module as a summary list with a Change link per answer that returns to the review, then Continue to the submitter',
  async () => {
    const app = await renderStep(`/flows/${FLOW}/review`, { '/fee-summary.json': APPLICATION_FEE });
    try {
      await waitFor(() => app.host.querySelector('dl') && app.host.querySelector('table'), 'the answers and what is applied for');
      assert.is(heading(app.host), 'Check your answers');
      assert.is(document.title, 'Check your answers - LicenseHub');
      assert.match(app.host.textContent ?? '', 'Step 3 of 9');
      assert.ok(byText(app.host, 'h2', 'What you are applying for'));
      assert.equal(
        [...app.host.querySelectorAll('table tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
        APPLICATION_ROWS,
      );
      assert.equal(dl(app.host, 'Biographic Information'), ['First Name: Alice', 'Gender: Female', 'Social Security Number (SSN): Hidden for your security']);
      assert.equal(dl(app.host, 'Contact Details'), ['Email: alice@example.com']);
      const change = [...app.host.querySelectorAll('a')].filter((a) => a.textContent === 'Change');
      assert.equal(
        change.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
        [
          ['Change First Name', `/flows/${FLOW}/modules?module=biographic&return=review`],
          ['Change Gender', `/flows/${FLOW}/modules?module=biographic&return=review`],
          ['Change Social Security Number (SSN)', `/flows/${FLOW}/modules?module=biographic&return=review`],
          ['Change Email', `/flows/${FLOW}/modules?module=contact&return=review`],
        ],
      );
      assert.is(byText(app.host, 'a', 'Back')?.getAttribute('href'), `/flows/${FLOW}/modules?module=contact`);
      await click(button(app.host, 'Continue'));
      await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/submitter`, 'the submitter route');
    } finally {
      await app.unmount();
    }
  },
);

t('attestation: Continue without the box checked shows "Confirm that the statements are true to continue" and stays; checked, it goes on', async () => {
  const app = await renderStep(`/flows/${FLOW}/attestation`);
  try {
    await waitFor(() => heading(app.host) === 'Attestation', 'the attestation');
    await waitFor(() => (app.host.textContent ?? '').includes('Read each statement carefully.'), 'the registry message');
    assert.match(app.host.textContent ?? '', 'The information in this application is true, correct and complete.');
    await click(button(app.host, 'Continue'));
    assert.equal(summaryMessages(app.host), ['Confirm that the statements are true to continue']);
    assert.is(document.title, 'Error: Attestation - LicenseHub');
    assert.is(app.router?.state.location.pathname, `/flows/${FLOW}/attestation`);
    await click(app.host.querySelector<HTMLInputElement>('#attestation-confirm')!);
    assert.equal(summaryMessages(app.host), []);
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/verification-contact`, 'the verification contact');
  } finally {
    await app.unmount();
  }
});

t("verification contact asks only how the registry may reach the licensee: the submitter's contact by default, not the submitter page again", async () => {
  const app = await renderStep(`/flows/${FLOW}/verification-contact`, {}, attestedAndValidated(FLOW));
  try {
    await waitFor(() => app.host.querySelector('form'), 'the question');
    assert.is(heading(app.host), 'Verification contact');
    assert.match(app.host.textContent ?? '', 'How may the registry reach you about this application?');
    const labels = [...app.host.querySelectorAll('[role="radiogroup"] label')].map((l) => l.textContent);
    assert.equal(labels, ['Use the submitter’s contact: alice@example.com, (602) 555-0101', 'Use another email address and phone number']);
    assert.ok(radio(app.host, 'Use the submitter’s contact: alice@example.com, (602) 555-0101').checked);
    // Nothing of the submitter page is asked again: no name, address, or link back to it.
    assert.equal([...app.host.querySelectorAll('input[type="text"], input[type="email"], select')].length, 0);
    assert.not.ok(byText(app.host, 'a', 'Change'));
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/validation`, 'the validation route');
    assert.equal(contactKept(app), { use: 'submitter' });
  } finally {
    await app.unmount();
  }
});

t('verification contact: another email and phone, prefilled from the submitter, checked before Continue and kept for the session', async () => {
  const app = await renderStep(`/flows/${FLOW}/verification-contact`, {}, attestedAndValidated(FLOW));
  try {
    await waitFor(() => app.host.querySelector('form'), 'the question');
    await click(radio(app.host, 'Use another email address and phone number'));
    assert.is(byLabel(app.host, 'Email').value, 'alice@example.com');
    assert.is(byLabel(app.host, 'Phone').value, '(602) 555-0101');
    await type(byLabel(app.host, 'Email'), 'alice.work@example');
    await click(button(app.host, 'Continue'));
    assert.equal(summaryMessages(app.host), ['Email is not valid']);
    assert.is(app.router?.state.location.pathname, `/flows/${FLOW}/verification-contact`);
    await type(byLabel(app.host, 'Email'), 'alice.work@example.com');
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/validation`, 'the validation route');
    assert.equal(contactKept(app), { use: 'other', email: 'alice.work@example.com', phone: '(602) 555-0101' });
  } finally {
    await app.unmount();
  }
});

t(
  'validation with nothing wrong: the heading takes focus as on every page, the result is announced as a status, and Continue to submit goes to submit with a full page load',
  async () => {
    // Arriving from a step before, attested, as a licensee does: the page change moves focus.
    const app = await renderStep(`/flows/${FLOW}/attestation`, {}, attestedAndValidated(FLOW));
    try {
      await waitFor(() => heading(app.host) === 'Attestation', 'the attestation');
      await act(async () => {
        void app.router!.navigate(`/flows/${FLOW}/validation`);
      });
      await waitFor(() => (app.host.textContent ?? '').includes('No problems found'), 'the result');
      const next = button(app.host, 'Continue to submit');
      await waitFor(() => document.activeElement?.tagName === 'H1', 'focus on the heading');
      assert.is(document.activeElement?.textContent, 'Check for problems');
      assert.match(app.host.querySelector('[role="status"]')?.textContent ?? '', 'No problems found');
      assert.match(document.getElementById(next.getAttribute('aria-describedby') ?? '')?.textContent ?? '', 'Continue to submit your application.');
      await click(next);
      assert.equal(app.navigation.visited, [`/my-licensehub/frontend/flows/${FLOW}/submit`]);
    } finally {
      await app.unmount();
    }
  },
);

t('validation lists each problem with a link to the page that fixes it, and offers no Continue', async () => {
  const app = await renderStep(`/flows/${FLOW}/validation`, {
    [`/flows/${FLOW}/modules/contact.json`]: { components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required: true }], data: {} },
    [`/submitter/${FLOW}.json`]: ACME,
  });
  try {
    await waitFor(() => (app.host.textContent ?? '').includes('problems to fix'), 'the problems');
    const links = [...app.host.querySelectorAll('ul a')].map((a) => [a.textContent, a.getAttribute('href')]);
    assert.equal(links[0], ['Contact Details: Email is a required field', `/flows/${FLOW}/modules?module=contact`]);
    assert.ok(links.some(([text, href]) => text === 'Who is submitting: First Name is a required field' && href === `/flows/${FLOW}/submitter`));
    assert.ok(links.some(([text]) => text === 'Who is submitting: Please accept to continue'));
    assert.not.ok([...app.host.querySelectorAll('button')].some((b) => b.textContent === 'Continue'));
    assert.is(document.title, 'Error: Check for problems - LicenseHub');
  } finally {
    await app.unmount();
  }
});

t('license-update validation checks as DEMOGRAPHIC-UPDATE: the submitter only, no modules are read', async () => {
  const app = await renderStep(`/license-update/L-1/validation`, { '/submitter/L-1.json': { useAcceptance: true }, '/license-update/L-1/drlp.json': DRLP });
  try {
    await waitFor(() => (app.host.textContent ?? '').includes('No problems found'), 'the result');
    assert.not.ok(app.calls.some((c) => c.includes('modules')));
    assert.match(app.host.textContent ?? '', 'Step 6 of 8');
  } finally {
    await app.unmount();
  }
});

t('every journey: a navigation inside the app to its submit path is a full page load at that address, and the page stays put meanwhile', async () => {
  const paths = ['/flows/F-1/submit', '/ccr/C-1/submit', '/demographic-update/D-1/submit', '/license-update/L-1/submit', '/pdb-report/R-1/submit?again=1'];
  const app = await renderStep('/user-menu');
  try {
    await waitFor(() => heading(app.host) === 'User Menu', 'the user menu');
    for (const path of paths) await act(async () => void app.router!.navigate(path));
    await waitFor(() => app.navigation.visited.length === paths.length, 'a full page load per navigation');
    assert.equal(
      app.navigation.visited,
      paths.map((path) => `/my-licensehub/frontend${path}`),
    );
    assert.is(app.router?.state.location.pathname, '/user-menu', 'no navigation inside the app');
    assert.is(app.router?.state.navigation.state, 'idle');
  } finally {
    await app.unmount();
  }
});

t('under the router base, the full page load goes to the submit path once under it', async () => {
  const app = await render({ path: '/user-menu', basename: '/my-licensehub/frontend', signedIn: true });
  try {
    await waitFor(() => heading(app.host) === 'User Menu', 'the user menu');
    await act(async () => void app.router!.navigate('/ccr/C-1/submit'));
    await waitFor(() => app.navigation.visited.length > 0, 'the full page load');
    assert.equal(app.navigation.visited, ['/my-licensehub/frontend/ccr/C-1/submit']);
  } finally {
    await app.unmount();
  }
});

t("the PDB report's attestation: Continue goes to its submit path with a full page load", async () => {
  const app = await renderStep('/pdb-report/R-1/attestation', {
    '/pdb-report-submitter/R-1.json': SAVED_MINE,
    '/contextual-messages/R-1/attestation.json': [],
  });
  try {
    await waitFor(() => heading(app.host) === 'Attestation', 'the attestation');
    await click(byLabel(app.host, 'I confirm that the statements above are true'));
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.navigation.visited.length > 0, 'the full page load');
    assert.equal(app.navigation.visited, ['/my-licensehub/frontend/pdb-report/R-1/submit']);
    assert.is(app.router?.state.location.pathname, '/pdb-report/R-1/attestation');
  } finally {
    await app.unmount();
  }
});

t('Back from a pay step that is not ready leads to submit with a full page load', async () => {
  const app = await renderStep(`/flows/${FLOW}/pay`);
  try {
    await waitFor(() => (app.host.textContent ?? '').includes('You cannot pay yet'), 'the refusal');
    const back = await waitFor(() => byText(app.host, 'a', 'Back'), 'the Back link');
    assert.is(back.getAttribute('href'), `/flows/${FLOW}/submit`);
    await click(back);
    await waitFor(() => app.navigation.visited.includes(`/my-licensehub/frontend/flows/${FLOW}/submit`), 'the full page load');
    assert.is(app.router?.state.location.pathname, `/flows/${FLOW}/pay`);
  } finally {
    await app.unmount();
  }
});

t("the PDB report's submit, loaded afresh, leads to the report's status page", async () => {
  const app = await renderStep('/pdb-report/R-1/submit', { '/pdb-report-submitter/R-1.json': SAVED_MINE }, attestedAndValidated('R-1'));
  try {
    await waitFor(() => heading(app.host) === 'Submit your report request', 'the submit page');
    assert.match(app.host.textContent ?? '', 'Step 3 of 4');
    assert.equal(app.navigation.visited, []);
    await click(button(app.host, 'Request the report'));
    await waitFor(() => app.router?.state.location.pathname === '/pdb-report/R-1/status', 'the status route');
  } finally {
    await app.unmount();
  }
});

t('pay sends the browser to the external payment page of the flow, once', async () => {
  const app = await renderStep(`/flows/${FLOW}/pay`, {}, attestedAndValidated(FLOW));
  try {
    await waitFor(() => app.navigation.visited.length > 0, 'the payment page');
    assert.equal(app.navigation.visited, [`/my-licensehub/payment/${FLOW}.htm`]);
    assert.is(heading(app.host), 'Pay');
    assert.is(byText(app.host, 'a', 'open the payment page')?.getAttribute('href'), `/my-licensehub/payment/${FLOW}.htm`);
  } finally {
    await app.unmount();
  }
});

t('payment is refused for a flow with saved modules but no submitter: the page says what is left, links each step, and sends nobody to pay', async () => {
  const app = await renderStep(`/flows/${FLOW}/pay`, { [`/submitter/${FLOW}.json`]: { isFirm: false } });
  try {
    await waitFor(() => (app.host.textContent ?? '').includes('You cannot pay yet'), 'the refusal');
    const alert = app.host.querySelector('[role="alert"]');
    assert.ok(alert, 'announced as an alert');
    await waitFor(() => document.activeElement === alert, 'focus on the refusal');
    const links = [...(alert?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    assert.equal(links, [
      ['Say who is submitting.', `/flows/${FLOW}/submitter`],
      ['Confirm the attestation.', `/flows/${FLOW}/attestation`],
      ['Check for problems.', `/flows/${FLOW}/validation`],
    ]);
    assert.equal(app.navigation.visited, []);
    assert.is(document.title, 'Error: Pay - LicenseHub');
  } finally {
    await app.unmount();
  }
});

t('the attestation confirmed is kept for the session, and a saved submitter without it still cannot pay', async () => {
  const app = await renderStep(`/flows/${FLOW}/attestation`);
  try {
    await waitFor(() => heading(app.host) === 'Attestation', 'the attestation');
    await click(app.host.querySelector<HTMLInputElement>('#attestation-confirm')!);
    await click(button(app.host, 'Continue'));
    await waitFor(() => app.router?.state.location.pathname === `/flows/${FLOW}/verification-contact`, 'the verification contact');
    await app.router?.navigate(`/flows/${FLOW}/pay`);
    await waitFor(() => (app.host.textContent ?? '').includes('You cannot pay yet'), 'the refusal');
    const links = [...app.host.querySelectorAll('[role="alert"] a')].map((a) => a.textContent);
    assert.equal(links, ['Check for problems.'], 'only the validation is left');
    await app.router?.navigate(`/flows/${FLOW}/validation`);
    await waitFor(() => (app.host.textContent ?? '').includes('No problems found'), 'the validation');
    await click(button(app.host, 'Continue to submit'));
    await app.router?.navigate(`/flows/${FLOW}/pay`);
    await waitFor(() => app.navigation.visited.includes(`/my-licensehub/payment/${FLOW}.htm`), 'the payment page');
  } finally {
    await app.unmount();
  }
});

t(
  'a resumed application opens its landing, whose Continue opens its first step not done: the submitter, then the attestation, then the validation',
  async () => {
    const at = async (answers: Record<string, unknown>, stored?: Record<string, string>) => {
      const app = await renderStep(`/flows/${FLOW}`, answers as never, stored);
      try {
        await waitFor(() => heading(app.host) === 'Continue your application' && byText(app.host, 'h2', 'Steps of your application'), 'the landing');
        await click(button(app.host, 'Continue'));
        // The submit path loads afresh (a full page load), the others inside the app.
        const base = '/my-licensehub/frontend';
        return await waitFor(() => {
          const at = app.router?.state.location.pathname;
          return at !== `/flows/${FLOW}` ? at : app.navigation.visited.find((v) => v.startsWith(base))?.slice(base.length);
        }, 'the resume target');
      } finally {
        await app.unmount();
      }
    };
    assert.is(await at({ [`/submitter/${FLOW}.json`]: { isFirm: false } }), `/flows/${FLOW}/submitter`);
    assert.is(await at({}), `/flows/${FLOW}/attestation`, 'a new session asks for the attestation again');
    const attestedOnly = { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [FLOW]: { attested: true, validated: false } }) };
    assert.is(await at({}, attestedOnly), `/flows/${FLOW}/verification-contact`);
    assert.is(await at({}, attestedAndValidated(FLOW)), `/flows/${FLOW}/submit`);
    assert.is(
      await at({
        [`/flows/${FLOW}/modules/contact.json`]: { components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required: true }], data: {} },
      }),
      `/flows/${FLOW}/modules`,
    );
  },
);

t('routes: PDB-REPORT has no pay route (its payment page comes after the status page)', async () => {
  const app = await renderStep('/pdb-report/R-1/pay');
  try {
    await waitFor(() => heading(app.host) === '404 - Not Found', 'the 404 page at /pdb-report/R-1/pay');
  } finally {
    await app.unmount();
  }
});

t("routes: CCR and LICENSE-UPDATE review are their journeys' own, not the shared check-your-answers", () => {
  const shared = [...flowStepRoutes('CCR'), ...flowStepRoutes('LICENSE-UPDATE')].map((r) => r.path);
  assert.not.ok(shared.includes('/ccr/:flowId/review'));
  assert.not.ok(shared.includes('/license-update/:flowId/review'));
  assert.ok(shared.includes('/ccr/:flowId/submitter') && shared.includes('/license-update/:flowId/submitter'));
});

t.run();
