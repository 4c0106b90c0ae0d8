/** The word list of the plain-words check (internal-words.ts), on texts rather than pages. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { internalLandmarkNames, internalWordsIn } from './internal-words';

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

test('the system words of issue 37 are caught; the spec’s "404 - Not Found" is not', () => {
  assert.equal(rules('Producer Licensing'), ['a registry product name ("Producer Licensing")']);
  assert.equal(rules('Adjuster Licensing'), ['a registry product name ("Producer Licensing")']);
  assert.equal(rules('Pay for your Contact Change Request'), ['the registry\'s "Contact Change Request"']);
  assert.equal(rules('Transactions'), ['the registry\'s "Transactions"']);
  assert.equal(rules('Demographic update or Primary name change'), ['two names for one name change ("Demographic update", "Primary name change")']);
  assert.equal(rules('Back to the Provider homepage'), ['"Provider homepage" instead of the provider\'s name']);
  assert.equal(rules('Identify Licensee : Search details'), ['a label spaced before its colon ("Identify Licensee : …")']);
  assert.equal(rules('Status: PENDING. Status: COMPLETE'), ['a status in capitals']);
  assert.equal(rules('404 - Not Found. Order LH1000012: Texas, Insurance Producer: Pending'), []);
});

test('landmarks named in the portal’s words are caught', () => {
  assert.equal(internalLandmarkNames(['Participant', 'Journeys', 'Application steps', 'Steps of your application', 'Main Menu']), [
    'Participant',
    'Journeys',
    'Application steps',
  ]);
});

test.run();
