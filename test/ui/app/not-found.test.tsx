import * as assert from 'uvu/assert';
import { byText, screenSuite, waitFor } from '../render';

const { t: test, mount } = screenSuite('404 page (docs/portal.md §Routes "Public routes")');

test('any other path shows "404 - Not Found" with its text and page title', async () => {
  const app = await mount({ path: '/no-such-page' });
  const h1 = await waitFor(() => app.host.querySelector('h1'), 'the 404 heading');
  assert.is(h1.textContent, '404 - Not Found');
  assert.ok(app.host.textContent?.includes('We were not able to find the page you requested.'));
  assert.is(document.title, '404 - Not Found - LicenseHub');
});

test('the 404 page links back to the product home and the provider homepage, named by the provider', async () => {
  const app = await mount({ path: '/no-such-journey', config: { providerHomepage: 'https://registry.example/home', providerName: 'Insurance Registry' } });
  await waitFor(() => byText(app.host, 'h1', '404 - Not Found'), 'the 404 heading');
  assert.is(byText(app.host, 'main a', 'LicenseHub home')?.getAttribute('href'), '/my-licensehub/');
  assert.is(byText(app.host, 'main a', 'Insurance Registry home page')?.getAttribute('href'), 'https://registry.example/home');
  assert.not.ok(byText(app.host, 'main a', 'Provider homepage'), 'not "Provider homepage"');
});

test('without a configured name, the link is named by the provider’s address', async () => {
  const app = await mount({ path: '/no-such-journey', config: { providerHomepage: 'https://www.registry.example/home' } });
  await waitFor(() => byText(app.host, 'h1', '404 - Not Found'), 'the 404 heading');
  assert.is(byText(app.host, 'main a', 'registry.example home page')?.getAttribute('href'), 'https://www.registry.example/home');
});

test.run();
