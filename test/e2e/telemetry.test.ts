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
import { startE2E, type E2E } from './harness';
import { signInAsAlice } from './sign-in';
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

test('with the recording script blocked: the SDK message, the portal usable, and nothing sent to session replay', async () => {
  const { page } = await e.newPage(undefined, { isolated: true });
  const replayCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/telemetry/replay')) replayCalls.push(r.url());
  });
  await page.route('**/telemetry/sdk/recorder.js', (route) => route.abort('blockedbyclient'));
  const message = page.waitForEvent('console', { predicate: (m) => m.text() === SDK_MESSAGES.blocked, timeout: 15_000 });
  await signInAsAlice(page, e.app);
  await message;
  // Usable: the user menu leads on to the order history.
  await page.getByRole('link', { name: 'Order History' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Order History' }).waitFor();
  assert.equal(replayCalls, []);
});

test.run();
