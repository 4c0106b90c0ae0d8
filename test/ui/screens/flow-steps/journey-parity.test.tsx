/**
 * The journey, three ways: one table of flows (what the registry holds and what the session
 * recorded), each run through `licensehub` (in-process, on a fake registry answering the table's
 * fixtures), through the real screens in the component-test harness (the same fixtures), and
 * through the core's presented view. All three must show the same step counter and step for the
 * next step, the same refusal words and missing steps at payment, and the same payment page.
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
import { missingStepText, NOT_READY_TITLE, presentJourney } from '../../../../core/use-cases/journey/journey';
import { journeyFacts } from '../../../../core/use-cases/journey/facts';
import type { JourneyRecord } from '../../../../core/use-cases/journey/records';
import { API, render, waitFor, type Answer } from '../../render';
import { heading } from '../../identify/dom-actions';
import { ACME, BIOGRAPHIC, CONTACT, MODULES, REFERENCE, SAVED_MINE } from './fixtures';

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

async function byCli(row: Row): Promise<Shown & { readonly path: string }> {
  const answers = answersOf(row);
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace('/my-licensehub/api', '');
    const body = answers[path];
    return new Response(JSON.stringify(body ?? { errors: ['not found'] }), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const dir = mkdtempSync(join(tmpdir(), 'licensehub-parity-'));
  const file = join(dir, 'session.json');
  // The session file keeps a session per registry origin.
  if (row.record) writeFileSync(file, JSON.stringify({ 'http://localhost': { [JOURNEY_RECORDS_KEY]: JSON.stringify({ [row.flowId]: row.record }) } }));
  const run = async (...argv: string[]) => {
    const stdout = new CapturedStream();
    const stderr = new CapturedStream();
    const code = await runCli(
      ['--api', API, '--session', file, ...argv, row.flowId, '--type', typeOption(row.type)],
      { stdout, stderr, env: {} },
      {
        createServices: (o) => createCliServices({ ...o, fetch: fakeFetch }),
      },
    );
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
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
    rmSync(dir, { recursive: true, force: true });
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

t('parity: the table has a row for every journey, a refused payment and a paid one', () => {
  assert.equal(new Set(ROWS.map((r) => r.type)).size, 5);
  const answers = ROWS.map(byCore);
  assert.ok(answers.some((a) => 'refused' in a.payment));
  assert.ok(answers.some((a) => 'page' in a.payment));
});

t.run();
