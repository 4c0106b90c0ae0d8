/**
 * The contact change pages (docs/portal.md §Contact change "/ccr/{flowId}", resume-ccr and review; §Contact change "CCR review data";
 * §Calls GET /review/ccr/{flowId}.json; a failed review load is the review's failure, §Calls "a review failure has an empty error").
 */
import * as assert from 'uvu/assert';
import type { CcrReview } from '../../../../core/model/ccr';
import { byText, click, screenSuite, waitFor } from '../../render';
import { button, heading } from '../../identify/dom-actions';
import { GENERIC_ERROR_TITLE } from '../../../../ui/screens/errors/GenericError';
import { CCR_REVIEW_FAILED_TEXT, CCR_REVIEW_FAILED_TITLE } from '../../../../core/use-cases/ccr/review-load';

const { t, mount } = screenSuite('Contact change pages', { quiet: true });

const MODULES = {
  modules: [
    { id: 'MOD-RESIDENCE', path: 'residence-address', title: 'Residence Address', contextualMessageId: 'module-residence-address' },
    { id: 'MOD-CONTACT', path: 'contact-details', title: 'Contact Details', contextualMessageId: 'module-contact-details' },
  ],
};
const address = (changed: boolean, line1: string) => ({ changed, addressLine1: line1, city: 'Austin', state: 'TX', postalCode: '78701' });
const REVIEW: CcrReview = {
  columnHeaders: ['State', 'Residence', 'Mailing'],
  data: ['OK', 'TX'].map((state) => ({
    state,
    residence: {
      address: address(false, '1600 Congress Ave'),
      email: { changed: false, email: 'alice.morgan@example.com' },
      phone: { changed: true, number: '(512) 555-0199' },
    },
    mailing: { address: address(true, 'PO Box 12') },
  })),
};
const REVIEW_PATH = '/review/ccr/C-1.json';
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());

const FIELD = { kind: 'field', key: 'line1', title: 'Address Line 1', type: 'text', required: true } as const;
const moduleAnswer = (line1: string) => ({ components: [FIELD], data: line1 ? { line1 } : {} });
const ON_FILE = { residence: '1600 Congress Ave', contact: 'alice@example.com' };
const UNCHANGED: CcrReview = { ...REVIEW, data: REVIEW.data.map((r) => ({ ...r, residence: { address: address(false, '1600 Congress Ave') }, mailing: {} })) };
/**
 * A contact change as the registry holds it: its modules with their answers (the contact details
 * on file, which meet the rules before anything is saved), its changes, no submitter, its fee.
 */
const landing = (saved: { residence?: string; contact?: string } = {}, review: CcrReview = UNCHANGED) => ({
  [REVIEW_PATH]: review,
  '/flows/C-1/modules.json': MODULES,
  '/flows/C-1/modules/residence-address.json': moduleAnswer(saved.residence ?? ''),
  '/flows/C-1/modules/contact-details.json': moduleAnswer(saved.contact ?? ''),
  '/submitter/C-1.json': {},
  '/fee-summary.json': { grandTotal: '10.00', stateTotal: '0.00', licensehubTotal: '10.00', feeDetails: [] },
});
const taskRows = (root: ParentNode) =>
  [...root.querySelectorAll('nav[aria-labelledby="task-list-title"] li')].map((li) => [...li.children].map((c) => c.textContent));

t(
  'a first visit (on the resume route, where a new contact change opens, its modules holding the details on file) is a new request: no "saved", the fee named, the task list, and Start opens the first step',
  async () => {
    const app = await mount({ path: '/ccr/C-1/resume-ccr', signedIn: true, answers: landing(ON_FILE) });
    await waitFor(() => heading(app.host) === 'Change your contact details' && app.host.querySelector('nav li'), 'the landing');
    assert.not.match(app.host.textContent ?? '', /saved|Pick up where you left off/);
    assert.ok(byText(app.host, 'p', 'The fee for this contact change is $10.00. You pay it at the end, after you have checked your answers.'));
    assert.ok(byText(app.host, 'h2', 'Steps of your contact change'));
    assert.equal(taskRows(app.host).slice(0, 3), [
      ['Residence Address', 'In progress'],
      ['Contact Details', 'Cannot start yet'],
      ['Check your answers', 'Cannot start yet'],
    ]);
    assert.equal(texts(app.host, 'nav ol a'), ['Residence Address']);
    assert.is(document.title, 'Change your contact details - LicenseHub');
    await click(button(app.host, 'Start'));
    await waitFor(() => app.router!.state.location.search === '?module=residence-address', 'the first module');
  },
);

t('a contact change with a change saved is one to continue: the step in progress is where Continue leads', async () => {
  const app = await mount({ path: '/ccr/C-1/resume-ccr', signedIn: true, answers: landing({ residence: '1100 Congress Ave' }, REVIEW) });
  await waitFor(() => heading(app.host) === 'Continue your contact change' && app.host.querySelector('nav li'), 'the resume landing');
  assert.match(app.host.textContent ?? '', 'You have started this contact change. What you saved is kept');
  assert.equal(taskRows(app.host).slice(0, 2), [
    ['Residence Address', 'Completed'],
    ['Contact Details', 'In progress'],
  ]);
  await click(button(app.host, 'Continue'));
  await waitFor(() => app.router!.state.location.search === '?module=contact-details', 'the step in progress');
});

t('the review shows the registry column headers and, per state, the residence and mailing contact', async () => {
  const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: REVIEW } });
  await waitFor(() => heading(app.host) === 'Review your contact changes' && app.host.querySelector('table'), 'the review');
  assert.equal(texts(app.host, 'thead th'), ['State', 'Residence', 'Mailing']);
  assert.equal(
    [...app.host.querySelectorAll('tbody th')].map((th) => th.lastChild?.textContent),
    ['OK', 'TX'],
  );
  const firstRow = app.host.querySelector('tbody tr')!;
  assert.match(firstRow.textContent ?? '', 'Address1600 Congress Ave, Austin, TX, 78701');
  assert.match(firstRow.textContent ?? '', 'Emailalice.morgan@example.com');
  assert.is(document.title, 'Review your contact changes - LicenseHub');
});

t('every changed value is marked in words ("Changed"), the unchanged ones are not, and a sentence names the changes first', async () => {
  const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: REVIEW } });
  await waitFor(() => app.host.querySelector('table'), 'the review');
  const items = [...app.host.querySelectorAll('tbody tr:first-child td > div > div')].map((el) => el.textContent);
  assert.equal(items, [
    'Address1600 Congress Ave, Austin, TX, 78701',
    'Emailalice.morgan@example.com',
    'Phone(512) 555-0199Changed',
    'AddressPO Box 12, Austin, TX, 78701Changed',
  ]);
  assert.ok(byText(app.host, 'p', 'You changed 2 items: Residence phone and mailing address. Each change is marked "Changed" below.'));
});

t('Continue goes to the CCR submitter; "Back to your changes" goes to the modules', async () => {
  const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: REVIEW } });
  await waitFor(() => app.host.querySelector('table'), 'the review');
  assert.is(byText(app.host, 'a', 'Back to your changes')?.getAttribute('href'), '/ccr/C-1/modules');
  await click(button(app.host, 'Continue'));
  await waitFor(() => app.router!.state.location.pathname === '/ccr/C-1/submitter', 'the submitter');
});

t(
  "a failed review load is the review's failure: the page says the changes could not be loaded, offers Try again, and the error is reported, not shown",
  async () => {
    const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: json({ errors: ['Forbidden'] }, 403) } });
    const alert = await waitFor(() => app.host.querySelector<HTMLElement>('[role=alert]'), 'the review failure');
    assert.match(alert.textContent ?? '', CCR_REVIEW_FAILED_TITLE);
    await waitFor(() => document.activeElement === alert, 'focus on the failure');
    assert.is(heading(app.host), 'Review your contact changes');
    assert.match(app.host.textContent ?? '', CCR_REVIEW_FAILED_TEXT);
    assert.not.match(app.host.textContent ?? '', 'Unexpected', 'the error is not shown');
    assert.not.match(app.host.textContent ?? '', GENERIC_ERROR_TITLE);
    assert.is(app.host.querySelector('table'), null);
    assert.not.ok(byText(app.host, 'button', 'Continue'), 'nothing to continue with');
    assert.is(byText(app.host, 'a', 'Back to your changes')?.getAttribute('href'), '/ccr/C-1/modules');
    assert.is(document.title, 'Error: Review your contact changes - LicenseHub');
    const reported = app.telemetry.entries().filter((e) => e.channel === 'errors');
    assert.match(JSON.stringify(reported.map((e) => e.data)), 'Unexpected ccr review response: 403');
  },
);

t('after a failed review load (a 500), Try again loads the review again and shows it', async () => {
  const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: json({ errors: ['boom'] }, 500) } });
  await waitFor(() => byText(app.host, 'button', 'Try again'), 'the review failure');
  app.answers[REVIEW_PATH] = REVIEW;
  await click(button(app.host, 'Try again'));
  await waitFor(() => app.host.querySelector('table'), 'the review');
  assert.not.match(app.host.textContent ?? '', CCR_REVIEW_FAILED_TITLE);
  assert.is(document.title, 'Review your contact changes - LicenseHub');
});

t('the address of another licensee’s contact change (the registry’s 404) says it was not found, with the Main Menu', async () => {
  const app = await mount({ path: '/ccr/C-1/review', signedIn: true, answers: { [REVIEW_PATH]: json({ errors: ['Flow not found'] }, 404) } });
  await waitFor(() => heading(app.host) === '404 - Not Found', 'the not-found screen');
  assert.match(app.host.textContent ?? '', 'It may belong to another licensee, or it may have been deleted.');
  assert.not.match(app.host.textContent ?? '', 'Oops');
  assert.ok(byText(app.host, 'a', 'Main Menu'), 'a way back');
  const reported = app.telemetry.entries().filter((e) => e.channel === 'errors');
  assert.match(JSON.stringify(reported.map((e) => e.data)), 'Unexpected ccr review response: 404', 'still reported');
});

t('a failed modules load on the landing is the generic error screen', async () => {
  const app = await mount({ path: '/ccr/C-1', signedIn: true, answers: { ...landing(), '/flows/C-1/modules.json': json({ errors: ['boom'] }, 500) } });
  await waitFor(() => heading(app.host) === GENERIC_ERROR_TITLE, 'the generic error screen');
});

t.run();
