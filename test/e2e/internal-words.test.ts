/** The word list of the plain-words check (internal-words.ts), on texts rather than pages. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { internalWordsIn } from './internal-words';

const rules = (text: string) => internalWordsIn(text).map((f) => f.rule);

test('plain words pass; the spec’s "Flow creation failed" is allowed', () => {
  assert.equal(rules('Check your answers. Flow creation failed (500). Status: Pending. Lines of authority (LOAs): Life'), []);
});

test('internal words, codes and a missing value printed as text are caught', () => {
  assert.equal(rules('Check how it can reach you about this flow'), ['the internal word "flow"']);
  assert.equal(rules('LOAs: Life'), ['"LOA" not explained on the page']);
  assert.equal(rules('Status: PENDING'), ['a status in capitals']);
  assert.equal(rules('Submitting for MY_SELF'), ['a code in capitals with underscores']);
  assert.equal(rules('Name: undefined, null, [object Object]'), ['"undefined"', '"null"', 'an object printed as text']);
  assert.equal(rules('We could not load it (Invalid field(s) (root))'), ['a raw decoding message']);
});

test.run();
