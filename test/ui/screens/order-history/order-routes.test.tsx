/**
 * The order-history routes in the app's route table (docs/portal.md §Routes "Authenticated routes"): behind the
 * sign-in guard, offered by the user menu, the list linking to each order's page.
 */
import * as assert from 'uvu/assert';
import { JOURNEYS } from '../../../../ui/app/journeys';
import { byText, click, screenSuite, waitFor } from '../../render';
import { code, orderAnswers } from './order-fixtures';

const { t, mount } = screenSuite('order history routes');

t('the user menu offers Order history', () => {
  const journey = JOURNEYS.find((j) => j.label === 'Order history');
  assert.is(journey?.path, '/order-history');
});

t('/order-history without signing in goes to the identify screen', async () => {
  const app = await mount({ path: '/order-history', answers: orderAnswers() });
  await waitFor(() => app.router!.state.location.pathname === '/identify-licensee', 'the identify screen');
  assert.not.ok(app.calls.includes('/orders.json'), 'no orders call before sign-in');
});

t('signed in, the list opens an order on its own page', async () => {
  const app = await mount({ path: '/order-history', signedIn: true, answers: orderAnswers() });
  await waitFor(() => app.host.querySelector('h1')?.textContent === 'Order history' && byText(app.host, 'a', 'View/Print Order Details'), 'the list');
  await click([...app.host.querySelectorAll('a')].find((a) => a.getAttribute('href') === `/order-history/${code(12)}`)!);
  await waitFor(() => app.host.querySelector('h1')?.textContent === `Order ${code(12)}`, 'the order page');
  assert.is(app.router!.state.location.pathname, `/order-history/${code(12)}`);
});

t.run();
