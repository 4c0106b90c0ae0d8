/**
 * Each module component kind rendered by the modules screen (docs/portal.md §Modules "Module config component
 * kinds"): text with placeholder and mask, zipCode, radio, checkbox, select with options, groups
 * (a disabled group disables its children), lists (add, remove, DISABLE_ADD), questions (header,
 * supplemental and answer texts, comment); help texts, defaults, sensitive fields.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from '../../render';
import { button, byLabel, description, press, select, type } from '../../identify/dom-actions';
import { renderModules, FLOW } from './fixtures';

const t = suite('modules: component kinds');

const h2s = (root: ParentNode) => [...root.querySelectorAll('h2')].map((h) => h.textContent);
const ready = (root: ParentNode, title: string) =>
  waitFor(() => root.querySelector('h1')?.textContent === title && root.querySelector('form'), `the ${title} module`);

t('text: label, saved value, help text as its description; a mask lays out digits with the placeholder shown', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    const first = byLabel(app.host, 'First Name');
    assert.is(first.value, 'Alice');
    assert.match(description(app.host, first), 'As on your ID.');
    const date = byLabel(app.host, 'Date of Birth');
    assert.is(date.placeholder, 'MM/DD/YYYY');
    await type(date, '04121986');
    assert.is(byLabel(app.host, 'Date of Birth').value, '04/12/1986');
  } finally {
    await app.unmount();
  }
});

t('zipCode: a postal-code input of at most 10 characters', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    const zip = byLabel(app.host, 'Zip Code');
    assert.is(zip.getAttribute('autocomplete'), 'postal-code');
    assert.is(zip.maxLength, 10);
  } finally {
    await app.unmount();
  }
});

t('select: its options after "Select…", starting at the default value', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    const contact = byLabel<HTMLSelectElement>(app.host, 'Contact by');
    assert.equal(
      [...contact.options].map((o) => o.textContent),
      ['Select…', 'Email', 'Phone'],
    );
    assert.is(contact.value, 'EMAIL');
    await select(contact, 'PHONE');
    assert.is(byLabel<HTMLSelectElement>(app.host, 'Contact by').value, 'PHONE');
  } finally {
    await app.unmount();
  }
});

t('radio and checkbox: a fieldset named by its legend, one control per option', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    const legends = [...app.host.querySelectorAll('legend')].map((l) => l.textContent);
    assert.ok(legends.includes('Alerts'));
    assert.ok(legends.includes('Years at address*'));
    const lt3 = byLabel(app.host, 'Less than 3');
    assert.is(lt3.type, 'radio');
    await press(lt3);
    assert.ok(byLabel(app.host, 'Less than 3').checked);
    const alerts = byLabel(app.host, 'Text me');
    assert.is(alerts.type, 'checkbox');
    await press(alerts);
    assert.ok(byLabel(app.host, 'Text me').checked);
  } finally {
    await app.unmount();
  }
});

t('groups: a titled group is a section with its heading; a disabled group disables its children; a sensitive field is masked with its default', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    assert.ok(h2s(app.host).includes('Personal information'));
    assert.ok(h2s(app.host).includes('Registry record'));
    const ssn = byLabel(app.host, 'Social Security Number');
    assert.is(ssn.disabled, true);
    assert.is(ssn.type, 'password');
    assert.is(ssn.value, '***-**-****');
  } finally {
    await app.unmount();
  }
});

t('question: header, supplemental and answer texts around the answer; its comment appears with the answer that asks for it', async () => {
  const app = await renderModules(`/flows/${FLOW}/modules?module=history`);
  try {
    await ready(app.host, 'History');
    assert.ok(h2s(app.host).includes('Criminal history'));
    const text = app.host.textContent ?? '';
    assert.match(text, 'Include sealed records.');
    assert.match(text, 'If Yes, describe it.');
    assert.throws(() => byLabel(app.host, 'Explanation'));
    await press(byLabel(app.host, 'Yes'));
    assert.is(byLabel(app.host, 'Explanation').tagName, 'TEXTAREA');
  } finally {
    await app.unmount();
  }
});

t('lists: rows are added (focus on the first field) and removed; a DISABLE_ADD list has neither Add nor Remove', async () => {
  const app = await renderModules(`/flows/${FLOW}/modules?module=history`);
  try {
    await ready(app.host, 'History');
    assert.match(app.host.textContent ?? '', 'No entries yet.');
    await press(button(app.host, 'Add to Jobs'));
    await waitFor(() => app.host.querySelector('[id="module-jobs-0-employer"]'), 'the new row');
    await waitFor(() => document.activeElement?.id === 'module-jobs-0-employer', 'focus on the new row');
    await type(byLabel(app.host, 'Employer'), 'Acme');
    await press(button(app.host, 'Add to Jobs'));
    assert.ok([...app.host.querySelectorAll('h3')].some((h) => h.textContent === 'Job 2'));
    const remove = [...app.host.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Remove Job 2');
    assert.ok(remove);
    await press(remove!);
    assert.not.ok([...app.host.querySelectorAll('h3')].some((h) => h.textContent === 'Job 2'));
    assert.is((app.host.querySelector('[id="module-jobs-0-employer"]') as HTMLInputElement).value, 'Acme');
    // A checkbox in a row hides a field of the same row (isNot).
    assert.ok(app.host.querySelector('[id="module-jobs-0-end"]'));
    await press(byLabel(app.host, 'I still work here'));
    assert.not.ok(app.host.querySelector('[id="module-jobs-0-end"]'));
    // DISABLE_ADD: the two given rows, fixed.
    assert.ok([...app.host.querySelectorAll('h3')].some((h) => h.textContent === 'Reference 2'));
    assert.not.ok(
      [...app.host.querySelectorAll('button')].some(
        (b) => b.textContent === 'Add to References' || b.getAttribute('aria-label')?.startsWith('Remove Reference'),
      ),
    );
  } finally {
    await app.unmount();
  }
});

t.run();
