import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTACT_FALLBACK, contactText } from '../../../core/rules/contact';

test('contact: customer service with the phone, email and hours configured', () => {
  assert.is(
    contactText({ phone: '1-800-555-0134', email: 'help@registry.example', hours: 'Monday to Friday, 8 AM to 6 PM Central' }),
    'Contact customer service: call 1-800-555-0134 or email help@registry.example (Monday to Friday, 8 AM to 6 PM Central).',
  );
  assert.is(contactText({ email: 'help@registry.example' }), 'Contact customer service: email help@registry.example.');
});

test('contact: without a configured phone or email, a plain sentence', () => {
  assert.is(contactText(undefined), CONTACT_FALLBACK);
  assert.is(contactText({ hours: 'always' }), CONTACT_FALLBACK);
});

test.run();
