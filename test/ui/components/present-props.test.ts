import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { presentProps } from '../../../ui/components/fluent/present-props';

const t = suite('presentProps: optional values passed on to Fluent');

t('a prop given as undefined is left out; every other value, falsy ones too, is passed on', () => {
  const props = presentProps({ validationMessage: undefined, hint: '', required: false, tabIndex: 0, icon: null, className: 'wide' });
  assert.equal(props, { hint: '', required: false, tabIndex: 0, icon: null, className: 'wide' });
  assert.not.ok('validationMessage' in props, 'no key for the missing message');
});

t('the props given are not changed', () => {
  const given = { hint: undefined, validationMessage: 'Last Name is a required field' };
  presentProps(given);
  assert.ok('hint' in given);
  assert.equal(given, { hint: undefined, validationMessage: 'Last Name is a required field' });
});

t.run();
