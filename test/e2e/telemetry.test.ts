/**
 * Session recording end to end, with the sandbox as the telemetry ingest (as under `npm start`):
 * Alice identifies by SSN, changes her name and fills a module; support staff list her session by NPN and export it
 * from the terminal, and the export plays in Chromium to the page she ended on. Neither the stored
 * recording nor the export holds the SSN, its last four, the typed date of birth or the identify
 * call's body. The journey kept with the recording becomes a scenario, without her values, that
 * `licensehub run` replays green against a fresh sandbox.
 * Then with the recording script blocked: the SDK's message, the portal usable, nothing sent.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { runCli } from '../../cli/run-cli';
import { CapturedStream } from '../../cli/io';
import { SEARCH_FIELD_LABELS } from '../../core/model/lookup';
import { SDK_MESSAGES } from '../../core/use-cases/telemetry/recording';
import { AZ_AND_GA } from '../sandbox/journeys/requests';
import { api, signIn } from '../sandbox/helpers';
import { startSandbox } from '../../sandbox/server';
import { expectNoAxeViolations, startE2E, type E2E, h1 } from './harness';
import { signInAsAcme, signInAsAlice } from './sign-in';
import { REPLAY_HEADER } from '../../core/model/telemetry';
import { must } from '../must';

let e: E2E;
const dir = mkdtempSync(join(tmpdir(), 'licensehub-replay-'));

test.before(async () => {
  e = await startE2E({ telemetry: true });
});
test.after(async () => {
  await e.close();
  rmSync(dir, { recursive: true, force: true });
});

const SSN = '123-45-6789';
const BIRTH_DATE = '07/23/1979';
const EMAIL = 'a.morgan.private@example.net';

/** `licensehub` against the sandbox at `url`. */
async function licensehubAt(url: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new CapturedStream();
  const stderr = new CapturedStream();
  const code = await runCli(['--api', `${url}/my-licensehub/api`, '--session', join(dir, 'session.json'), ...argv], { stdout, stderr, env: {} });
  return { code, stdout: stdout.text, stderr: stderr.text };
}
const licensehub = (...argv: string[]) => licensehubAt(e.sandbox.url, ...argv);

/** Polls the sandbox's database until `sql` gives a row, for at most 20 s (the recording sends every 5 s). */
async function eventually<T>(sql: string, params: unknown[], what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await e.sandbox.db.query<T>(sql, params);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every string of the recorded events but stylesheet text and class names (hashed names may hold any digits). */
function recordedStrings(events: unknown, key = '', out: string[] = []): string[] {
  if (typeof events === 'string') {
    if (!['_cssText', 'class', 'href', 'src', 'id'].includes(key)) out.push(events);
  } else if (Array.isArray(events)) for (const v of events) recordedStrings(v, '', out);
  else if (events && typeof events === 'object') {
    const o = events as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) if (!(o.isStyle === true && k === 'textContent')) recordedStrings(v, k, out);
  }
  return out;
}

function expectPrivate(eventsJson: string, where: string) {
  for (const secret of [SSN, SSN.replace(/-/g, ''), BIRTH_DATE, BIRTH_DATE.replace(/\//g, ''), '"searchType"', '"useAgreementAccepted"'])
    assert.not.ok(eventsJson.includes(secret), `${where} holds ${secret}`);
  const withLastFour = recordedStrings(JSON.parse(eventsJson)).filter((s) => s.includes('6789'));
  assert.equal(withLastFour, [], `${where} holds the SSN's last four`);
}

async function identifyBySsn(page: Page) {
  await page.goto(`${e.app}/identify-licensee`);
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Social Security Number (SSN)' }).check();
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Morgan');
  await page.getByRole('textbox', { name: SEARCH_FIELD_LABELS.ssn }).fill(SSN);
  await page.getByRole('checkbox', { name: 'I accept the use agreement' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
}

test('Alice identified by SSN fills a module; support staff list her session by NPN and export it, and the export plays; no SSN, last four, birth date or identify body is kept', async () => {
  const created = await api(e.sandbox, '/flows.json', { method: 'PUT', token: await signIn(e.sandbox, 'ind-alice'), json: AZ_AND_GA });
  const { flowId } = (await created.json()) as { flowId: string };
  const { page } = await e.newPage(undefined, { isolated: true });
  await identifyBySsn(page);
  // A name change from the user menu first: its start and its name page are kept too.
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Change your name' }).click();
  await page.getByRole('heading', { level: 1, name: 'Start your name change' }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { level: 1, name: 'Change your name' }).waitFor();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Alicia');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/demographic-update\/[^/]+\/submitter$/);
  await page.goto(`${e.app}/flows/${flowId}/modules`);
  await page.getByRole('heading', { level: 1, name: 'Personal details' }).waitFor();
  await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill(BIRTH_DATE.replace(/\//g, ''));
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Residence address' }).waitFor();

  // The recording arrives, identified, with the module's next page in it: the tab hidden sends what waits.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await eventually(
    `SELECT 1 AS kept FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id) WHERE s.npn = '1000001' AND r.commands LIKE '%modules submit%'`,
    [],
    "the module's save kept with Alice's recording",
  );
  await eventually(
    `SELECT 1 AS kept FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id) WHERE s.npn = '1000001' AND r.commands LIKE '%name-change set%'`,
    [],
    "the name change kept with Alice's recording",
  );
  const { session_id: sessionId } = await eventually<{ session_id: string }>(
    `SELECT s.session_id FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id)
      WHERE s.npn = '1000001' AND s.identity = 2 AND r.events LIKE '%Years at this address%' LIMIT 1`,
    [],
    "Alice's recording of the residence address page",
  );

  const listed = await licensehub('--json', 'replays', 'list', '--licensee', '1000001');
  assert.is(listed.code, 0, listed.stderr);
  const session = must(
    (JSON.parse(listed.stdout) as { sessions: Array<Record<string, unknown>> }).sessions.find((s) => s.sessionId === sessionId),
    'the session in the list',
  );
  assert.equal([session.displayName, session.npn, session.identity], ['Alice Morgan', '1000001', 'identified']);

  const out = join(dir, 'replay.html');
  const exported = await licensehub('replays', 'export', sessionId, '--out', out);
  assert.is(exported.code, 0, exported.stderr);

  // Searched as text: the database's telemetry, and the export's events.
  const stored = await e.sandbox.db.query<{ text: string }>(
    `SELECT events || commands AS text FROM telemetry_recordings
     UNION ALL SELECT row_to_json(s)::text FROM telemetry_sessions s
     UNION ALL SELECT data FROM telemetry_analytics
     UNION ALL SELECT row_to_json(x)::text FROM telemetry_errors x`,
  );
  const recordings = await e.sandbox.db.query<{ events: string }>('SELECT events FROM telemetry_recordings WHERE session_id = $1', [sessionId]);
  expectPrivate(JSON.stringify(recordings.flatMap((r) => JSON.parse(r.events) as unknown[])), 'the stored recording');
  for (const { text } of stored)
    for (const secret of [SSN, SSN.replace(/-/g, ''), BIRTH_DATE, EMAIL, '"searchType"']) assert.not.ok(text.includes(secret), `the database holds ${secret}`);
  const html = readFileSync(out, 'utf8');
  assert.not.ok(html.includes(SSN) || html.includes(BIRTH_DATE), 'the export holds the SSN or the birth date');
  expectPrivate(must(/<script id="events" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1], "the export's events"), 'the export');

  // The export plays in Chromium to its end, the residence address page. Its last event may be
  // that page's full snapshot (a page's recording starts after it is interactive): the player
  // plays it; going straight to the end would stop just before it.
  const { page: player } = await e.newPage(undefined, { isolated: true });
  await player.goto(pathToFileURL(out).href);
  await player.locator('.rr-player').waitFor();
  type Player = { getMetaData(): { totalTime: number }; setSpeed(speed: number): void; play(): void };
  await player.waitForFunction(() => ((globalThis as unknown as { replayer?: Player }).replayer?.getMetaData().totalTime ?? 0) > 0);
  await player.evaluate(() => {
    const replayer = (globalThis as unknown as { replayer: Player }).replayer;
    replayer.setSpeed(8);
    replayer.play();
  });
  await player.frameLocator('.rr-player iframe').getByText('Years at this address').first().waitFor({ timeout: 30_000 });

  // The journey kept with the recording: a scenario with a test identity, without her values,
  // that licensehub run replays green against a fresh sandbox.
  const scenario = join(dir, 'journey.yaml');
  const made = await licensehub('replays', 'scenario', sessionId, '--out', scenario);
  assert.is(made.code, 0, made.stderr);
  const steps = readFileSync(scenario, 'utf8');
  for (const secret of [SSN, BIRTH_DATE, BIRTH_DATE.replace(/\//g, ''), EMAIL, flowId]) assert.not.ok(steps.includes(secret), `the scenario holds ${secret}`);
  assert.match(steps, /- modules\n\s+- submit\n/);
  assert.match(steps, /- name-change\n\s+- set\n/);
  const fresh = await startSandbox({ port: 0, dataDir: 'memory://' });
  try {
    const replayed = await licensehubAt(fresh.url, 'run', scenario);
    assert.is(replayed.code, 0, replayed.stdout + replayed.stderr);
  } finally {
    await fresh.close();
  }
});

/**
 * The texts the h1 elements of a recording held: in full snapshots, added by mutations (where a
 * node names its parent), and changed by mutations (a text node's new value, by its id).
 */
function pageHeadings(events: unknown): string[] {
  type Serialized = { id?: number; tagName?: string; textContent?: string; childNodes?: Serialized[] };
  const h1s = new Set<number>();
  const textParent = new Map<number, number>();
  const texts: string[] = [];
  const adds: Array<{ parentId: number; node: Serialized }> = [];
  const changes: Array<{ id: number; value: string }> = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const o = value as Serialized & { parentId?: number; node?: Serialized; value?: unknown };
    if (o.tagName === 'h1' && o.id !== undefined) {
      h1s.add(o.id);
      for (const child of o.childNodes ?? []) {
        if (child.id !== undefined) textParent.set(child.id, o.id);
        texts.push(child.textContent ?? '');
      }
    }
    if (o.parentId !== undefined && o.node) adds.push({ parentId: o.parentId, node: o.node });
    if (typeof o.id === 'number' && typeof o.value === 'string' && o.tagName === undefined) changes.push({ id: o.id, value: o.value });
    Object.values(o).forEach(walk);
  };
  walk(events);
  for (const { parentId, node } of adds)
    if (h1s.has(parentId) && node.id !== undefined) {
      textParent.set(node.id, parentId);
      texts.push(node.textContent ?? '');
    }
  for (const { id, value } of changes) if (textParent.has(id)) texts.push(value);
  return texts;
}

/**
 * Leaves the page for the user menu (a new page load: the page left sends what its recording holds
 * as it goes) and waits until the new page's recording arrives, after the one of the page left.
 */
async function leaveAndWaitForRecording(page: Page, npn: string): Promise<void> {
  const leftAt = new Date(Date.now() - 100);
  await page.goto(`${e.app}/user-menu`);
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
  await flushRecording(page);
  await eventually(
    `SELECT 1 AS kept FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id)
      WHERE s.npn = $1 AND r.received_at >= $2 AND r.events LIKE '%"User Menu"%'`,
    [npn, leftAt],
    'the recording of the page after the one left',
  );
}

/** Sends what the recording holds now (the tab hidden), as the page does when the user leaves it. */
const flushRecording = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test("a recording belongs to one identity: Alice identifies by SSN and logs out, Acme signs in in the same tab; two recordings, each listed under its own licensee, neither holding the other's pages", async () => {
  const began = Date.now();
  const { page } = await e.newPage(undefined, { isolated: true });
  await identifyBySsn(page);
  await page.getByRole('link', { name: 'Order History' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Order History' }).waitFor();
  await expectNoAxeViolations(page, 'order history');
  await page.getByRole('banner').getByRole('button', { name: 'Alice Morgan' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/my-licensehub\/logout$/);
  const acmeFrom = Date.now();
  await signInAsAcme(page, e.app);
  await flushRecording(page);

  /** The sessions of a licensee recorded in this test, as support staff list them. */
  const listed = async (licensee: string) => {
    const r = await licensehub('--json', 'replays', 'list', '--licensee', licensee);
    assert.is(r.code, 0, r.stderr);
    return (JSON.parse(r.stdout) as { sessions: Array<{ sessionId: string; startedAt: string; displayName?: string; identity: string }> }).sessions.filter(
      (x) => Date.parse(x.startedAt) >= began - 1000,
    );
  };
  await eventually(
    `SELECT 1 AS kept FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id) WHERE s.npn = '2000001' AND s.started_at >= $1`,
    [new Date(acmeFrom - 1000)],
    "Acme's recording",
  );
  const alice = await listed('1000001');
  const acme = await listed('2000001');
  assert.equal(
    alice.map((x) => [x.displayName, x.identity]),
    [['Alice Morgan', 'identified']],
    "one recording of Alice's",
  );
  assert.equal(
    acme.map((x) => [x.displayName, x.identity]),
    [['Acme Insurance Agency LLC', 'identified']],
    "one recording of Acme's",
  );
  const [aliceId, acmeId] = [must(alice[0], 'Alice').sessionId, must(acme[0], 'Acme').sessionId];
  assert.is.not(aliceId, acmeId);

  const pages = async (sessionId: string) => {
    const r = await licensehub('--json', 'replays', 'export', sessionId, '--out', join(dir, `${sessionId}.html`));
    assert.is(r.code, 0, r.stderr);
    const html = readFileSync(join(dir, `${sessionId}.html`), 'utf8');
    return JSON.parse(must(/<script id="events" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1], 'the events')) as Array<{ timestamp: number }>;
  };
  const aliceEvents = await pages(aliceId);
  const acmeEvents = await pages(acmeId);
  // The pages' headings (the portal's own words, kept by the recording) tell the pages apart.
  assert.ok(
    pageHeadings(aliceEvents).some((h) => /^order history$/i.test(h)),
    "Alice's recording holds her order history",
  );
  assert.ok(
    aliceEvents.every((x) => x.timestamp < acmeFrom),
    "Alice's recording holds nothing recorded after she logged out",
  );
  assert.ok(
    acmeEvents.every((x) => x.timestamp >= acmeFrom),
    "Acme's recording holds nothing of Alice's",
  );
  assert.not.ok(
    pageHeadings(acmeEvents).some((h) => /^order history$/i.test(h)),
    "Acme's recording holds no order history (Alice's page)",
  );
});

/** The stored recordings of `npn`'s sessions since `began`, and every analytics entry and error report since then, as one text. */
async function storedSince(npn: string, began: Date): Promise<string> {
  const stored = await e.sandbox.db.query<{ text: string }>(
    `SELECT r.events || r.commands AS text FROM telemetry_recordings r JOIN telemetry_sessions s USING (session_id) WHERE s.npn = $1 AND s.started_at >= $2
     UNION ALL SELECT data FROM telemetry_analytics WHERE received_at >= $2
     UNION ALL SELECT row_to_json(x)::text FROM telemetry_errors x WHERE received_at >= $2`,
    [npn, began],
  );
  return stored.map((r) => r.text).join('\n');
}

/** Asserts none of `values` is in the stored `text`, showing where a value was found. */
function expectNoneKept(text: string, values: readonly string[]): void {
  for (const value of values) {
    const at = text.indexOf(value);
    assert.ok(at < 0, `the stored telemetry holds ${value}: …${text.slice(Math.max(0, at - 160), at + value.length + 40)}…`);
  }
}

test("privacy walk: Acme's DRLP page (remove Alice, the refusal, add Dan Evans through search), the review of the changes, its submitter and verification contact, its license update order and its PDB report recorded; the stored recordings, error reports and analytics hold no other person's name or NPN, none of Acme's details beyond its name, no SSN", async () => {
  const began = new Date(Date.now() - 1000);
  const acmeToken = await signIn(e.sandbox, 'firm-acme');
  const started = await api(e.sandbox, '/license-update/start.json', { method: 'PUT', token: acmeToken, json: { productType: 'LICENSE_UPDATE' } });
  const { flowId } = (await started.json()) as { flowId: string };
  const { page } = await e.newPage(undefined, { isolated: true });
  await signInAsAcme(page, e.app);
  await page.goto(`${e.app}/license-update/${flowId}/edit`);
  await page.getByRole('heading', { level: 1, name: 'Designated responsible licensed producers' }).waitFor();
  const texas = page.getByRole('article', { name: 'General Lines Agency AG-5001' });
  await texas.getByRole('button', { name: 'Remove Alice Morgan from license AG-5001' }).click();
  await texas.getByText('Removal pending').waitFor();
  await page.getByRole('button', { name: 'Add a DRLP in Texas' }).click();
  const add = page.getByRole('dialog', { name: 'Add a DRLP in Texas' });
  await add.getByRole('textbox', { name: 'National Producer Number (NPN)' }).fill('1000004');
  await add.getByRole('textbox', { name: 'Last Name' }).fill('Evans');
  await add.getByRole('button', { name: 'Search' }).click();
  await add.getByText('Dan Evans').waitFor();
  await expectNoAxeViolations(page, 'DRLP add modal');
  await add.getByRole('checkbox', { name: /^General Lines Agency AG-5001/ }).check();
  await add.getByRole('button', { name: 'Add DRLP' }).click();
  await add.waitFor({ state: 'hidden' });
  // The review of the changes, the firm's own submitter (prefilled), the verification contact offering its contact.
  await page.getByRole('button', { name: 'Next' }).click();
  await h1(page, 'Review your DRLP changes');
  await page.getByRole('list', { name: 'Changes in this update' }).getByText('Dan Evans (NPN 1000004)').waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Who is submitting');
  const form = page.getByRole('form', { name: 'Submitter' });
  await form.getByRole('radio', { name: /^Myself/ }).check();
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await h1(page, 'Attestation');
  await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Verification contact');
  await page.getByRole('radio', { name: /^Use the submitter’s contact: / }).waitFor();
  // The firm's license update order and its PDB report: its licenses, address, email and phones.
  await page.goto(`${e.app}/order-history/LH1000014`);
  await page.getByRole('main').getByText('AG-5001').first().waitFor();
  await page.goto(`${e.app}/order-history/LH1000015/report`);
  await page.getByRole('main').getByText('AG-5002').first().waitFor();
  await leaveAndWaitForRecording(page, '2000001');
  // What the pages showed of other people (producers, their NPNs), of Acme beyond its name (FEIN,
  // NPN, license numbers, address, email, phones) and the seed's SSNs.
  const others = ['Alice Morgan', 'Dan Evans', 'Morgan', 'Evans', '1000001', '1000004', '12-3456789', '123456789', SSN, '456-78-9012'];
  const acme = ['2000001', 'AG-5001', 'AG-5002', '100 Main St', 'Suite 400', '75201', 'licensing@acme-agency.example.com', '555-0100', '555-0101'];
  const text = await storedSince('2000001', began);
  assert.ok(text.includes('Designated responsible licensed producers'), "the portal's own words are kept");
  expectNoneKept(text, [...others, ...acme]);
});

test('privacy walk: Alice by SSN through her user menu, order history and name change recorded; her recording keeps none of her details beyond her name, and the SSN nowhere', async () => {
  const began = new Date(Date.now() - 1000);
  const { page } = await e.newPage(undefined, { isolated: true });
  await identifyBySsn(page);
  await page.getByRole('link', { name: 'Order History' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Order History' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'User Menu' }).waitFor();
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Change your name' }).click();
  await page.getByRole('heading', { level: 1, name: 'Start your name change' }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { level: 1, name: 'Change your name' }).waitFor();
  await expectNoAxeViolations(page, 'name change');
  await flushRecording(page);
  await eventually(
    `SELECT 1 AS kept FROM telemetry_sessions s JOIN telemetry_recordings r USING (session_id) WHERE s.npn = '1000001' AND s.started_at >= $1 AND r.events LIKE '%Change your name%'`,
    [began],
    "the recording of Alice's name change page",
  );
  await leaveAndWaitForRecording(page, '1000001');
  const text = await storedSince('1000001', began);
  assert.ok(text.includes('Change your name'), "the portal's own words are kept");
  // The seed's details of Alice the pages show or hold: NPN, license numbers, address, email, phone, date of birth; the SSN.
  expectNoneKept(text, [
    '1000001',
    'TX-100001',
    'OK-200001',
    '1600 Congress',
    '78701',
    'alice.morgan@example.com',
    '555-0134',
    '04/12/1986',
    SSN,
    SSN.replace(/-/g, ''),
  ]);
});

test("privacy walk: Alice by SSN through her payable application (each module, its answers), the submitter with its address check, the verification contact, a contact change and its review, and a PDB report; the address check finding several places and one; none of the seed's personal values shown is kept but her name, and the SSN nowhere", async () => {
  const began = new Date(Date.now() - 1000);
  const payable = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';
  const { page } = await e.newPage(undefined, { isolated: true });
  await identifyBySsn(page);
  const main = page.getByRole('main');

  // The seeded payable application: each module as saved, then its answers.
  for (const module of ['biographic', 'residence-address', 'background-questions', 'employment-history']) {
    await page.goto(`${e.app}/flows/${payable}/modules?module=${module}`);
    await h1(page);
    await main.getByRole('button', { name: 'Save and continue' }).waitFor();
  }
  await page.getByRole('textbox', { name: 'Reference Name' }).first().waitFor();
  await page.goto(`${e.app}/flows/${payable}/review`);
  await h1(page);
  await main.getByText('Maria Lopez').first().waitFor();

  // The submitter, someone else, and the address check's result; the attestation; the verification contact offering the submitter's.
  await page.goto(`${e.app}/flows/${payable}/submitter`);
  await h1(page, 'Who is submitting');
  const form = page.getByRole('form', { name: 'Submitter' });
  await form.getByRole('radio', { name: /^Someone else/ }).check();
  await form.getByRole('textbox', { name: 'Firm Name' }).fill('Morgan Family Office');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Dana');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  // First an address the check finds several places for (one of them Acme's), then one it finds once.
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill('100 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('73301');
  await form.getByRole('textbox', { name: 'Email' }).fill('dana.lee@example.org');
  await form.getByRole('textbox', { name: 'Phone' }).pressSequentially('5125550177');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  const several = page.getByRole('region', { name: /address/i }).filter({ hasText: 'Tulsa' });
  await several.waitFor();
  await several.getByRole('button', { name: 'Change the address' }).click();
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill('500 w 2nd st');
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('78701');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  const match = page.getByRole('region', { name: /address/i }).filter({ hasText: '500 W 2nd St' });
  await match.waitFor();
  await match.getByRole('button', { name: /^Use this address/ }).click();
  await h1(page, 'Attestation');
  await page.getByRole('checkbox', { name: 'I confirm that the statements above are true' }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Verification contact');
  await page.getByRole('radio', { name: /^Use the submitter’s contact: / }).waitFor();
  await flushRecording(page);

  // A contact change from the user menu, each module as on file, and its review.
  await page.goto(`${e.app}/user-menu`);
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Change your contact details' }).click();
  await h1(page, 'Change your contact details');
  await main.getByRole('button', { name: 'Start' }).click();
  await h1(page, 'Residence address');
  await page.getByRole('radio', { name: '3 or more' }).check();
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await h1(page, 'Contact details');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await h1(page, 'Mailing address');
  await page.getByRole('textbox', { name: 'Mailing Address Line 1', exact: true }).fill('PO Box 1200');
  await page.getByRole('textbox', { name: 'Mailing Address Line 2', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Mailing City', exact: true }).fill('Austin');
  await page.getByRole('combobox', { name: 'Mailing State' }).selectOption('TX');
  await page.getByRole('textbox', { name: 'Mailing Zip Code', exact: true }).fill('78767');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await h1(page, 'Review your contact changes');
  await main
    .getByText(/PO Box 1200/)
    .first()
    .waitFor();

  // A paid PDB report.
  await page.goto(`${e.app}/order-history/LH1000002/report`);
  await h1(page);
  await main.getByText('TX-100001').first().waitFor();
  await leaveAndWaitForRecording(page, '1000001');

  const text = await storedSince('1000001', began);
  for (const words of ['Who is submitting', 'Verification contact', 'Review your contact changes'])
    assert.ok(text.includes(words), `the portal's own words are kept: ${words}`);
  // What these pages showed: other people (her references, the submitter), the addresses the
  // check found, and her own details beyond her name; the SSN. Searched in the raw events, so an
  // href or id built from a value counts too.
  expectNoneKept(text, [
    'Maria Lopez',
    'Lopez',
    'Tom Reed',
    '555-0199',
    '555-0123',
    'Dana',
    'dana.lee@example.org',
    '5125550177',
    '555-0177',
    'Morgan Family Office',
    '500 W 2nd',
    '500 w 2nd',
    'Lone Star Mutual',
    '100 Main St',
    'Suite 400',
    'Tulsa',
    '74103',
    '75201',
    '73301',
    '1000001',
    'TX-100001',
    'OK-200001',
    '1600 Congress',
    '78701',
    'PO Box 1200',
    '78767',
    'alice.morgan@example.com',
    '555-0134',
    '04/12/1986',
    '01/05/2015',
    SSN,
    SSN.replace(/-/g, ''),
  ]);
});

test('with the recording script blocked: the SDK message, the portal usable, nothing sent to session replay, and no call carries a recording link', async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  const replayCalls: string[] = [];
  const linkedCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/telemetry/replay')) replayCalls.push(r.url());
    if (r.headers()[REPLAY_HEADER.toLowerCase()] !== undefined) linkedCalls.push(r.url());
  });
  await page.route('**/telemetry/sdk/recorder.js', (route) => route.abort('blockedbyclient'));
  const message = page.waitForEvent('console', { predicate: (m) => m.text() === SDK_MESSAGES.blocked, timeout: 15_000 });
  await signInAsAlice(page, e.app);
  await message;
  // Usable: the user menu leads on to the order history.
  await page.getByRole('link', { name: 'Order History' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Order History' }).waitFor();
  assert.equal(replayCalls, []);
  assert.equal(linkedCalls, [], 'the recording link header is sent only while a recording runs');
});

test.run();
