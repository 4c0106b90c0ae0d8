/** docs/portal.md §Telemetry, §Limits: beacons when configured, a bounded log otherwise, never an SSN. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as E from 'fp-ts/Either';
import { BrowserTelemetry, forgetReplaySession, replaySessionId } from '../../../adapters/telemetry/browser-telemetry';
import { CliTelemetry } from '../../../adapters/telemetry/cli-telemetry';
import { TelemetryLog } from '../../../adapters/telemetry/telemetry-log';
import { FetchRegistryApi } from '../../../adapters/http/fetch-registry-api';
import { AuthSession } from '../../../core/session/auth-session';
import { fakeFetch, json } from '../fake-fetch';
import { must } from '../../must';

const config = { analyticsUrl: 'https://a.example/collect', errorsUrl: 'https://e.example/report', replayUrl: 'https://r.example' };

test('browser telemetry: page views and API timings go to analytics, errors to error reporting, identify to session replay', () => {
  const sent: Array<{ url: string; body: any }> = [];
  const t = new BrowserTelemetry(config, { beacon: (url, body) => (sent.push({ url, body: JSON.parse(body) }), true), sessionId: 's-1' });
  t.pageView('/my-licensehub/frontend/user-menu');
  t.apiTiming('https://portal.example/my-licensehub/api/orders.json', 41.6);
  t.error(new Error('boom'), 'react');
  t.identify({ displayName: 'Alice Morgan', npn: '1000001' });
  assert.equal(
    sent.map((s) => [s.url, s.body.type]),
    [
      [config.analyticsUrl, 'pageView'],
      [config.analyticsUrl, 'apiTiming'],
      [config.errorsUrl, 'error'],
      [config.replayUrl, 'identify'],
    ],
  );
  assert.equal(must(sent[1], 'the timing beacon').body.data, { url: 'https://portal.example/my-licensehub/api/orders.json', durationMs: 42 });
  const error = must(sent[2], 'the error beacon');
  assert.is(error.body.data.errorType, 'react');
  assert.is(error.body.data.message, 'boom');
  assert.equal(must(sent[3], 'the identify beacon').body.data, { sessionId: 's-1', displayName: 'Alice Morgan', npn: '1000001' });
  assert.equal(t.entries(), []);
});

test('browser telemetry: the session-recording link is given only while a recording runs (not before its script ran, never when it did not load, not after it ended)', () => {
  const ended: string[] = [];
  const t = new BrowserTelemetry(config, { sessionId: 'abc', onRecordingEnd: () => ended.push('ended') });
  assert.is(t.replayUrl(), undefined, 'before the recording script runs (or when it failed to load or was blocked)');
  t.recordingStarted();
  assert.is(t.replayUrl(), 'https://r.example/sessions/abc');
  t.endRecording();
  assert.is(t.replayUrl(), undefined, 'after logout');
  assert.equal(ended, ['ended'], 'the recorder is stopped and its id forgotten');
  t.recordingStarted();
  assert.is(t.replayUrl(), undefined, 'a recorder that starts after logout does not give its link');
  const unconfigured = new BrowserTelemetry({}, { sessionId: 'abc' });
  unconfigured.recordingStarted();
  assert.is(unconfigured.replayUrl(), undefined, 'without replay configured');
});

test("browser telemetry: the tab's recording id is kept across reloads, and forgotten when the recording ends: the next one is new", () => {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  const first = replaySessionId(storage);
  assert.is(replaySessionId(storage), first, 'a reload goes on with the same recording');
  forgetReplaySession(storage);
  assert.is.not(replaySessionId(storage), first, 'after logout a new recording');
});

test('browser telemetry: without endpoints, a bounded in-memory log (newest 1000, strings cut at 1000)', () => {
  const t = new BrowserTelemetry({}, { beacon: () => true });
  for (let i = 0; i < 1005; i++) t.pageView(`/p/${i}`);
  t.error(new Error('x'.repeat(5000)), 'saga');
  const entries = t.entries();
  assert.is(entries.length, 1000);
  assert.equal(must(entries[0], 'an oldest entry').data, { path: '/p/6' });
  assert.is((must(entries.at(-1), 'a newest entry').data as { message: string }).message.length, 1000);
});

test('browser telemetry: a refused beacon is kept in the log', () => {
  const t = new BrowserTelemetry(config, { beacon: () => false });
  t.pageView('/x');
  assert.is(t.entries().length, 1);
});

test('telemetry log: keeps the newest entries up to its bound', () => {
  const log = new TelemetryLog(2);
  for (const type of ['a', 'b', 'c']) log.add({ channel: 'analytics', type, at: '', data: null });
  assert.equal(
    log.entries().map((e) => e.type),
    ['b', 'c'],
  );
});

test('sensitive data: an SSN never reaches telemetry — identify, errors or odd payloads', () => {
  const sent: string[] = [];
  const t = new BrowserTelemetry(config, { beacon: (_u, body) => (sent.push(body), true) });
  t.identify({ displayName: 'Alice', ssn: '123-45-6789' } as never);
  t.error(new Error('identify failed for ssn 123-45-6789 / 123456789'), 'api');
  t.error({ ssn: '123-45-6789', note: 'x' }, 'saga');
  t.pageView('/identify?ssn=123 45 6789');
  for (const body of sent) assert.not.match(body, /6789/);
});

test('session replay: the identify call body is redacted — identifying by SSN leaves no SSN in any telemetry', async () => {
  const sent: string[] = [];
  const telemetry = new BrowserTelemetry({}, { beacon: () => false });
  const beaconing = new BrowserTelemetry(config, { beacon: (_u, body) => (sent.push(body), true) });
  for (const t of [telemetry, beaconing]) {
    const { fetch } = fakeFetch(json(400, { status: 'IDENTIFICATION_FAILURE' }));
    const api = new FetchRegistryApi({ apiBase: 'https://p.example/api', fetch, session: new AuthSession(), telemetry: t });
    const r = await api.identify({ entityType: 'INDIVIDUAL', searchType: 'TAX_ID', lastName: 'Morgan', ssn: '123-45-6789', useAgreementAccepted: true })();
    assert.ok(E.isRight(r));
  }
  assert.is(telemetry.entries().length, 1, 'the call was timed');
  assert.is(sent.length, 1);
  assert.not.match(JSON.stringify(telemetry.entries()) + sent.join(''), /6789/);
});

test('CLI telemetry: writes nothing unless LICENSEHUB_DEBUG is set, then errors to stderr only', () => {
  const written: string[] = [];
  const quiet = new CliTelemetry({}, (s) => written.push(s));
  quiet.error(new Error('hidden'), 'cli');
  quiet.pageView();
  quiet.apiTiming();
  assert.equal(written, []);
  assert.is(quiet.replayUrl(), undefined);
  const debug = new CliTelemetry({ LICENSEHUB_DEBUG: '1' }, (s) => written.push(s));
  debug.error(new Error('shown for 123-45-6789'), 'cli');
  assert.is(written.length, 1);
  assert.match(must(written[0], 'a written line'), /cli error: Error: shown for \[redacted\]/);
});

test.run();
