/**
 * Continuing education (docs/portal.md §Continuing education, "Transcript-unavailable page") and the
 * top-level pages of docs/portal.md §Routes (/legacy-flow, /validation, /attestation).
 */
import * as assert from 'uvu/assert';
import { byText, click, screenSuite, waitFor } from '../../render';
import { act } from 'react';
import { byLabel, heading } from '../../identify/dom-actions';
import { PRODUCT_QUERY, registry, waitForQuestion } from '../start-flow/fixtures';

const { t, mount } = screenSuite('continuing education and the top-level pages');

const TEXT =
  'Sorry for the delay in retrieving your transcript. Please try again later. If the problem persists, contact us for support and reference Error Code 0101429.';

t('continuing education shows the transcript-unavailable text with error code 0101429', async () => {
  const app = await mount({ path: '/continuing-education', signedIn: true });
  await waitFor(() => heading(app.host) === 'Continuing Education', 'the page');
  assert.ok(byText(app.host, 'p', TEXT));
  assert.is(document.title, 'Continuing Education - LicenseHub');
});

t(
  'its Main Menu link goes to the user menu, resetting the licensing journey: the wizard, entered again, starts afresh at its first step and asks the registry again',
  async () => {
    const basisPage = `/start-flow/basis?${PRODUCT_QUERY}`;
    const app = await mount({ path: basisPage, signedIn: true, answers: registry() });
    await waitForQuestion(app, 'Which license is your application based on?');
    const asked = () => app.calls.filter((c) => c === '/basis-licenses.json').length;
    assert.is(asked(), 1);
    await act(async () => void app.router!.navigate('/continuing-education'));
    const link = await waitFor(() => byText(app.host, 'a', 'Main Menu'), 'the Main Menu link');
    await click(link);
    await waitFor(() => app.router!.state.location.pathname === '/user-menu', 'the user menu');
    assert.equal(app.queryClient.getQueriesData({ queryKey: ['start-flow'] }), [], 'nothing of the wizard is kept');
    await act(async () => void app.router!.navigate('/start-flow'));
    await waitForQuestion(app, 'What do you want to do?');
    assert.not.ok(byLabel(app.host, 'Producer license').checked, 'no product chosen');
    await act(async () => void app.router!.navigate(basisPage));
    await waitForQuestion(app, 'Which license is your application based on?');
    assert.is(asked(), 2, 'the basis licenses asked for again');
  },
);

t("the generic Main Menu keeps the wizard's lookups: it resets the current flow only", async () => {
  const app = await mount({ path: '/legacy-flow', signedIn: true });
  app.queryClient.setQueryData(['start-flow', 'product-attributes'], []);
  const link = await waitFor(() => byText(app.host, 'a', 'Main Menu'), 'a Main Menu link');
  await click(link);
  await waitFor(() => app.router!.state.location.pathname === '/user-menu', 'the user menu');
  assert.equal(app.queryClient.getQueryData(['start-flow', 'product-attributes']), []);
});

t('with continuing_education disabled, its address is the 404 page', async () => {
  const app = await mount({ path: '/continuing-education', signedIn: true, config: { disabledFeatures: ['continuing_education'] } });
  await waitFor(() => heading(app.host) === '404 - Not Found', 'the 404 page');
  assert.not.ok((app.host.textContent ?? '').includes('0101429'));
});

for (const [path, title] of [
  ['/legacy-flow', "Applications on the registry's own pages"],
  ['/validation', 'Validation'],
  ['/attestation', 'Attestation'],
] as const) {
  t(`${path} says what it is for and links on`, async () => {
    const app = await mount({ path, signedIn: true });
    await waitFor(() => heading(app.host) === title, `the ${path} page`);
    assert.equal(
      [...app.host.querySelectorAll('main li a')].map((a) => a.textContent),
      ['Resume an application', 'Order history', 'Main Menu'],
    );
  });
}

t.run();
