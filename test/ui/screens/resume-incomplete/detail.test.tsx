/**
 * One incomplete application (docs/portal.md §Resume and pay routes, §Resume "Incomplete application": SUCCESS,
 * DELETING, then the resume list; §Resume the confirm box).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, click, waitFor } from '../../render';
import { button, heading } from '../../identify/dom-actions';
import { deletePath, gated, LIST, NOT_PAYABLE, PAYABLE, renderJourney } from './fixtures';
import { REGISTRY_PROBLEM } from '../../../../core/use-cases/errors/plain-error';
import { JOURNEY_RECORDS_KEY } from '../../../../core/model/constants';

const t = suite('resume incomplete: detail');

const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]');
const actions = (root: ParentNode) => [...root.querySelectorAll('[role=group][aria-label="Application actions"] button')].map((b) => b.textContent);

t('the detail shows the application: product, last modified, payment, and its licenses by state, class and LOAs', async () => {
  const app = await renderJourney('/resume-incomplete/flow-az-1', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => heading(app.host) === 'Producer license application', 'the detail heading');
    const text = app.host.textContent ?? '';
    assert.match(text, 'Last modified10/29/2026');
    assert.match(text, 'PaymentQuestions answered: confirm and check it before you pay');
    const cells = [...app.host.querySelectorAll('tbody td')].map((td) => td.textContent);
    assert.equal(cells, ['Arizona', 'Insurance Producer', 'Property, Casualty']);
    assert.is(document.title, 'Producer license application - LicenseHub');
    assert.ok(byText(app.host, 'a', 'Back to incomplete applications')?.getAttribute('href') === '/resume-incomplete');
  } finally {
    await app.unmount();
  }
});

t('Resume goes to the external flow page with flowId and action RESUME_FLOW', async () => {
  const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    await click(button(app.host, 'Resume'));
    assert.equal(app.navigation.visited, ['/my-licensehub/flow.htm?flowId=flow-la-2&action=RESUME_FLOW']);
  } finally {
    await app.unmount();
  }
});

t('in a new session a payable application says what is left and its action opens its first step not done: no Pay that then refuses', async () => {
  const app = await renderJourney('/resume-incomplete/flow-az-1', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => heading(app.host) === 'Producer license application', 'the payable detail');
    assert.equal(actions(app.host), ['Resume', 'Continue application', 'Delete']);
    assert.match(app.host.textContent ?? '', 'PaymentQuestions answered: confirm and check it before you pay');
    await click(button(app.host, 'Continue application'));
    await waitFor(() => app.router?.state.location.pathname.startsWith('/flows/flow-az-1') === true, 'the application');
    assert.not.equal(app.router?.state.location.pathname, '/flows/flow-az-1/pay');
  } finally {
    await app.unmount();
  }
  const other = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => heading(other.host) === 'Adjuster license application', 'the detail that cannot be paid');
    assert.equal(actions(other.host), ['Resume', 'Continue application', 'Delete']);
    assert.match(other.host.textContent ?? '', 'PaymentQuestions still to answer');
  } finally {
    await other.unmount();
  }
});

t('"Ready to pay" and Pay only when this session can pay it (attested and validated here): Pay goes to its pay step', async () => {
  const stored = { [JOURNEY_RECORDS_KEY]: JSON.stringify({ 'flow-az-1': { attested: true, validated: true } }) };
  const app = await renderJourney('/resume-incomplete/flow-az-1', [PAYABLE, NOT_PAYABLE], {}, stored);
  try {
    await waitFor(() => heading(app.host) === 'Producer license application', 'the payable detail');
    assert.match(app.host.textContent ?? '', 'PaymentReady to pay');
    assert.equal(actions(app.host), ['Resume', 'Pay', 'Delete']);
    await click(button(app.host, 'Pay'));
    await waitFor(() => app.router?.state.location.pathname === '/flows/flow-az-1/pay', 'the pay step');
    assert.equal(app.navigation.visited, [], 'not the payment page itself');
  } finally {
    await app.unmount();
  }
});

t(
  'Delete asks "Delete this application? You cannot undo this." with Delete application and Cancel; Cancel keeps the application, deletes nothing and returns focus to Delete',
  async () => {
    const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE]);
    try {
      await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
      await click(button(app.host, 'Delete'));
      const box = await waitFor(dialog, 'the confirm box');
      assert.match(box.textContent ?? '', 'Delete this application? You cannot undo this.');
      assert.not.match(box.textContent ?? '', 'Do you really want to do this?');
      assert.ok(button(box, 'Delete application'), 'the confirm button says what it does');
      assert.ok(box.getAttribute('aria-labelledby'), 'the dialog is named by its title');
      await click(button(box, 'Cancel'));
      await waitFor(() => !dialog(), 'the confirm box to close');
      assert.not.ok(app.calls.includes(deletePath('flow-la-2')));
      assert.is(heading(app.host), 'Adjuster license application');
      await waitFor(() => document.activeElement === button(app.host, 'Delete'), 'focus back on Delete');
    } finally {
      await app.unmount();
    }
  },
);

t('Delete application deletes: DELETING keeps the actions busy, then the resume list says "Application deleted" and shows the list without it', async () => {
  const pending = gated();
  const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE], { [deletePath('flow-la-2')]: pending.response });
  try {
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    await click(button(app.host, 'Delete'));
    await click(button(await waitFor(dialog, 'the confirm box'), 'Delete application'));
    const busy = await waitFor(() => byText(app.host, '[role=status]', /Deleting the application/), 'the DELETING state');
    assert.ok(busy);
    for (const name of ['Resume', 'Delete']) assert.is(button(app.host, name).getAttribute('aria-disabled'), 'true', `${name} is disabled while DELETING`);
    assert.ok(app.calls.includes(deletePath('flow-la-2')));
    // The registry no longer has it; the list must show what the registry has.
    app.answers[LIST] = [PAYABLE];
    pending.release();
    await waitFor(() => heading(app.host) === 'Incomplete applications', 'the resume list');
    assert.is(app.router?.state.location.pathname, '/resume-incomplete');
    assert.equal(
      [...app.host.querySelectorAll('h2')].map((h) => h.textContent),
      ['Producer license application'],
    );
    const alert = byText(app.host, '[role=alert]', /Application deleted/);
    assert.ok(alert, 'the deletion is confirmed in an alert (announced)');
    assert.match(alert!.textContent ?? '', 'Your adjuster license application was deleted.');
    // Invalidated: the list asks the registry again, once.
    await waitFor(() => app.calls.filter((c) => c === LIST).length === 2, 'the list to be fetched again');
    // Once the cache has nothing in flight, no further fetch can come: exactly one more.
    await waitFor(() => app.queryClient.isFetching() === 0, 'the refetch to settle');
    assert.is(app.calls.filter((c) => c === LIST).length, 2);
  } finally {
    await app.unmount();
  }
});

t('a failed delete shows the error and keeps the application', async () => {
  const failure = new Response(JSON.stringify({ errors: ['boom'] }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE], { [deletePath('flow-la-2')]: failure });
  try {
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    await click(button(app.host, 'Delete'));
    await click(button(await waitFor(dialog, 'the confirm box'), 'Delete application'));
    await waitFor(() => (app.host.textContent ?? '').includes('The application was not deleted'), 'the failure');
    assert.is(document.title, 'Error: Adjuster license application - LicenseHub', 'the title says the page shows an error');
    assert.match(app.host.textContent ?? '', REGISTRY_PROBLEM, 'the failure in plain words, not its status code');
    assert.is(heading(app.host), 'Adjuster license application');
    assert.is(app.router?.state.location.pathname, '/resume-incomplete/flow-la-2');
    assert.is(button(app.host, 'Delete').getAttribute('aria-disabled'), null, 'the application can be deleted again');
    await click(byText(app.host, 'a', 'Back to incomplete applications')!);
    await waitFor(() => heading(app.host) === 'Incomplete applications', 'the resume list');
    assert.not.ok(byText(app.host, '[role=alert]', /Application deleted/), 'no confirmation of a deletion that failed');
  } finally {
    await app.unmount();
  }
});

t('an unknown batch code: "Application not found" with a link back to the list', async () => {
  const app = await renderJourney('/resume-incomplete/no-such-flow', [PAYABLE]);
  try {
    await waitFor(() => heading(app.host) === 'Application not found', 'the not-found heading');
    const back = byText(app.host, 'a', 'Back to incomplete applications');
    assert.is(back?.getAttribute('href'), '/resume-incomplete');
    await click(back!);
    await waitFor(() => heading(app.host) === 'Incomplete applications', 'the resume list');
  } finally {
    await app.unmount();
  }
});

t.run();
