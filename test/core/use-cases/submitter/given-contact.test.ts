/** Contact details asked once per journey (docs/portal.md §Submitter): what the journey gave is shown with a way to change it. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { JourneyModule } from '../../../../core/use-cases/journey/facts';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import { contactGivenInJourney, givenContactRows, showsContactAsGiven } from '../../../../core/use-cases/submitter/given-contact';

const module = (path: string, data: Record<string, string>, required = true): JourneyModule => ({
  summary: { id: path, path, title: path, contextualMessageId: path },
  content: { components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required }], data },
});

test('the contact given in a journey is the first email and phone its answered modules hold', () => {
  assert.equal(
    contactGivenInJourney([module('bio', { email: 'a@example.com', phone: '(512) 555-0100' }), module('contact', { email: 'b@example.com', phone: '' })]),
    { email: 'a@example.com', phone: '(512) 555-0100' },
  );
  assert.equal(contactGivenInJourney([module('bio', { phone: '(512) 555-0100' })]), {}, 'a module not answered gave nothing');
  assert.equal(contactGivenInJourney([]), {});
});

test('the submitter shows the contact as given only for oneself, with the journey’s email and phone, and no message about them', () => {
  const given = { email: 'a@example.com', phone: '(512) 555-0100' };
  const mine = submitterDefaults({ isFirm: false, ...given });
  assert.ok(showsContactAsGiven(mine, given));
  assert.not.ok(showsContactAsGiven({ ...mine, submittingFor: 'SOMEONE_ELSE' }, given), 'someone else’s contact is asked');
  assert.not.ok(showsContactAsGiven({ ...mine, email: 'other@example.com' }, given), 'another email than the one given is asked');
  assert.not.ok(showsContactAsGiven(mine, { email: given.email }), 'a phone not given is asked');
  assert.not.ok(showsContactAsGiven(mine, given, { extension: 'Extension is not valid' }), 'a field with a message is shown to fix');
  assert.equal(givenContactRows({ ...mine, extension: '12' }), [
    { label: 'Email', value: 'a@example.com' },
    { label: 'Phone', value: '(512) 555-0100, extension 12' },
  ]);
});

test.run();
