/**
 * The PDB detail report pages (docs/portal.md §PDB report
 * "PDB report metadata", §PDB report "PDB status polling", §Calls): the info page and its Continue, the
 * status page's progress in virtual time, and the payment page once the report is ready.
 */
import * as assert from 'uvu/assert';
import { byText, click, screenSuite, waitFor, type Rendered } from '../../render';
import { button, heading } from '../../identify/dom-actions';
import { GENERIC_ERROR_TITLE } from '../../../../ui/screens/errors/GenericError';

const { t, mount } = screenSuite('PDB detail report pages', { quiet: true });

const METADATA = { residentStates: ['TX', 'OK'], price: '20.00', demographicsDate: '2026-11-20', licensingDate: '2026-11-20', appointmentsDate: '2026-11-19' };
const STATES = [
  { stateCode: 'OK', displayName: 'Oklahoma' },
  { stateCode: 'TX', displayName: 'Texas' },
];
const STATUS = '/pdb-report-status.json';
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const NOT_READY = json({ errors: ['The report is not ready yet.'] }, 404);

const facts = (root: ParentNode) => [...root.querySelectorAll('dl dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
const statusText = () => document.querySelector('main [role=status]')?.textContent ?? '';
const statusCalls = (a: Rendered) => a.calls.filter((c) => c === STATUS).length;
/** A next check waits 5 s or more on the virtual clock (docs/portal.md §PDB report "PDB status polling"); the shell's own timers, less. */
const noCheckWaits = (a: Rendered) => a.clock.timersDue().every((due) => due < 5000);

t('the info page shows the resident states by name, the price and the data dates of the report', async () => {
  const app = await mount({ path: '/pdb-report', signedIn: true, answers: { '/pdb-report-metadata.json': METADATA, '/states.json': STATES } });
  await waitFor(() => heading(app.host) === 'Get your producer database detail report' && facts(app.host).length, 'the info page');
  await waitFor(() => facts(app.host)[0] === 'Resident states: Texas, Oklahoma', 'the state names');
  assert.equal(facts(app.host), [
    'Resident states: Texas, Oklahoma',
    'Price: $20.00',
    'Demographics data as of: 11/20/2026',
    'Licensing data as of: 11/20/2026',
    'Appointments data as of: 11/19/2026',
  ]);
  assert.is(document.title, 'Get your producer database detail report - LicenseHub');
  assert.is(byText(app.host, 'a', 'order history')?.getAttribute('href'), '/order-history', 'reports bought before are in the order history');
});

t("the info page is the report's landing: the fee named at the start, and its steps as a task list, none a link before the report is started", async () => {
  const app = await mount({ path: '/pdb-report', signedIn: true, answers: { '/pdb-report-metadata.json': METADATA, '/states.json': STATES } });
  await waitFor(() => byText(app.host, 'h2', 'Steps of your report request'), 'the task list');
  assert.ok(byText(app.host, 'p', 'The fee for this report request is $20.00. You pay it once the report is ready.'));
  const rows = [...app.host.querySelectorAll('nav[aria-labelledby="task-list-title"] li')].map((li) => [...li.children].map((c) => c.textContent));
  assert.equal(rows, [
    ['Who is submitting', 'In progress'],
    ['Attestation', 'Cannot start yet'],
    ['Submit your report request', 'Cannot start yet'],
    ['Pay', 'Cannot start yet'],
  ]);
  assert.is(app.host.querySelector('nav[aria-labelledby="task-list-title"] a'), null);
});

t('Continue starts the report flow (GET /flows/reports.json) and goes to its submitter page', async () => {
  const app = await mount({
    path: '/pdb-report',
    signedIn: true,
    answers: { '/pdb-report-metadata.json': METADATA, '/flows/reports.json': { flowId: 'R-1' } },
  });
  await waitFor(() => facts(app.host).length, 'the info page');
  await click(button(app.host, 'Continue'));
  await waitFor(() => app.router!.state.location.pathname === '/pdb-report/R-1/submitter', 'the submitter path');
  assert.is(app.calls.filter((c) => c === '/flows/reports.json').length, 1);
});

t('a failed metadata load is the generic error screen', async () => {
  const app = await mount({ path: '/pdb-report', signedIn: true, answers: { '/pdb-report-metadata.json': json({ errors: ['x'] }, 500) } });
  await waitFor(() => heading(app.host) === GENERIC_ERROR_TITLE, 'the generic error screen');
});

t('the route loader has the metadata and the states before the page shows: it opens with the state names, each asked for once', async () => {
  const app = await mount({ path: '/pdb-report', signedIn: true, answers: { '/pdb-report-metadata.json': METADATA, '/states.json': STATES } });
  await waitFor(() => facts(app.host).length, 'the info page');
  assert.is(facts(app.host)[0], 'Resident states: Texas, Oklahoma', 'no moment without the names');
  assert.is(app.calls.filter((c) => c === '/pdb-report-metadata.json').length, 1);
  assert.is(app.calls.filter((c) => c === '/states.json').length, 1);
});

t('a failed states list is the generic error screen, as an unexpected status on any reference list is', async () => {
  const app = await mount({
    path: '/pdb-report',
    signedIn: true,
    answers: { '/pdb-report-metadata.json': METADATA, '/states.json': json({ errors: ['x'] }, 500) },
  });
  await waitFor(() => heading(app.host) === GENERIC_ERROR_TITLE, 'the generic error screen');
});

t('a failed start is the generic error screen', async () => {
  const app = await mount({
    path: '/pdb-report',
    signedIn: true,
    answers: { '/pdb-report-metadata.json': METADATA, '/flows/reports.json': json({ errors: ['x'] }, 500) },
  });
  await waitFor(() => facts(app.host).length, 'the info page');
  await click(button(app.host, 'Continue'));
  await waitFor(() => heading(app.host) === GENERIC_ERROR_TITLE, 'the generic error screen');
});

t('status polling: 404 three times (at 0, 5 and 10 s), progress told in a status region, then ready at 15 s: the payment page of the report', async () => {
  const app = await mount({ path: '/pdb-report/R-1/status', signedIn: true, answers: { [STATUS]: NOT_READY } });
  await waitFor(() => heading(app.host) === 'Preparing your PDB detail report' && statusCalls(app!) === 1, 'the first, immediate call');
  await waitFor(() => app.host.textContent?.includes('Checked 1 time. The next check is in 5 seconds.'), 'the progress');
  assert.is(statusText(), 'Your report is being prepared.');
  assert.is(document.querySelector('main [role=status]')?.getAttribute('tabindex'), null, 'the status region never takes focus');
  app.clock.advance(4999);
  assert.is(statusCalls(app), 1, 'no second call before 5 s');
  app.clock.advance(1);
  await waitFor(() => app.host.textContent?.includes('Checked 2 times.'), 'the second answer');
  app.clock.advance(5000);
  await waitFor(() => app.host.textContent?.includes('Checked 3 times.'), 'the third answer');
  assert.equal(app.navigation.visited, []);
  app.answers[STATUS] = { flowId: 'R-1', status: 'READY' };
  app.clock.advance(5000);
  await waitFor(() => app.navigation.visited.length === 1, 'the payment page');
  assert.equal(app.navigation.visited, ['/my-licensehub/payment/detail-report/R-1.htm']);
  assert.is(statusCalls(app), 4);
  assert.is(statusText(), 'Your report is ready. Taking you to the payment page…');
  assert.ok(document.activeElement?.closest('[role=status]') === null, 'focus is not in the status region');
  // Should the browser stay (a blocked navigation), the payment page is one press away.
  await click(button(app.host, 'Go to the payment page'));
  assert.equal(app.navigation.visited, ['/my-licensehub/payment/detail-report/R-1.htm', '/my-licensehub/payment/detail-report/R-1.htm']);
});

t('leaving the status page stops the polling; coming back checks again at once', async () => {
  const app = await mount({ path: '/pdb-report/R-2/status', signedIn: true, answers: { [STATUS]: NOT_READY } });
  await waitFor(() => app.host.textContent?.includes('Checked 1 time.'), 'the first answer');
  assert.ok(app.clock.timersDue().includes(5000), 'the next check waits on the clock');
  await app.router!.navigate('/user-menu');
  await waitFor(() => heading(app.host) === 'User Menu', 'the user menu');
  assert.ok(noCheckWaits(app), 'no check waits on the clock once the page is left');
  app.clock.advance(60_000);
  assert.is(statusCalls(app), 1, 'no call once the page is left');
  await app.router!.navigate('/pdb-report/R-2/status');
  await waitFor(() => statusCalls(app!) === 2, 'a call at once on coming back');
});

t('a status answer other than 404 or 200 is the generic error screen', async () => {
  const app = await mount({ path: '/pdb-report/R-3/status', signedIn: true, answers: { [STATUS]: json({ errors: ['x'] }, 500) } });
  await waitFor(() => heading(app.host) === GENERIC_ERROR_TITLE, 'the generic error screen');
});

t('PDB status polling ends on a report the registry does not have (410): the page says so plainly and checks no more', async () => {
  const app = await mount({ path: '/pdb-report/R-4/status', signedIn: true, answers: { [STATUS]: json({ errors: ['There is no such report.'] }, 410) } });
  await waitFor(() => statusText() === 'We could not find this report. Please start a new PDB detail report from the User Menu.', 'the message');
  assert.is(heading(app.host), 'Preparing your PDB detail report');
  assert.ok(byText(app.host, 'a', 'Go to the User Menu'), 'a way on');
  assert.ok(noCheckWaits(app), 'no check waits on the clock');
  app.clock.advance(60_000);
  assert.is(statusCalls(app), 1);
  assert.equal(app.navigation.visited, []);
});

t.run();
