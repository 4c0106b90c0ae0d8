/** Contact details asked once per journey (docs/portal.md §Submitter): what the journey gave is shown with a way to change it. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { JourneyModule } from '../../../../core/use-cases/journey/facts';
import { submitterDefaults } from '../../../../core/use-cases/submitter/defaults';
import {
  changeContactLabel,
  contactGivenInJourney,
  contactGivenLead,
  contactShownAsGiven,
  givenContactRows,
} from '../../../../core/use-cases/submitter/given-contact';

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

test('the submitter shows as given, for oneself only, each part of the contact the journey gave, with no message about it', () => {
  const given = { email: 'a@example.com', phone: '(512) 555-0100' };
  const mine = submitterDefaults({ isFirm: false, ...given });
  assert.equal(contactShownAsGiven(mine, given), ['email', 'phone']);
  assert.equal(contactShownAsGiven({ ...mine, submittingFor: 'SOMEONE_ELSE' }, given), [], 'someone else’s contact is asked');
  assert.equal(contactShownAsGiven({ ...mine, email: 'other@example.com' }, given), ['phone'], 'another email than the one given is asked');
  assert.equal(contactShownAsGiven(mine, { email: given.email }), ['email'], 'a phone not given is asked');
  assert.equal(contactShownAsGiven(mine, given, { extension: 'Extension is not valid' }), ['email'], 'a part with a message is shown to fix');
  assert.equal(
    contactShownAsGiven(mine, given, {}, ['Email is not an address the registry can write to']),
    ['phone'],
    "a part the registry refused is shown to fix: the error summary's link leads to its field",
  );
  assert.equal(givenContactRows({ ...mine, extension: '12' }, ['email', 'phone']), [
    { label: 'Email', value: 'a@example.com' },
    { label: 'Phone', value: '(512) 555-0100, extension 12' },
  ]);
  assert.is(contactGivenLead(['email', 'phone'], 'application'), 'You gave this email and phone number earlier in this application.');
  assert.is(contactGivenLead(['email'], 'contact change'), 'You gave this email earlier in this contact change.');
  assert.is(changeContactLabel(['email', 'phone']), 'Change email or phone');
  assert.is(changeContactLabel(['phone']), 'Change phone');
});

test.run();
