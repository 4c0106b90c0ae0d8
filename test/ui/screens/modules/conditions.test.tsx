/**
 * `when` and conditional `required` on the modules screen (docs/portal.md §Modules), evaluated by
 * the core: is / isNot, combined by AND and OR, for visibility and for required.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from '../../render';
import { byLabel, press, select, type } from '../../identify/dom-actions';
import { renderModules } from './fixtures';

const t = suite('modules: conditions');

const ready = (root: ParentNode) => waitFor(() => root.querySelector('form'), 'the module');
const shown = (root: ParentNode, label: string) => {
  try {
    byLabel(root, label);
    return true;
  } catch {
    return false;
  }
};
const isRequired = (root: ParentNode, label: string) => byLabel(root, label).required;

t('when with AND: the group shows only while "is" and "isNot" both hold', async () => {
  const app = await renderModules();
  try {
    await ready(app.host);
    assert.not.ok(shown(app.host, 'Previous City'), 'years not answered');
    await press(byLabel(app.host, 'Less than 3'));
    assert.ok(shown(app.host, 'Previous City'), 'LT3 and contact is not PHONE');
    await select(byLabel<HTMLSelectElement>(app.host, 'Contact by'), 'PHONE');
    assert.not.ok(shown(app.host, 'Previous City'), 'isNot PHONE no longer holds');
    await select(byLabel<HTMLSelectElement>(app.host, 'Contact by'), 'EMAIL');
    await press(byLabel(app.host, '3 or more'));
    assert.not.ok(shown(app.host, 'Previous City'), 'is LT3 no longer holds');
  } finally {
    await app.unmount();
  }
});

t('required with OR: the phone is required when either condition holds', async () => {
  const app = await renderModules();
  try {
    await ready(app.host);
    assert.not.ok(isRequired(app.host, 'Phone'));
    await press(byLabel(app.host, 'Text me'));
    assert.ok(isRequired(app.host, 'Phone'), 'alerts is YES');
    await press(byLabel(app.host, 'Text me'));
    assert.not.ok(isRequired(app.host, 'Phone'));
    await select(byLabel<HTMLSelectElement>(app.host, 'Contact by'), 'PHONE');
    assert.ok(isRequired(app.host, 'Phone'), 'contact is PHONE');
  } finally {
    await app.unmount();
  }
});

t('a hidden field is not validated: Submit reports only what is shown', async () => {
  const app = await renderModules();
  try {
    await ready(app.host);
    await press(byLabel(app.host, '3 or more'));
    await type(byLabel(app.host, 'Nickname'), 'ab');
    await press([...app.host.querySelectorAll('button')].find((b) => b.textContent === 'Save and continue')!);
    const summary = await waitFor(() => app.host.querySelector('[role="group"][aria-labelledby] ul'), 'the error summary');
    assert.is(summary.textContent, 'Nickname must be at least 3 characters');
  } finally {
    await app.unmount();
  }
});

t.run();
