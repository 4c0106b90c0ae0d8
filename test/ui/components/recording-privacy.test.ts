/**
 * Recordings are private by default (docs/portal.md §Telemetry): the recording script, with
 * rrweb's real recorder over the page, keeps the portal's own words (marked by the shared building
 * blocks) and masks every other text and accessible name, including what changes after the first
 * snapshot: a firm's DRLP page records no producer's name or NPN, no FEIN, no contact's email or
 * phone. (happy-dom gives rrweb no text to read, so text is checked through the mask it uses;
 * the end-to-end recording test reads the portal's words in Chromium.)
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PORTAL_WORDS_ATTRIBUTE, PRIVATE_ATTRIBUTE } from '../../../core/use-cases/telemetry/recording';
import { RECORDER_GLOBAL, type RecorderSdk } from '../../../adapters/telemetry/recorder-api';
import { maskText } from '../../../adapters/telemetry/recording-privacy';

const WORDS = PORTAL_WORDS_ATTRIBUTE;
const PERSONAL = [
  'Alice Morgan',
  'Morgan',
  '1000001',
  '12-3456789',
  '123456789',
  'AG-5002',
  'contact@acme.example',
  '(512) 555-0142',
  'Ben Carter',
  '1000002',
  '100 Main St',
];

test("a firm's DRLP page: producers' names and NPNs (also in accessible names), the FEIN, the contact's email and phone masked, also when they change", async () => {
  document.body.innerHTML = `
    <h1 ${WORDS}>Designated responsible licensed producers</h1>
    <p>Acme Insurance Agency LLC, FEIN 12-3456789</p>
    <table><tr><th ${WORDS}>Producer</th></tr><tr><td>Alice Morgan</td><td>NPN 1000001</td>
      <td><button aria-label="Remove Alice Morgan from license AG-5002" title="Remove Alice Morgan">Remove</button></td></tr></table>
    <p>Verification contact: contact@acme.example, (512) 555-0142</p>
    <label ${WORDS} for="npn">National Producer Number (NPN)</label><input id="npn" value="1000001" placeholder="1000001">
    <h2 ${WORDS}>Welcome, <span ${PRIVATE_ATTRIBUTE}>Alice Morgan</span></h2>
    <img alt="Alice Morgan" src="data:,">
    <button ${WORDS} type="submit">Continue</button>`;
  const sent: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { value: (_url: string, body: string) => (sent.push(body), true), configurable: true });
  await import('../../../adapters/telemetry/recorder-sdk');
  const sdk = (globalThis as unknown as Record<string, RecorderSdk>)[RECORDER_GLOBAL];
  const handle = sdk!.start({ url: 'https://r.example/sessions/s/events', sessionId: 's', flushEveryMs: 3_600_000 });
  // After the first snapshot: a producer added, an accessible name and a text changed.
  const row = document.createElement('tr');
  row.innerHTML = '<td>Ben Carter</td><td>NPN 1000002</td><td><button aria-label="Remove Ben Carter from license AG-5002">Remove</button></td>';
  document.querySelector('table')!.append(row);
  document.querySelector('button')!.setAttribute('aria-label', 'Remove Morgan');
  document.querySelector('p')!.firstChild!.textContent = 'Address check: 100 Main St';
  await new Promise((resolve) => setTimeout(resolve, 50));
  handle.flush();
  handle.stop();
  const recorded = sent.join('');
  assert.ok(recorded.includes('"tagName":"h1","attributes":{"data-portal-words":""}'), 'the recording was sent, with the page');
  for (const value of PERSONAL) assert.not.ok(recorded.includes(value), `${value} is masked`);
});

test("text: the portal's words are kept, anything else masked, a private value inside the portal's words too", () => {
  document.body.innerHTML = `
    <h1 ${WORDS}>Designated responsible licensed producers</h1>
    <h2 ${WORDS}>Welcome, <span ${PRIVATE_ATTRIBUTE}>Alice Morgan</span></h2>
    <table><tr><td>Alice Morgan</td></tr></table>`;
  const [h1, h2, span, td] = ['h1', 'h2', 'span', 'td'].map((tag) => document.querySelector(tag) as HTMLElement);
  assert.is(maskText('Designated responsible licensed producers', h1!), 'Designated responsible licensed producers');
  assert.is(maskText('Welcome, ', h2!), 'Welcome, ');
  assert.is(maskText('Alice Morgan', span!), '***** ******');
  assert.is(maskText('Alice Morgan', td!), '***** ******');
  assert.is(maskText('Alice Morgan', null), '***** ******');
});

// The page is shared with the other component tests of this process: leave it empty.
test.after.each(() => {
  document.body.innerHTML = '';
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

test.run();
