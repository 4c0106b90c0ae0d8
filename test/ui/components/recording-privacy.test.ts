/**
 * Recordings are private by default (docs/portal.md §Telemetry): the recording keeps the portal's
 * own words (marked by the shared building blocks) and masks every other text and accessible name,
 * in the first snapshot and in what changes after it: a firm's DRLP page records no producer's name
 * or NPN, no FEIN. The masks rrweb is given are checked here on a page; the end-to-end privacy
 * walks (test/e2e/telemetry.test.ts) run rrweb itself in Chromium.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PORTAL_WORDS_ATTRIBUTE, PRIVATE_ATTRIBUTE } from '../../../core/use-cases/telemetry/recording';
import { maskNames, maskText } from '../../../adapters/telemetry/recording-privacy';

const WORDS = PORTAL_WORDS_ATTRIBUTE;

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

test("accessible names: a DRLP page's buttons, images and inputs named after people are masked, in the first snapshot and in later changes; the portal's words keep theirs", () => {
  document.body.innerHTML = `
    <button id="remove" aria-label="Remove Alice Morgan from license AG-5002" title="Remove Alice Morgan">Remove</button>
    <img id="photo" alt="Alice Morgan" src="data:,">
    <input id="npn" value="1000001" placeholder="1000001">
    <button id="next" ${WORDS} aria-label="Next step">Next</button>`;
  const ids = ['remove', 'photo', 'npn', 'next'];
  const mirror = { getNode: (id: number) => document.getElementById(ids[id - 1] ?? '') };
  const attrs = (id: string) => Object.fromEntries([...document.getElementById(id)!.attributes].map((a) => [a.name, a.value]));
  // A full snapshot (rrweb's type 2) and a mutation (type 3, source 0) adding a producer's row and renaming a button.
  const snapshot = {
    type: 2,
    data: { node: { type: 0, childNodes: ids.map((id, i) => ({ type: 2, id: i + 1, tagName: 'x', attributes: attrs(id), childNodes: [] })) } },
  };
  const mutation = {
    type: 3,
    data: {
      source: 0,
      adds: [
        { parentId: 9, node: { type: 2, id: 1, tagName: 'button', attributes: { 'aria-label': 'Remove Ben Carter from license AG-5002' }, childNodes: [] } },
      ],
      attributes: [
        { id: 1, attributes: { 'aria-label': 'Remove Dan Evans', class: 'x' } },
        { id: 4, attributes: { 'aria-label': 'Next step' } },
      ],
      texts: [],
      removes: [],
    },
  };
  const recorded = JSON.stringify([maskNames(snapshot, mirror), maskNames(mutation, mirror)]);
  for (const value of ['Alice Morgan', 'Ben Carter', 'Dan Evans', 'AG-5002', '1000001']) assert.not.ok(recorded.includes(value), `${value} is masked`);
  assert.ok(recorded.includes('"aria-label":"Next step"'), "the portal's words keep their name");
  assert.ok(recorded.includes('"class":"x"'), 'other attributes are kept');
});

// The page is shared with the other component tests of this process: leave it empty.
test.after.each(() => {
  document.body.innerHTML = '';
});

test.run();
