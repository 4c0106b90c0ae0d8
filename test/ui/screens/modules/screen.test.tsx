/**
 * The modules screen (docs/portal.md §Modules): the steps, the module
 * from the address, Submit (the core's messages; the registry's 200 errors, cleared by typing;
 * the destination or the review), the other navigation, contextual messages for the flow's
 * states, a failed save keeping what was typed, the CCR route, and the save when the session
 * warning opens.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { quietConsole, waitFor, type Rendered } from '../../render';
import { button, byLabel, description, press, type } from '../../identify/dom-actions';
import { content, FLOW, messagesPath, modulePath, noContent, renderModules } from './fixtures';

const t = suite('modules: screen');

const title = (root: ParentNode) => root.querySelector('h1')?.textContent;
const ready = (root: ParentNode, heading: string) => waitFor(() => title(root) === heading && root.querySelector('form'), `the ${heading} module`);
const location = (app: Rendered) => `${app.router!.state.location.pathname}${app.router!.state.location.search}`;
const steps = (root: ParentNode) => root.querySelector('nav[aria-label^="Steps of your"]')!;
const summary = (root: ParentNode) => root.querySelector<HTMLElement>('[role="group"][tabindex="-1"]');
const submit = (root: ParentNode) => press(button(root, 'Save and continue'));
const saves = (app: Rendered, module: string) => app.writes.filter((c) => c === modulePath(module)).length;

t(
  'the steps: earlier ones are links, the current one is marked aria-current="step", later ones are text, each with its status in words; the counter counts the whole journey',
  async () => {
    const app = await renderModules(`/flows/${FLOW}/modules?module=history`);
    try {
      await ready(app.host, 'History');
      const nav = steps(app.host);
      assert.equal(
        [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
        [['1. About You', `/flows/${FLOW}/modules?module=about`]],
      );
      assert.is(nav.querySelector('[aria-current="step"]')?.textContent, '2. History');
      assert.is(nav.getAttribute('aria-label'), 'Steps of your application');
      // Each step says its status in words, from the answers the registry holds (the last module's are complete).
      assert.equal(
        [...nav.querySelectorAll('li')].map((li) => li.lastElementChild?.textContent),
        ['In progress', 'Cannot start yet', 'Completed'],
      );
      // 3 modules, then the review, submitter, attestation, verification contact, validation, submit and pay.
      assert.match(app.host.textContent ?? '', 'Step 2 of 10');
      assert.is(document.title, 'History - LicenseHub');
    } finally {
      await app.unmount();
    }
  },
);

t('an address without a module (the resume link) opens the first module and writes it to the address', async () => {
  const app = await renderModules(`/flows/${FLOW}/modules`);
  try {
    await ready(app.host, 'About You');
    assert.is(location(app), `/flows/${FLOW}/modules?module=about`);
  } finally {
    await app.unmount();
  }
});

t("contextual messages: the location's, for every state and the flow's states only", async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await waitFor(() => (app.host.textContent ?? '').includes('For every state.'), 'the messages');
    assert.match(app.host.textContent ?? '', 'Arizona only.');
    assert.not.match(app.host.textContent ?? '', 'Texas only.');
  } finally {
    await app.unmount();
  }
});

t('contextual messages: a failed fetch is an empty state: the module shows without messages and can be filled', async () => {
  const app = await renderModules(undefined, { [messagesPath('loc-about')]: new Response(JSON.stringify({ errors: ['down'] }), { status: 500 }) });
  try {
    await ready(app.host, 'About You');
    await waitFor(() => app.calls.includes(messagesPath('loc-about')) || undefined, 'the messages asked for');
    assert.not.match(app.host.textContent ?? '', 'For every state.');
    await type(byLabel(app.host, 'First Name'), 'Ann');
    assert.is(byLabel(app.host, 'First Name').value, 'Ann');
  } finally {
    await app.unmount();
  }
});

t('Submit with invalid data: the core messages in a focused summary and at each field; "Error: " in the title; nothing sent', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await type(byLabel(app.host, 'First Name'), 'Alexandra');
    await submit(app.host);
    const box = await waitFor(() => summary(app.host), 'the error summary');
    assert.equal(
      [...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      [
        ['First Name must be 5 characters or less', '#module-firstName'],
        ['Years at address is a required field', '#module-years'],
      ],
    );
    await waitFor(() => document.activeElement === box, 'focus on the summary');
    assert.match(description(app.host, byLabel(app.host, 'First Name')), 'First Name must be 5 characters or less');
    assert.is(document.title, 'Error: About You - LicenseHub');
    assert.is(saves(app, 'about'), 0, 'nothing sent');
  } finally {
    await app.unmount();
  }
});

t(
  'a ZIP code field refuses 00000 (a contact change’s addresses are such fields): no address has it, said in the summary and at the field; nothing sent',
  async () => {
    const app = await renderModules();
    try {
      await ready(app.host, 'About You');
      await press(byLabel(app.host, '3 or more'));
      await type(byLabel(app.host, 'Zip Code'), '00000');
      await submit(app.host);
      const box = await waitFor(() => summary(app.host), 'the error summary');
      assert.equal(
        [...box.querySelectorAll('a')].map((a) => a.textContent),
        ['Zip Code is not valid: no address has this ZIP code'],
      );
      assert.match(description(app.host, byLabel(app.host, 'Zip Code')), 'Zip Code is not valid: no address has this ZIP code');
      assert.is(saves(app, 'about'), 0, 'nothing sent');
    } finally {
      await app.unmount();
    }
  },
);

t("Submit answered 200 with the registry's errors: shown at the field and in the summary; typing clears them", async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await press(byLabel(app.host, '3 or more'));
    app.answers[modulePath('about')] = { errors: ['First Name is not valid', 'The registry is busy with this record'] };
    await submit(app.host);
    const box = await waitFor(() => summary(app.host), 'the error summary');
    assert.equal(
      [...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      [
        ['First Name is not valid', '#module-firstName'],
        ['The registry is busy with this record', '#module-firstName'],
      ],
    );
    assert.match(description(app.host, byLabel(app.host, 'First Name')), 'First Name is not valid');
    assert.is(location(app), `/flows/${FLOW}/modules?module=about`);
    await type(byLabel(app.host, 'First Name'), 'Ali');
    assert.is(summary(app.host), null);
    assert.not.match(description(app.host, byLabel(app.host, 'First Name')), 'not valid');
  } finally {
    await app.unmount();
  }
});

t("Submit saved (204): the module's destination, written to the address; the last module goes to the review", async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await press(byLabel(app.host, '3 or more'));
    app.answers[modulePath('about')] = noContent();
    await submit(app.host);
    await ready(app.host, 'History');
    assert.is(location(app), `/flows/${FLOW}/modules?module=history`);
    await act(async () => void (await app.router!.navigate(`/flows/${FLOW}/modules?module=last`)));
    await ready(app.host, 'Last Step');
    app.answers[modulePath('last')] = noContent();
    await submit(app.host);
    await waitFor(() => location(app) === `/flows/${FLOW}/review`, 'the review address');
  } finally {
    await app.unmount();
  }
});

t("a module opened from the review's Change returns to the review once saved, not to the modules after it", async () => {
  const app = await renderModules(`/flows/${FLOW}/modules?module=about&return=review`);
  try {
    await ready(app.host, 'About You');
    await press(byLabel(app.host, '3 or more'));
    app.answers[modulePath('about')] = noContent();
    await submit(app.host);
    await waitFor(() => location(app) === `/flows/${FLOW}/review`, 'the review address');
  } finally {
    await app.unmount();
  }
});

t('a failed save keeps what was typed and says so; the user stays', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await press(byLabel(app.host, '3 or more'));
    await type(byLabel(app.host, 'Zip Code'), '85003');
    app.answers[modulePath('about')] = new Response(JSON.stringify({ errors: ['down'] }), { status: 503 });
    await submit(app.host);
    const alert = await waitFor(() => app.host.querySelector('[role="alert"]'), 'the problem box');
    assert.match(alert.textContent ?? '', 'Your answers were not saved.');
    assert.is(byLabel(app.host, 'Zip Code').value, '85003');
    assert.is(location(app), `/flows/${FLOW}/modules?module=about`);
  } finally {
    await app.unmount();
  }
});

t('the step link saves valid data, then goes; invalid data goes unsaved and comes back on return (browser Back)', async () => {
  const app = await renderModules(`/flows/${FLOW}/modules?module=history`);
  try {
    await ready(app.host, 'History');
    await press(byLabel(app.host, 'No'));
    app.answers[modulePath('history')] = noContent();
    const before = saves(app, 'history');
    await press(steps(app.host).querySelector('a')!);
    await ready(app.host, 'About You');
    assert.is(saves(app, 'history'), before + 1, 'valid: saved');
    // Invalid now: goes without saving; Back finds it as typed.
    await type(byLabel(app.host, 'First Name'), 'Alexandra');
    app.answers[modulePath('history')] = content([]);
    const aboutCalls = saves(app, 'about');
    await act(async () => void (await app.router!.navigate(`/flows/${FLOW}/modules?module=history`)));
    await ready(app.host, 'History');
    assert.is(saves(app, 'about'), aboutCalls, 'invalid: not saved');
    await act(async () => void (await app.router!.navigate(-1)));
    await ready(app.host, 'About You');
    assert.is(byLabel(app.host, 'First Name').value, 'Alexandra');
  } finally {
    await app.unmount();
  }
});

t('Back (the button) goes to the previous module; the first module has none', async () => {
  const app = await renderModules(`/flows/${FLOW}/modules?module=history`);
  try {
    await ready(app.host, 'History');
    await press(button(app.host, 'Back'));
    await ready(app.host, 'About You');
    assert.throws(() => button(app.host, 'Back'));
  } finally {
    await app.unmount();
  }
});

t('Back after a Change returns to Check your answers, not to the module before (even from the first module)', async () => {
  for (const module of ['history', 'about']) {
    const app = await renderModules(`/flows/${FLOW}/modules?module=${module}&return=review`);
    try {
      await ready(app.host, module === 'about' ? 'About You' : 'History');
      await press(button(app.host, 'Back'));
      await waitFor(() => location(app) === `/flows/${FLOW}/review`, 'the review address');
    } finally {
      await app.unmount();
    }
  }
});

t('the CCR route reuses the screen; its last module goes to the CCR review', async () => {
  const ccr = (p: string) => p.replace('/flows/', '/ccr/');
  const app = await renderModules(`/ccr/${FLOW}/modules?module=last`);
  try {
    await ready(app.host, 'Last Step');
    assert.is(steps(app.host).querySelector('a')?.getAttribute('href'), ccr(`/flows/${FLOW}/modules?module=about`));
    app.answers[modulePath('last')] = noContent();
    await submit(app.host);
    await waitFor(() => location(app) === `/ccr/${FLOW}/review`, 'the CCR review address');
  } finally {
    await app.unmount();
  }
});

t('a module that cannot be loaded is the generic error path', async () => {
  const restore = quietConsole();
  const app = await renderModules(undefined, { [modulePath('about')]: new Response('{}', { status: 500 }) });
  try {
    await waitFor(() => title(app.host) === 'Oops. Something went wrong.', 'the error screen');
  } finally {
    await app.unmount();
    restore();
  }
});

t('when the session warning opens, valid typed data is saved, so a logout loses nothing', async () => {
  const app = await renderModules();
  try {
    await ready(app.host, 'About You');
    await press(byLabel(app.host, '3 or more'));
    await type(byLabel(app.host, 'Zip Code'), '85003');
    app.answers[modulePath('about')] = noContent();
    const before = saves(app, 'about');
    await act(async () => app.clock.advance(25 * 60_000 + 5_000));
    await waitFor(() => saves(app, 'about') === before + 1, 'the save');
    assert.ok(document.querySelector('[role="dialog"], [role="alertdialog"]'), 'the warning is open');
  } finally {
    await app.unmount();
  }
});

t.run();
