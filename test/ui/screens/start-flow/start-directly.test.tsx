/** The user menu's direct entries: a product that needs no choice is created at once and opens its first page. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render, waitFor } from '../../render';

test('"Change your name" creates the name change and opens its landing, which names what it costs, with no product page between', async () => {
  const app = await render({
    path: '/start/name-change',
    signedIn: true,
    answers: {
      '/demographic-update/start.json': { flowId: 'D-9' },
      '/demographic-update/D-9/primary-name.json': { enabled: [], disabled: [] },
      '/submitter/D-9.json': {},
    },
  });
  try {
    await waitFor(
      () =>
        app.router?.state.location.pathname === '/demographic-update/D-9/overview' && app.host.querySelector('h1')?.textContent === 'Start your name change',
      'the landing',
    );
    assert.match(app.host.textContent ?? '', 'What it costs: a fee for each state you choose on the name page');
    assert.ok(app.calls.includes('/demographic-update/start.json'));
    assert.not.ok(app.calls.includes('/product-attributes.json'), 'no wizard');
  } finally {
    await app.unmount();
  }
});

test('an unknown direct product goes to the start-flow wizard', async () => {
  const app = await render({ path: '/start/anything', signedIn: true, answers: { '/product-attributes.json': [] } });
  try {
    await waitFor(() => app.router?.state.location.pathname === '/start-flow', 'the wizard');
    assert.not.ok(
      app.calls.some((c) => c.endsWith('start.json') || c === '/flows.json'),
      'nothing created',
    );
  } finally {
    await app.unmount();
  }
});

test.run();
