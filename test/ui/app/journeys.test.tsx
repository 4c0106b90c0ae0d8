import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { availableJourneys, type Journey } from '../../../ui/app/journeys';
import { JourneyList } from '../../../ui/screens/user-menu/UserMenu';
import { render, waitFor } from '../render';

const journeys: Journey[] = [
  { id: 'orders', label: 'Order history', path: '/order-history' },
  { id: 'ce', label: 'Continuing education', path: '/continuing-education', feature: 'continuing_education' },
];

test('continuing education is hidden when config.disabledFeatures includes continuing_education', () => {
  assert.equal(
    availableJourneys(journeys, ['continuing_education']).map((j) => j.id),
    ['orders'],
  );
});
test('every journey shows when no feature is disabled', () => {
  assert.equal(
    availableJourneys(journeys, []).map((j) => j.id),
    ['orders', 'ce'],
  );
});
test('the user menu lists the available journeys as links', async () => {
  const app = await render({ path: '/', routes: [{ path: '/', element: <JourneyList journeys={availableJourneys(journeys, ['continuing_education'])} /> }] });
  try {
    const nav = await waitFor(() => app.host.querySelector('nav[aria-label="What you can do"]'), 'the journey list');
    assert.equal(
      [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      [['Order history', '/order-history']],
    );
  } finally {
    await app.unmount();
  }
});

test.run();
