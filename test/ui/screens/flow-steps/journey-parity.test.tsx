/**
 * The journey, three ways: one table of flows (what the registry holds and what the session
 * recorded), each run through `licensehub` (in-process, on a fake registry answering the table's
 * fixtures), through the real screens in the component-test harness (the same fixtures), and
 * through the core's presented view. All three must show the same step counter and step for the
 * next step, the same refusal words and missing steps at payment, and the same payment page; the
 * same step after the submitter, the attestation and the contact are saved; resuming in a new
 * session, the same payment words and the same step opened; a journey started from the menu,
 * the same page opened; and each journey's landing, the same words, fee, statuses and next step.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../../../../cli/run-cli';
import { createCliServices } from '../../../../cli/services';
import { CapturedStream } from '../../../../cli/io';
import { JOURNEY_RECORDS_KEY, type FlowScreenType } from '../../../../core/model/constants';
import type { ModuleContent, ModuleSummary } from '../../../../core/model/modules';
import type { SubmitterResponse } from '../../../../core/model/submitter';
import { flowPaymentUrl } from '../../../../core/use-cases/flow-steps/steps';
import { sharedScreenSteps } from '../../../../core/use-cases/flow-steps/step-table';
import { typeOption } from '../../../../core/use-cases/journey/commands';
import { journeyPlan, missingStepText, NOT_READY_TITLE, presentJourney } from '../../../../core/use-cases/journey/journey';
import { journeyFacts } from '../../../../core/use-cases/journey/facts';
import { landingFacts, landingPath, presentLanding } from '../../../../core/use-cases/journey/landing';
import type { JourneyRecord } from '../../../../core/use-cases/journey/records';
import { API, byText, click, render, waitFor, type Answer } from '../../render';
import { PAYABLE } from '../resume-incomplete/fixtures';
import { resumeReadiness } from '../../../../core/use-cases/incomplete/readiness';
import type { IncompleteApplication } from '../../../../core/model/incomplete';
import { button, heading } from '../../identify/dom-actions';
import { createdFlowDestination, DIRECT_PRODUCTS, directStartPath, type DirectProduct } from '../../../../core/use-cases/start-flow/create-flow';
import { ACME, BIOGRAPHIC, CONTACT, MODULES, REFERENCE, SAVED_MINE } from './fixtures';
import { backTarget, modulePath, reviewPath, submitTarget } from '../../../../core/use-cases/modules/navigation';

interface Row {
  readonly name: string;
  readonly type: FlowScreenType;
  readonly flowId: string;
  readonly submitter: SubmitterResponse;
  readonly modules?: ReadonlyArray<{ readonly summary: ModuleSummary; readonly content: ModuleContent }>;
  readonly record?: JourneyRecord;
}

const [BIO, CON] = MODULES.modules as [ModuleSummary, ModuleSummary];
const ANSWERED = [
  { summary: BIO, content: BIOGRAPHIC },
  { summary: CON, content: CONTACT },
];
const NOT_SUBMITTED: SubmitterResponse = { isFirm: false, submittingFor: 'MY_SELF', email: 'alice@example.com', phone: '(602) 555-0101' };
const ACME_SAVED: SubmitterResponse = {
  ...ACME,
  submittingFor: 'SOMEONE_ELSE',
  firstName: 'Dana',
  lastName: 'Lee',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: '1',
  useAcceptance: true,
};
const ATTESTED: JourneyRecord = { attested: true, validated: false };
const DONE: JourneyRecord = { attested: true, validated: true };

const ROWS: readonly Row[] = [
  {
    name: 'licensing: a module not answered',
    type: 'FLOWS',
    flowId: 'F-1',
    submitter: NOT_SUBMITTED,
    modules: [ANSWERED[0]!, { summary: CON, content: { ...CONTACT, data: {} } }],
  },
  { name: 'licensing: modules saved, no submitter', type: 'FLOWS', flowId: 'F-2', submitter: NOT_SUBMITTED, modules: ANSWERED },
  { name: 'licensing: attested, not checked', type: 'FLOWS', flowId: 'F-3', submitter: SAVED_MINE, modules: ANSWERED, record: ATTESTED },
  { name: 'licensing: every step done', type: 'FLOWS', flowId: 'F-4', submitter: SAVED_MINE, modules: ANSWERED, record: DONE },
  { name: 'contact change: modules saved, no submitter', type: 'CCR', flowId: 'C-1', submitter: NOT_SUBMITTED, modules: ANSWERED },
  { name: 'name change: submitter saved, not attested', type: 'DEMOGRAPHIC-UPDATE', flowId: 'D-1', submitter: SAVED_MINE },
  { name: 'license update (a firm): every step done', type: 'LICENSE-UPDATE', flowId: 'L-1', submitter: ACME_SAVED, record: DONE },
  { name: 'PDB report: submitter saved, not attested', type: 'PDB-REPORT', flowId: 'R-1', submitter: SAVED_MINE },
];

/** What each driver shows: the next step (its counter and title), and at payment the refusal or the payment page. */
interface Shown {
  readonly caption: string;
  readonly title: string;
  readonly payment: { readonly refused: string; readonly missing: readonly string[] } | { readonly page: string };
}

const SENT_NAME = {
  enabled: [
    {
      currentName: { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' },
      jurisdictions: [{ jurisdiction: 'TX', resident: true, dhs: false, changed: true, active: true, enabled: true }],
    },
  ],
  disabled: [],
};
const DRLP_UNCHANGED = { businessEntity: { businessEntityName: 'Acme Insurance Agency LLC', fein: '12-3456789', states: [] }, modified: false, errors: [] };

/** The registry's answers for a row, by path below the API base (as the harness's fake registry takes them). */
function answersOf(row: Row): Record<string, Answer> {
  const id = row.flowId;
  const modules = row.modules ?? [];
  return {
    ...REFERENCE,
    // A registry answers its maintenance notices (the command reads them first): none here.
    '/maintenance-notifications.json': [],
    [row.type === 'PDB-REPORT' ? `/pdb-report-submitter/${id}.json` : `/submitter/${id}.json`]: row.submitter,
    [`/flows/${id}/modules.json`]: { modules: modules.map((m) => m.summary) },
    ...Object.fromEntries(modules.map((m) => [`/flows/${id}/modules/${m.summary.path}.json`, m.content])),
    [`/contextual-messages/${id}/attestation.json`]: [],
    // The first page's request: the name sent (a name change), the DRLP working copy unchanged (a license update);
    // a contact change's review. Each answers for a flow of its type alone, as the registry's do.
    ...(row.type === 'DEMOGRAPHIC-UPDATE' ? { [`/demographic-update/${id}/primary-name.json`]: SENT_NAME } : {}),
    ...(row.type === 'LICENSE-UPDATE' ? { [`/license-update/${id}/drlp.json`]: DRLP_UNCHANGED } : {}),
    ...(row.type === 'CCR' ? { [`/review/ccr/${id}.json`]: { columnHeaders: [], data: [] } } : {}),
    '/user-info.json': { displayName: 'Alice Morgan', ldapUser: false, name: 'Alice Morgan', npn: '1000001' },
  };
}

const pathOf = (url: string): string => new URL(url, 'http://localhost').pathname;

function byCore(row: Row): Shown {
  const modules = row.modules ?? [];
  const lead = row.type === 'DEMOGRAPHIC-UPDATE' ? { names: SENT_NAME as never } : row.type === 'LICENSE-UPDATE' ? { drlp: DRLP_UNCHANGED } : {};
  const facts = journeyFacts({ modules, submitter: row.submitter, lead }, row.record ?? { attested: false, validated: false });
  const view = presentJourney(row.type, row.flowId, facts, { modules: modules.map((m) => m.summary) });
  return {
    caption: view.caption,
    title: view.resume.title,
    payment: view.canPay
      ? { page: pathOf(flowPaymentUrl(row.type, '/my-licensehub/', row.flowId)) }
      : { refused: NOT_READY_TITLE, missing: view.missing.map(missingStepText) },
  };
}

/** `licensehub` in-process on a fake registry answering `answers`, with this session's journey records. */
function cliOn(answers: Record<string, Answer>, records?: Record<string, JourneyRecord>) {
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/my-licensehub/api', '');
    // A write's own answer, where the path's read answers otherwise (`PUT /flows/F-2/modules/biographic.json`).
    const body = answers[`${(init?.method ?? 'GET').toUpperCase()} ${path}`] ?? answers[path];
    if (body instanceof Response) return body.clone();
    return new Response(JSON.stringify(body ?? { errors: ['not found'] }), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const dir = mkdtempSync(join(tmpdir(), 'licensehub-parity-'));
  const file = join(dir, 'session.json');
  // The session file keeps a session per registry origin.
  if (records) writeFileSync(file, JSON.stringify({ 'http://localhost': { [JOURNEY_RECORDS_KEY]: JSON.stringify(records) } }));
  const run = async (...argv: string[]) => {
    const stdout = new CapturedStream();
    const stderr = new CapturedStream();
    const code = await runCli(
      ['--api', API, '--session', file, ...argv],
      { stdout, stderr, env: {} },
      {
        createServices: (o) => createCliServices({ ...o, fetch: fakeFetch }),
      },
    );
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
  return { run, done: () => rmSync(dir, { recursive: true, force: true }) };
}

async function byCli(row: Row): Promise<Shown & { readonly path: string }> {
  const cli = cliOn(answersOf(row), row.record ? { [row.flowId]: row.record } : undefined);
  const run = (...argv: string[]) => cli.run(...argv, row.flowId, '--type', typeOption(row.type));
  try {
    const journey = await run('--json', 'journey');
    assert.is(journey.code, 0, journey.stderr);
    const { caption, nextStep: next } = JSON.parse(journey.stdout) as { caption: string; nextStep: { title: string; path: string } };
    const paid = await run('pay');
    const lines = paid.stdout.trimEnd().split('\n');
    const payment =
      paid.code === 0 ? { page: pathOf(lines.at(-1)!) } : { refused: lines[0]!, missing: lines.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4)) };
    return { caption, title: next.title, path: next.path, payment };
  } finally {
    cli.done();
  }
}

/** Renders a page of the app on the row's fixtures, loaded afresh at its address. */
async function renderPage<T>(row: Row, path: string, read: (app: Awaited<ReturnType<typeof render>>) => T | undefined, what: string): Promise<T> {
  const app = await render({
    path,
    signedIn: true,
    answers: answersOf(row),
    ...(row.record ? { stored: { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [row.flowId]: row.record }) } } : {}),
  });
  try {
    return await waitFor(() => read(app), what);
  } finally {
    await app.unmount();
  }
}

const captionOf = (root: ParentNode): string | undefined =>
  [...root.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => /^Step \d+ of \d+$/.test(text));

/** The screens: the page of the next step (its counter and heading), then the payment step (pay, or the report's submit). */
async function byScreens(row: Row, nextPath: string): Promise<Shown> {
  const { caption, title } = await renderPage(
    row,
    nextPath,
    (app) => {
      const shown = captionOf(app.host);
      return shown && heading(app.host) ? { caption: shown, title: heading(app.host) } : undefined;
    },
    'the next step',
  );
  const payStep = sharedScreenSteps(row.type).includes('pay') ? 'pay' : 'submit';
  const payment = await renderPage(
    row,
    `/${row.type.toLowerCase()}/${row.flowId}/${payStep}`,
    (app) => {
      const alert = app.host.querySelector('[role="alert"]');
      if (alert)
        return {
          refused: alert.querySelector('.fui-MessageBarTitle')?.textContent ?? '',
          missing: [...alert.querySelectorAll('li')].map((li) => li.textContent ?? ''),
        };
      const left = app.navigation.visited[0];
      return left ? { page: pathOf(left) } : undefined;
    },
    'the payment step',
  );
  return { caption, title, payment };
}

const t = suite('journey parity: licensehub, the screens and the core');

for (const row of ROWS) {
  t(`parity: ${row.name}: the same next step, step counter and payment answer through licensehub, the screens and the core`, async () => {
    const core = byCore(row);
    const { path, ...cli } = await byCli(row);
    const screens = await byScreens(row, path);
    assert.equal(cli, core, 'licensehub and the core');
    assert.equal(screens, core, 'the screens and the core');
  });
}

/** A journey's landing as each driver shows it: its heading, what it costs, each step with its status in words, and its action's step. */
interface LandingShown {
  readonly title: string;
  readonly costs: string;
  readonly tasks: ReadonlyArray<readonly [string, string]>;
  readonly next: string;
}

function landingByCore(row: Row): LandingShown {
  const modules = row.modules ?? [];
  const lead = row.type === 'DEMOGRAPHIC-UPDATE' ? { names: SENT_NAME as never } : row.type === 'LICENSE-UPDATE' ? { drlp: DRLP_UNCHANGED } : {};
  // No fee answer: the registry does not say (the page names where it is shown); a contact change with no change saved.
  const facts = landingFacts(row.type, journeyFacts({ modules, submitter: row.submitter, lead }, row.record ?? { attested: false, validated: false }), 0);
  const view = presentLanding(row.type, row.flowId, facts, { modules: modules.map((m) => m.summary), price: null });
  return { title: view.title, costs: view.costs, tasks: view.tasks.tasks.map((t) => [t.title, t.statusText] as const), next: view.next?.title ?? '' };
}

async function landingByCli(row: Row): Promise<LandingShown> {
  const cli = cliOn(answersOf(row), row.record ? { [row.flowId]: row.record } : undefined);
  try {
    const shown = await cli.run('--json', 'journey', row.flowId);
    assert.is(shown.code, 0, shown.stderr);
    const { landing } = JSON.parse(shown.stdout) as {
      landing: { title: string; costs: string; tasks: Array<{ title: string; statusText: string }>; next: { title: string } };
    };
    return { title: landing.title, costs: landing.costs, tasks: landing.tasks.map((t) => [t.title, t.statusText] as const), next: landing.next.title };
  } finally {
    cli.done();
  }
}

const COSTS = /^(The fee for|What it costs|The payment page at the end|There is nothing to pay)/;

async function landingByScreens(row: Row): Promise<LandingShown> {
  const app = await render({
    path: landingPath(row.type, row.flowId),
    signedIn: true,
    answers: answersOf(row),
    ...(row.record ? { stored: { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [row.flowId]: row.record }) } } : {}),
  });
  try {
    const shown = await waitFor(() => {
      const rows = [...app.host.querySelectorAll('nav[aria-labelledby="task-list-title"] li')];
      if (rows.length === 0) return undefined;
      return {
        title: heading(app.host) ?? '',
        costs: [...app.host.querySelectorAll('main p')].map((p) => p.textContent ?? '').find((text) => COSTS.test(text)) ?? '',
        tasks: rows.map((li) => [li.children[0]?.textContent ?? '', li.children[1]?.textContent ?? ''] as const),
      };
    }, 'the landing');
    const action = [...app.host.querySelectorAll('main button')].find((b) => b.textContent === 'Start' || b.textContent === 'Continue')!;
    await click(action as HTMLElement);
    // The step its action opens, by the heading of its page (a submit path loads afresh: its address).
    const next = await waitFor(() => {
      const at = app.router?.state.location.pathname ?? '';
      if (at === pathOf(landingPath(row.type, row.flowId))) return app.navigation.visited[0] ? 'left' : undefined;
      return heading(app.host);
    }, 'the step the landing opens');
    if (next !== 'left') return { ...shown, next };
    // Left for a submit path (a full page load): the step at that address.
    const left = pathOf(app.navigation.visited[0]!).replace('/my-licensehub/frontend', '');
    const step = journeyPlan(
      row.type,
      row.flowId,
      (row.modules ?? []).map((m) => m.summary),
    ).find((s) => s.path === left);
    return { ...shown, next: step?.title ?? left };
  } finally {
    await app.unmount();
  }
}

for (const row of ROWS.filter((r) => r.type !== 'PDB-REPORT')) {
  t(
    `parity: ${row.name}: the same landing (words, what it costs, each step's status, the step its action opens) through licensehub, the screens and the core`,
    async () => {
      const core = landingByCore(row);
      assert.equal(await landingByCli(row), core, 'licensehub and the core');
      assert.equal(await landingByScreens(row), core, 'the screens and the core');
    },
  );
}

/**
 * Continue after each save: where the step's page goes once saved (the page rendered, its form
 * filled, Continue pressed), what the command that saves it names as next, and the core's journey
 * from the step with it saved.
 */
interface Save {
  readonly step: 'submitter' | 'attestation' | 'verification-contact';
  /** The rows whose journey has the step, and where the command and the page can save it (an individual's submitter). */
  readonly applies: (row: Row) => boolean;
  /** What the session records once it is saved (a saved submitter withdraws the attestation and validation). */
  readonly recorded: (row: Row) => JourneyRecord;
  readonly command: readonly string[];
  /** Fills the page's form, then presses its Continue. */
  readonly act: (host: HTMLElement) => Promise<void>;
}
const SUBMITTER_POSTS = { '/submitter.json': {}, '/pdb-report-submitter.json': {} };
const hasStep = (row: Row, step: string) => (sharedScreenSteps(row.type) as readonly string[]).includes(step);
const SAVES: readonly Save[] = [
  {
    step: 'submitter',
    applies: (row) => !row.submitter.isFirm,
    recorded: () => ({ attested: false, validated: false }),
    command: ['submitter', 'set', '--accept-use'],
    act: async (host) => {
      const accept = host.querySelector<HTMLInputElement>('#submitter-useAcceptance')!;
      if (!accept.checked) await click(accept);
      await click(button(host, 'Save and continue'));
    },
  },
  {
    step: 'attestation',
    applies: () => true,
    recorded: (row) => ({ attested: true, validated: row.record?.validated ?? false }),
    command: ['attest', '--confirm'],
    act: async (host) => {
      await click(host.querySelector<HTMLInputElement>('#attestation-confirm')!);
      await click(button(host, 'Continue'));
    },
  },
  {
    step: 'verification-contact',
    // The contact is asked once attested.
    applies: (row) => hasStep(row, 'verification-contact') && row.record?.attested === true,
    recorded: (row) => row.record!,
    command: ['contact'],
    act: (host) => click(button(host, 'Continue')),
  },
];

function afterSaveByCore(row: Row, save: Save): string | undefined {
  const modules = row.modules ?? [];
  const lead = row.type === 'DEMOGRAPHIC-UPDATE' ? { names: SENT_NAME as never } : row.type === 'LICENSE-UPDATE' ? { drlp: DRLP_UNCHANGED } : {};
  const facts = {
    ...journeyFacts({ modules, submitter: row.submitter, lead }, save.recorded(row)),
    ...(save.step === 'submitter' ? { submitterSaved: true } : {}),
  };
  return presentJourney(row.type, row.flowId, facts, { modules: modules.map((m) => m.summary), at: save.step }).nextPath;
}

async function afterSaveByCli(row: Row, save: Save): Promise<string> {
  const cli = cliOn({ ...answersOf(row), ...SUBMITTER_POSTS }, row.record ? { [row.flowId]: row.record } : undefined);
  try {
    const [command, ...options] = save.command;
    const saved = await cli.run('--json', command!, ...(command === 'submitter' ? [options.shift()!] : []), row.flowId, ...options);
    assert.is(saved.code, 0, saved.stderr);
    return (JSON.parse(saved.stdout) as { nextStep: { path: string } }).nextStep.path;
  } finally {
    cli.done();
  }
}

async function afterSaveByScreens(row: Row, save: Save): Promise<string> {
  const page = `/${row.type.toLowerCase()}/${row.flowId}/${save.step}`;
  const app = await render({
    path: page,
    signedIn: true,
    answers: { ...answersOf(row), ...SUBMITTER_POSTS },
    ...(row.record ? { stored: { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [row.flowId]: row.record }) } } : {}),
  });
  try {
    await waitFor(() => app.host.querySelector('form'), `the ${save.step} page`);
    await save.act(app.host);
    // A step of the app, or a full page load of a step below the app's base (the PDB report's submit).
    return await waitFor(() => {
      const at = app.router?.state.location;
      if (at && at.pathname !== page) return `${at.pathname}${at.search}`;
      const left = app.navigation.visited[0];
      return left ? pathOf(left).replace(/^\/my-licensehub\/frontend/, '') : undefined;
    }, `the step after the ${save.step}`);
  } finally {
    await app.unmount();
  }
}

for (const save of SAVES)
  for (const row of ROWS.filter(save.applies)) {
    t(`parity: Continue after the ${save.step}: ${row.name}: the same next step through licensehub, the screens and the core`, async () => {
      const core = afterSaveByCore(row, save);
      assert.is(await afterSaveByCli(row, save), core, 'licensehub and the core');
      assert.is(await afterSaveByScreens(row, save), core, 'the screens and the core');
    });
  }

/**
 * Resume in a new session: the application's payment words and where its action leads, through
 * the resume page (its detail, then the action clicked), `licensehub incomplete list` then `pay`
 * or `resume`, and the core (readiness, and the journey's first step not done).
 */
interface ResumeRow {
  readonly name: string;
  readonly application: IncompleteApplication;
  readonly record?: JourneyRecord;
}
const RESUME_ROWS: readonly ResumeRow[] = [
  { name: 'questions answered, a new session', application: PAYABLE },
  { name: 'questions answered, attested but not checked here', application: PAYABLE, record: ATTESTED },
  { name: 'questions answered, attested and checked here', application: PAYABLE, record: DONE },
];
interface Resumed {
  readonly payment: string;
  readonly opens: string;
}
const resumeFlow = (r: ResumeRow): Row => ({
  name: r.name,
  type: 'FLOWS',
  flowId: r.application.batchCode,
  submitter: SAVED_MINE,
  modules: ANSWERED,
  ...(r.record ? { record: r.record } : {}),
});
const resumeAnswers = (r: ResumeRow): Record<string, Answer> => ({ ...answersOf(resumeFlow(r)), '/incomplete-applications.json': [r.application] });

function resumedByCore(r: ResumeRow): Resumed {
  const readiness = resumeReadiness(r.application, r.record ?? { attested: false, validated: false });
  const row = resumeFlow(r);
  const facts = journeyFacts({ modules: ANSWERED, submitter: row.submitter, lead: {} }, r.record ?? { attested: false, validated: false });
  const first = presentJourney('FLOWS', row.flowId, facts, { modules: ANSWERED.map((m) => m.summary) }).resume.path;
  return { payment: readiness.text, opens: readiness.payable ? readiness.action.path : first };
}

async function resumedByCli(r: ResumeRow): Promise<Resumed> {
  const id = r.application.batchCode;
  const cli = cliOn(resumeAnswers(r), r.record ? { [id]: r.record } : undefined);
  try {
    const listed = await cli.run('--json', 'incomplete', 'list');
    assert.is(listed.code, 0, listed.stderr);
    const { payment } = (JSON.parse(listed.stdout) as { applications: Array<{ flowId: string; payment: string }> }).applications.find((a) => a.flowId === id)!;
    // Ready to pay: `pay` takes the payment (its step); otherwise `resume` names the first step not done.
    if ((await cli.run('pay', id)).code === 0) return { payment, opens: resumedByCore(r).opens };
    const resumed = await cli.run('--json', 'resume', id);
    assert.is(resumed.code, 0, resumed.stderr);
    return { payment, opens: (JSON.parse(resumed.stdout) as { nextStep: { path: string } }).nextStep.path };
  } finally {
    cli.done();
  }
}

async function resumedByScreens(r: ResumeRow): Promise<Resumed> {
  const id = r.application.batchCode;
  const app = await render({
    path: `/resume-incomplete/${id}`,
    signedIn: true,
    answers: resumeAnswers(r),
    ...(r.record ? { stored: { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [id]: r.record }) } } : {}),
  });
  try {
    const facts = await waitFor(() => app.host.querySelector('dl'), 'the application');
    const terms = [...facts.querySelectorAll('dt')];
    const payment = terms.find((dt) => dt.textContent === 'Payment')?.nextElementSibling?.textContent ?? '';
    const group = app.host.querySelector('[role=group][aria-label="Application actions"]')!;
    const action = [...group.querySelectorAll('button')].map((b) => b.textContent ?? '').find((label) => label === 'Pay' || label === 'Continue application')!;
    await click(button(app.host, action));
    // The action's page, once it shows its step (the journey's landing, at its base, leads on to its first step not done).
    const landing = await waitFor(() => {
      const at = app.router?.state.location.pathname ?? '';
      if (at.startsWith(`/flows/${id}/`)) return 'step';
      return at === `/flows/${id}` ? byText(app.host, 'button', 'Continue') : undefined;
    }, 'the landing or the step');
    if (landing !== 'step') await click(landing);
    const opens = await waitFor(() => {
      const at = app.router?.state.location.pathname ?? '';
      return at !== `/flows/${id}` && at.startsWith(`/flows/${id}/`) && heading(app.host) ? at : undefined;
    }, 'the step the action opens');
    return { payment, opens };
  } finally {
    await app.unmount();
  }
}

for (const r of RESUME_ROWS) {
  t(`parity: resume in a new session: ${r.name}: the same payment words and the same step opened through licensehub, the screens and the core`, async () => {
    const core = resumedByCore(r);
    assert.equal(await resumedByCli(r), core, 'licensehub and the core');
    assert.equal(await resumedByScreens(r), core, 'the screens and the core');
  });
}

/**
 * The start-flow outcomes: each product the menu starts at once opens the same page through the
 * menu's address (`/start/{slug}`, the screen), `licensehub start-flow --product {slug}` and the
 * core's destination of a created flow.
 */
const STARTED: Readonly<Record<DirectProduct, { readonly create: string; readonly flowId: string; readonly firm?: boolean }>> = {
  'contact-change': { create: '/flows.json', flowId: 'C-7' },
  'name-change': { create: '/demographic-update/start.json', flowId: 'D-7' },
  'license-update': { create: '/license-update/start.json', flowId: 'L-7', firm: true },
};
const startAnswers = (slug: DirectProduct): Record<string, Answer> => {
  const { create, flowId, firm } = STARTED[slug];
  return {
    ...REFERENCE,
    '/maintenance-notifications.json': [],
    '/product-attributes.json': [],
    [create]: { flowId },
    // The page opened waits: what it shows is another row's matter.
    [`/demographic-update/${flowId}/primary-name.json`]: 'hang',
    [`/license-update/${flowId}/drlp.json`]: 'hang',
    [`/flows/${flowId}/modules.json`]: 'hang',
    [`/review/ccr/${flowId}.json`]: 'hang',
    '/user-info.json': firm
      ? { displayName: 'Acme Insurance Agency LLC', ldapUser: false, name: 'Acme Insurance Agency LLC', npn: '2000001', fein: '12-3456789' }
      : { displayName: 'Alice Morgan', ldapUser: false, name: 'Alice Morgan', npn: '1000001' },
  };
};

for (const slug of Object.keys(DIRECT_PRODUCTS) as DirectProduct[]) {
  t(`parity: start-flow outcomes: ${slug}: the new flow opens the same page through the menu's address, licensehub and the core`, async () => {
    const { flowId } = STARTED[slug];
    const core = createdFlowDestination(DIRECT_PRODUCTS[slug], flowId);
    const cli = cliOn(startAnswers(slug));
    try {
      const started = await cli.run('--json', 'start-flow', '--product', slug);
      assert.is(started.code, 0, started.stderr);
      const json = JSON.parse(started.stdout) as { path: string; next: { command: string; title: string } };
      assert.equal([json.path, json.next], [core.path, { command: core.command, title: core.title }], 'licensehub and the core');
    } finally {
      cli.done();
    }
    const app = await render({ path: directStartPath(slug), signedIn: true, answers: startAnswers(slug) });
    try {
      const opened = await waitFor(() => {
        const at = app.router?.state.location.pathname;
        return at && at !== directStartPath(slug) ? at : undefined;
      }, 'the page the new flow opens');
      assert.is(opened, core.path, 'the screens and the core');
    } finally {
      await app.unmount();
    }
  });
}

/**
 * A Change from Check your answers, and a module's Save without one: where the module page's
 * Back and Save go (the page opened with `&return=review`, or without), what
 * `licensehub modules submit` names next (with `--from-review`, or without), and the core's
 * module navigation (the review after a Change; else the registry's next module).
 */
const CHANGED: Row = {
  ...ROWS[1]!,
  name: 'licensing: a module changed',
  modules: [{ summary: BIO, content: { ...BIOGRAPHIC, destination: CON.path } }, ANSWERED[1]!],
};
const SAVED_BIO = `/flows/${CHANGED.flowId}/modules/${BIO.path}.json`;
const changedAnswers = (): Record<string, Answer> => ({ ...answersOf(CHANGED), [`PUT ${SAVED_BIO}`]: new Response(null, { status: 204 }) });

async function moduleLeftByScreens(query: string, leave: 'Back' | 'Save and continue'): Promise<string> {
  const page = `/flows/${CHANGED.flowId}/modules?module=${BIO.path}${query}`;
  const app = await render({ path: page, signedIn: true, answers: changedAnswers() });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the module');
    // The screens' registry answers by path alone: the module read, its save answers next.
    app.answers[SAVED_BIO] = new Response(null, { status: 204 });
    await click(button(app.host, leave));
    return await waitFor(() => {
      const at = app.router?.state.location;
      const here = at ? `${at.pathname}${at.search}` : page;
      return here !== page ? here : undefined;
    }, `the page after ${leave}`);
  } finally {
    await app.unmount();
  }
}

async function moduleSavedByCli(fromReview: boolean): Promise<string> {
  const cli = cliOn(changedAnswers());
  try {
    const saved = await cli.run('--json', 'modules', 'submit', CHANGED.flowId, BIO.path, ...(fromReview ? ['--from-review'] : []));
    assert.is(saved.code, 0, saved.stderr);
    return (JSON.parse(saved.stdout) as { nextStep: { path: string } }).nextStep.path;
  } finally {
    cli.done();
  }
}

t(
  'parity: a Change from Check your answers: Back and Save return there through the screens, and modules submit --from-review names it, as the core says',
  async () => {
    const review = reviewPath('FLOWS', CHANGED.flowId);
    const core = backTarget({ returnToReview: true }, undefined);
    assert.equal(core, { kind: 'REVIEW' }, 'the core');
    assert.is(await moduleSavedByCli(true), review, 'licensehub and the core');
    assert.is(await moduleLeftByScreens('&return=review', 'Back'), review, 'Back on the screen and the core');
    assert.is(await moduleLeftByScreens('&return=review', 'Save and continue'), review, 'Save on the screen and the core');
  },
);

t("parity: a module's Save without a Change goes to the registry's next module through the screens and licensehub, as the core says", async () => {
  const next = modulePath('FLOWS', CHANGED.flowId, CON.path);
  assert.equal(submitTarget(CHANGED.modules![0]!.content), { kind: 'MODULE', module: CON.path }, 'the core');
  assert.is(await moduleSavedByCli(false), next, 'licensehub and the core');
  assert.is(await moduleLeftByScreens('', 'Save and continue'), next, 'the screens and the core');
});

t('parity: the table has a row for every journey, a refused payment and a paid one, and a module left unanswered that Continue returns to', () => {
  assert.equal(new Set(ROWS.map((r) => r.type)).size, 5);
  const answers = ROWS.map(byCore);
  assert.ok(answers.some((a) => 'refused' in a.payment));
  assert.ok(answers.some((a) => 'page' in a.payment));
  // A row where Continue from the submitter and from the attestation leads back to a module left unanswered.
  const unanswered = ROWS[0]!;
  for (const save of SAVES.slice(0, 2)) assert.is(afterSaveByCore(unanswered, save), `/flows/${unanswered.flowId}/modules?module=${CON.path}`, save.step);
});

t.run();
