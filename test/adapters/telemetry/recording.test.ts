/** Session recording: the SDK's buffer and limits, its loading and messages, and whom a recording is told about. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_BEACON_BYTES, MAX_RETRIED, RecordingBuffer, cutStrings } from '../../../adapters/telemetry/recording-buffer';
import { createSessionRecording, loadRecorder, type LoaderDeps } from '../../../adapters/telemetry/recorder-loader';
import type { RecorderHandle, RecorderSdk } from '../../../adapters/telemetry/recorder-api';
import { BrowserTelemetry, replaySessionId } from '../../../adapters/telemetry/browser-telemetry';
import { IdentityStatus } from '../../../core/model/telemetry';
import { SDK_MESSAGES, replayIdentityOf } from '../../../core/use-cases/telemetry/recording';
import { must } from '../../must';
import * as TE from 'fp-ts/TaskEither';
import type { JourneyCalls } from '../../../adapters/http/journey-calls';
import { journeyCallsKept, journeyRecordsWatched } from '../../../adapters/telemetry/journey-calls-kept';

type Sent = {
  url: string;
  body: { sessionId: string; identity: number; events: unknown[]; commands?: unknown[] };
  how: 'beacon' | 'fetch';
  keepalive?: boolean;
};

function bufferWith(opts: { beacon?: boolean; status?: number; identity?: () => 0 | 1 | 2; answer?: (init: RequestInit) => Promise<{ status: number }> } = {}) {
  const sent: Sent[] = [];
  const buffer = new RecordingBuffer({
    url: '/telemetry/replay/sessions/s-1/events',
    sessionId: 's-1',
    identity: opts.identity ?? (() => IdentityStatus.Anonymous),
    page: () => '/my-licensehub/frontend/identify-licensee',
    flushAt: 10_000,
    transport: {
      beacon: (url, body) => (opts.beacon === false ? false : (sent.push({ url, body: JSON.parse(body), how: 'beacon' }), true)),
      fetch: (url, init) => {
        sent.push({ url, body: JSON.parse(String(init.body)), how: 'fetch', keepalive: init.keepalive === true });
        return opts.answer?.(init) ?? Promise.resolve({ status: opts.status ?? 204 });
      },
    },
  });
  return { buffer, sent };
}

test('recording: at most 1000 calls wait in the buffer, the oldest dropped', () => {
  const { buffer, sent } = bufferWith();
  for (let i = 0; i < 1005; i++) buffer.push({ type: 3, timestamp: i });
  assert.is(buffer.size, 1000);
  assert.is(buffer.dropped, 5);
  buffer.flush();
  const first = must(sent[0], 'a batch').body.events[0] as { timestamp: number };
  assert.is(first.timestamp, 5);
});

test('recording: strings are cut at 1000 characters, stylesheet text excepted', () => {
  const long = 'a'.repeat(1500);
  const event = {
    data: { text: long, node: { attributes: { _cssText: long, title: long } }, texts: [{ isStyle: true, textContent: long }, { textContent: long }] },
  };
  const cut = JSON.parse(JSON.stringify(event, cutStrings)) as {
    data: { text: string; node: { attributes: { _cssText: string; title: string } }; texts: Array<{ textContent: string }> };
  };
  assert.is(cut.data.text.length, 1000);
  assert.is(cut.data.node.attributes.title.length, 1000);
  assert.is(cut.data.node.attributes._cssText.length, 1500);
  assert.is(must(cut.data.texts[0], 'style text').textContent.length, 1500);
  assert.is(must(cut.data.texts[1], 'plain text').textContent.length, 1000);
});

/** Lets the buffer's pending answers (promise callbacks) run. */
const answersSettle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test('recording: while the page stays, batches go by a plain fetch, however many at once (beacons and keepalive fetches share 64 KiB in flight)', () => {
  const { buffer, sent } = bufferWith();
  for (let i = 0; i < 200; i++) buffer.push({ type: 3, timestamp: i, data: { text: 'x'.repeat(900) } });
  buffer.flush();
  assert.ok(sent.length > 2, 'several batches at once');
  assert.equal([...new Set(sent.map((s) => [s.how, s.keepalive].join(' ')))], ['fetch false']);
  assert.is(
    sent.reduce((n, s) => n + s.body.events.length, 0),
    200,
  );
});

test('recording: as the page is left, batches go by beacon under the beacon limit, split when larger, with the session and its identity status', () => {
  const { buffer, sent } = bufferWith({ identity: () => IdentityStatus.Identified });
  for (let i = 0; i < 200; i++) buffer.push({ type: 3, timestamp: i, data: { text: 'x'.repeat(900) } });
  buffer.flush(true);
  assert.ok(sent.length > 1, 'split into several batches');
  assert.ok(sent.every((s) => s.how === 'beacon' && JSON.stringify(s.body).length <= MAX_BEACON_BYTES));
  assert.is(
    sent.reduce((n, s) => n + s.body.events.length, 0),
    200,
  );
  assert.ok(sent.every((s) => s.body.sessionId === 's-1' && s.body.identity === IdentityStatus.Identified));
});

test('recording: a burst of events that fills a batch is sent in a task of its own, not inside the push (a render inserting styles)', () => {
  const sent: string[] = [];
  const later: Array<() => void> = [];
  const buffer = new RecordingBuffer({
    url: '/r',
    sessionId: 's-2',
    identity: () => IdentityStatus.Anonymous,
    page: () => '/p',
    flushAt: 3,
    later: (send) => later.push(send),
    transport: { fetch: (_url, init) => (sent.push(String(init.body)), Promise.resolve({ status: 204 })) },
  });
  for (let i = 0; i < 5; i++) buffer.push({ type: 3, timestamp: i });
  assert.equal(sent, [], 'nothing is sent while the events come');
  assert.is(later.length, 1, 'one send is asked for, however many pushes pass the mark');
  must(later[0], 'the send')();
  assert.equal(
    sent.map((b) => (JSON.parse(b) as { events: Array<{ timestamp: number }> }).events.map((e) => e.timestamp)),
    [[0, 1, 2, 3, 4]],
  );
});

test('recording: as the page is left, a refused beacon goes by fetch with keepalive, and a refused keepalive fetch by a plain fetch; an event larger than a beacon by a plain fetch', async () => {
  const refused = bufferWith({ beacon: false });
  refused.buffer.push({ type: 3, timestamp: 1 });
  refused.buffer.flush(true);
  assert.equal(
    refused.sent.map((s) => [s.how, s.keepalive]),
    [['fetch', true]],
  );
  const quotaFull = bufferWith({
    beacon: false,
    answer: (init) => (init.keepalive ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ status: 204 })),
  });
  quotaFull.buffer.push({ type: 3, timestamp: 1 });
  quotaFull.buffer.flush(true);
  await answersSettle();
  assert.equal(
    quotaFull.sent.map((s) => [s.how, s.keepalive, s.body.events.length]),
    [
      ['fetch', true, 1],
      ['fetch', false, 1],
    ],
  );
  const big = bufferWith();
  big.buffer.push({ type: 2, timestamp: 1, data: { node: { attributes: { _cssText: 'b'.repeat(MAX_BEACON_BYTES) } } } });
  big.buffer.flush(true);
  assert.equal(
    big.sent.map((s) => [s.how, s.keepalive]),
    [['fetch', false]],
  );
});

test('recording: a batch is measured in UTF-8 bytes: few characters of many bytes go by fetch, emoji under the limit by beacon', () => {
  const styled = (text: string) => ({ type: 2, timestamp: 1, data: { node: { attributes: { _cssText: text } } } });
  const accented = bufferWith();
  accented.buffer.push(styled('é'.repeat(35_000))); // 35,000 characters, 70,000 bytes
  accented.buffer.flush(true);
  assert.equal(
    accented.sent.map((s) => [s.how, s.keepalive]),
    [['fetch', false]],
  );
  const emoji = bufferWith();
  emoji.buffer.push(styled('😀'.repeat(14_000))); // 28,000 UTF-16 units, 56,000 bytes
  emoji.buffer.flush(true);
  assert.equal(
    emoji.sent.map((s) => s.how),
    ['beacon'],
  );
});

test('recording: after the ingest answers 413 (the session is over its cap) nothing more is sent', async () => {
  const { buffer, sent } = bufferWith({ beacon: false, status: 413 });
  buffer.push({ type: 3, timestamp: 1 });
  buffer.flush();
  await Promise.resolve();
  await Promise.resolve();
  buffer.push({ type: 3, timestamp: 2 });
  buffer.flush();
  assert.is(sent.length, 1);
});

test('recording: a batch the ingest does not take (429, a server error, a failed call) goes again with the next flush, before what came after; at most MAX_RETRIED wait', async () => {
  const answers = [Promise.resolve({ status: 429 }), Promise.reject(new TypeError('Failed to fetch')), Promise.resolve({ status: 503 })];
  const { buffer, sent } = bufferWith({ answer: () => answers.shift() ?? Promise.resolve({ status: 204 }) });
  for (const timestamp of [1, 2, 3]) {
    buffer.push({ type: 3, timestamp });
    buffer.flush();
  }
  await answersSettle();
  buffer.push({ type: 3, timestamp: 4 });
  buffer.flush();
  await answersSettle();
  buffer.flush();
  assert.equal(
    sent.map((s) => (s.body.events as Array<{ timestamp: number }>).map((e) => e.timestamp)),
    [[1], [2], [3], [1], [2], [3], [4]],
    'each batch not taken went once more, and nothing was sent twice once taken',
  );
  const flooded = bufferWith({ status: 429 });
  for (let i = 0; i < MAX_RETRIED + 5; i++) {
    flooded.buffer.push({ type: 3, timestamp: i });
    flooded.buffer.flush();
  }
  await answersSettle();
  flooded.sent.length = 0;
  flooded.buffer.flush();
  assert.is(flooded.sent.length, MAX_RETRIED, 'the batches kept to go again are bounded');
});

/** A page with just what the loader uses; `outcome` says what the script does once appended. */
test('recording: journey commands leave with the next batch, even with no event waiting, and with its first part only', () => {
  const { buffer, sent } = bufferWith();
  buffer.command({ command: 'submitter set' });
  buffer.flush();
  assert.equal(
    sent.map((x) => [x.body.events.length, x.body.commands]),
    [[0, [{ command: 'submitter set' }]]],
  );
  buffer.command({ command: 'modules submit' });
  for (let i = 0; i < 6; i++) buffer.push({ type: 3, timestamp: i, data: { text: 'x'.repeat(900) } });
  for (let i = 0; i < 80; i++) buffer.push({ type: 3, timestamp: i, data: { n: i, blob: Array.from({ length: 20 }, () => 'y'.repeat(900)) } });
  buffer.flush();
  const batches = sent.slice(1);
  assert.ok(batches.length > 1, 'split in parts');
  assert.equal(
    batches.map((x) => x.body.commands),
    [[{ command: 'modules submit' }], ...batches.slice(1).map(() => undefined)],
  );
});

const fakeCalls = (saveErrors: string[] = []) =>
  ({
    modules: () => TE.right({ modules: [] }),
    saveModule: () => TE.right(saveErrors),
    postSubmitter: () => TE.right(null),
    createFlow: () => TE.right({ flowId: 'F-1' }),
  }) as unknown as JourneyCalls;

test('journey kept: writes that succeed before the recording runs wait for it, then go to it with the ones after; reads and a save with errors keep nothing', async () => {
  const page = fakePage('load');
  const recording = createSessionRecording(page.deps);
  const calls = recording.keepJourney(fakeCalls());
  await calls.modules('F-1')();
  await calls.saveModule('F-1', 'biographic', { birthDate: '07/23/1979' })();
  await recording.keepJourney(fakeCalls(['Date of Birth is required'])).saveModule('F-1', 'residence-address', {})();
  assert.equal(page.started, []);
  await recording.start('s-12', { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' });
  await calls.postSubmitter({ flowId: 'F-1' } as never)();
  assert.equal(page.started, ['modules submit biographic', 'submitter set']);
});

test("journey kept: the journeys' calls come with the recording's keeping, and the same without it when its module does not load", async () => {
  const module = { journeyCalls: () => fakeCalls() };
  const wrapped: string[] = [];
  const recording = { sessionRecording: { keepJourney: (calls: JourneyCalls) => (wrapped.push('kept'), calls), recordsWritten: () => undefined } };
  const kept = await journeyCallsKept(
    () => Promise.resolve(module),
    () => Promise.resolve(recording),
  )();
  assert.ok(kept.journeyCalls({} as never).saveModule);
  assert.equal(wrapped, ['kept']);
  const without = await journeyCallsKept(
    () => Promise.resolve(module),
    () => Promise.reject(new Error('chunk failed')),
  )();
  assert.is(without, module);
});

test("journey kept: the session store tells each write of the journey's records, what they were and are, and nothing of other keys", () => {
  const data = new Map<string, string>([['licensehub.journeys', '{}']]);
  const told: Array<[string | null, string]> = [];
  const store = journeyRecordsWatched(
    { read: (k) => data.get(k) ?? null, write: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) },
    (before, after) => told.push([before, after]),
  );
  store.write('licensehub', '{"jwt":"x"}');
  store.write('licensehub.journeys', '{"F-1":{"attested":true}}');
  store.remove('licensehub.journeys');
  assert.equal(told, [['{}', '{"F-1":{"attested":true}}']]);
  assert.is(store.read('licensehub'), '{"jwt":"x"}');
  assert.is(data.has('licensehub.journeys'), false);
});

test('journey kept: an attestation confirmed and a validation passed in the records go to the recording', async () => {
  const page = fakePage('load');
  const recording = createSessionRecording(page.deps);
  await recording.start('s-14', { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' });
  recording.recordsWritten(null, '{"F-1":{"attested":true,"validated":false}}');
  recording.recordsWritten('{"F-1":{"attested":true,"validated":false}}', '{"F-1":{"attested":true,"validated":true}}');
  assert.equal(page.started, ['attest', 'validate']);
});

test('journey kept: the starts of every type of journey, the name accepted, DRLPs added and removed, the changes sent on with nothing to fix and the report submitter go to the recording', async () => {
  const page = fakePage('load');
  const recording = createSessionRecording(page.deps);
  await recording.start('s-15', { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' });
  const drlp = { businessEntity: { businessEntityName: 'A', fein: '1', states: [] } };
  const withErrors = { ...drlp, errors: [{ stateCode: 'TX', stateName: 'Texas', licenseCode: 'L', licenseName: 'N', errors: ['e'] }] };
  const calls = (nameStatus: string, proceeded: object) =>
    recording.keepJourney({
      startDemographicUpdate: () => TE.right({ flowId: 'F-2' }),
      startLicenseUpdate: () => TE.right({ flowId: 'F-3' }),
      startPdbReport: () => TE.right({ flowId: 'F-4' }),
      postPdbSubmitter: () => TE.right(null),
      postPrimaryName: () => TE.right({ requestStatus: nameStatus }),
      addDrlp: () => TE.right(drlp),
      removeDrlp: () => TE.right(drlp),
      proceedDrlp: () => TE.right(proceeded),
    } as unknown as JourneyCalls);
  const ok = calls('PASS', drlp);
  await ok.startDemographicUpdate('DEMOGRAPHIC_UPDATE_2')();
  await ok.postPrimaryName('F-2', { flowId: 'F-2', items: [] })();
  await ok.startLicenseUpdate('LICENSE_UPDATE')();
  await ok.addDrlp('F-3', { npn: '1', lastName: 'x', stateCode: 'TX', isApplyToAll: false, licenseCodes: [] })();
  await ok.removeDrlp('F-3', { npn: '1', lastName: 'x', stateCode: 'TX', licenseCode: 'L' })();
  await ok.proceedDrlp('F-3', drlp)();
  await ok.startPdbReport()();
  await ok.postPdbSubmitter({ flowId: 'F-4' } as never)();
  const refused = calls('PARTIAL', withErrors);
  await refused.postPrimaryName('F-2', { flowId: 'F-2', items: [] })();
  await refused.proceedDrlp('F-3', drlp)();
  assert.equal(page.started, [
    'start-flow',
    'name-change set',
    'start-flow',
    'license-update add',
    'license-update remove',
    'license-update proceed',
    'pdb-report start',
    'submitter set',
  ]);
});

test('journey kept: with the recording script blocked, no command is kept', async () => {
  const page = fakePage('error');
  const recording = createSessionRecording(page.deps);
  const calls = recording.keepJourney(fakeCalls());
  await calls.createFlow({ productType: 'PRODUCER_LICENSING' })();
  await recording.start('s-13', { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' });
  await calls.saveModule('F-1', 'biographic', {})();
  assert.equal(page.started, []);
});

function fakePage(outcome: 'load' | 'error' | 'empty', win: Record<string, unknown> = {}) {
  const logged: string[] = [];
  const appended: string[] = [];
  const window = { navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' }, MutationObserver: function MutationObserver() {}, ...win } as Record<
    string,
    unknown
  >;
  const document = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      return { src: '', async: false, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn), listeners };
    },
    head: {
      appendChild: (script: { src: string; listeners: Record<string, () => void> }) => {
        appended.push(script.src);
        if (outcome === 'load') window.LicenseHubRecorder = { start: () => handle };
        queueMicrotask(() => must(script.listeners[outcome === 'error' ? 'error' : 'load'], 'a listener')());
      },
    },
  };
  const started: string[] = [];
  const handle: RecorderHandle = {
    identified: () => started.push('identified'),
    identity: () => IdentityStatus.Anonymous,
    command: (c) => started.push(`${c.command} ${'module' in c ? c.module : ''}`.trim()),
    flush: () => undefined,
    stop: () => started.push('stopped'),
  };
  const deps = { document, window, log: (m: string) => logged.push(m) } as unknown as LoaderDeps;
  return { deps, logged, appended, started, handle };
}

const start = (sdk: RecorderSdk) => sdk.start({ url: '/x', sessionId: 's' });

test('recording SDK: the recorder starts (its first snapshot) in a task after the one that ran its script', async () => {
  const page = fakePage('load');
  let started = false;
  const result = loadRecorder('/sdk.js', (sdk) => ((started = true), start(sdk)), page.deps);
  await Promise.resolve(); // the script's load listener has run
  assert.is(started, false, 'not in the task that ran the script');
  assert.is((await result).ok, true);
  assert.is(started, true);
});

test('recording SDK: a blocked script logs the blocked message, and nothing runs', async () => {
  const page = fakePage('error');
  const result = await loadRecorder('/telemetry/sdk/recorder.js', start, page.deps);
  assert.equal(result, { ok: false, failure: 'blocked' });
  assert.equal(page.logged, [SDK_MESSAGES.blocked]);
});

test('recording SDK: a script that loads without the recorder (disabled or removed) logs the did-not-load message', async () => {
  const page = fakePage('empty');
  assert.equal(await loadRecorder('/sdk.js', start, page.deps), { ok: false, failure: 'notLoaded' });
  assert.equal(page.logged, [SDK_MESSAGES.notLoaded]);
});

test('recording SDK: a mobile app runtime logs the unsupported-runtime message and loads no script', async () => {
  const page = fakePage('load', { ReactNativeWebView: {} });
  assert.equal(await loadRecorder('/sdk.js', start, page.deps), { ok: false, failure: 'unsupported' });
  assert.equal(page.logged, [SDK_MESSAGES.unsupported]);
  assert.equal(page.appended, []);
});

test('session identity: identify waits for the recording, then marks it Identified and tells session replay the display name and NPN only', async () => {
  const beacons: Array<{ url: string; body: { type: string; sessionId: string; data: unknown } }> = [];
  const config = { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' };
  const telemetry = new BrowserTelemetry(config, { sessionId: 's-9', beacon: (url, body) => (beacons.push({ url, body: JSON.parse(body) }), true) });
  const page = fakePage('load');
  const recording = createSessionRecording(page.deps);
  const identified = recording.identify(telemetry, { displayName: 'Alice Morgan', npn: '1000001', ssn: '123456789' } as never, config);
  await Promise.resolve();
  assert.equal(beacons, [], 'nothing goes to session replay before the recording runs');
  const result = await recording.start('s-9', config);
  await identified;
  assert.ok(result?.ok);
  assert.equal(page.appended, ['https://r.example/sdk.js']);
  assert.equal(page.started, ['identified']);
  assert.equal(
    beacons.map((b) => [b.url, b.body.type, b.body.sessionId, b.body.data]),
    [['https://r.example', 'identify', 's-9', { sessionId: 's-9', displayName: 'Alice Morgan', npn: '1000001' }]],
  );
});

test('session identity: a blocked recording script leaves session replay told nothing', async () => {
  const beacons: string[] = [];
  const config = { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' };
  const telemetry = new BrowserTelemetry(config, { sessionId: 's-10', beacon: (url) => (beacons.push(url), true) });
  const recording = createSessionRecording(fakePage('error').deps);
  await recording.start('s-10', config);
  await recording.identify(telemetry, { displayName: 'Alice Morgan', npn: '1000001' }, config);
  assert.equal(beacons, []);
});

test('session identity: without a recording script, session replay is told at once', async () => {
  const beacons: string[] = [];
  const config = { replayUrl: 'https://r.example' };
  const telemetry = new BrowserTelemetry(config, { sessionId: 's-11', beacon: (url) => (beacons.push(url), true) });
  await createSessionRecording(fakePage('load').deps).identify(telemetry, { displayName: 'Alice Morgan', npn: '1000001' }, config);
  assert.equal(beacons, ['https://r.example']);
});

test('recording session: the tab keeps its session id in session storage, so a reload goes on with the same recording', () => {
  const kept = new Map<string, string>();
  const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
  const first = replaySessionId(storage);
  assert.is(replaySessionId(storage), first);
  assert.is.not(replaySessionId(undefined), first, 'without storage, a new id each time');
});

test('replay identity: the display name with the NPN and FEIN, nothing else of the user info', () => {
  assert.equal(replayIdentityOf({ displayName: 'Alice Morgan', ldapUser: false, name: 'Alice Morgan', npn: '1000001' }), {
    displayName: 'Alice Morgan',
    npn: '1000001',
  });
  assert.equal(replayIdentityOf({ displayName: 'Acme Insurance Agency LLC', ldapUser: false, uid: 'acme', fein: '12-3456789', npn: '2000001' }), {
    displayName: 'Acme Insurance Agency LLC',
    npn: '2000001',
    fein: '12-3456789',
  });
  assert.is(replayIdentityOf(undefined), undefined);
});

test('a recording belongs to one identity: stopping it (logout) stops the recorder, and what the journey writes after is not kept with it', async () => {
  const page = fakePage('load');
  const recording = createSessionRecording(page.deps);
  const calls = recording.keepJourney(fakeCalls());
  await recording.start('s-16', { replayUrl: 'https://r.example', sdkUrl: 'https://r.example/sdk.js' });
  await calls.saveModule('F-1', 'biographic', { birthDate: '07/23/1979' })();
  recording.stop();
  await Promise.resolve();
  await calls.postSubmitter({ flowId: 'F-1' } as never)();
  assert.equal(page.started, ['modules submit biographic', 'stopped']);
});

test.run();
