import * as assert from 'uvu/assert';
import { PageLoading } from '../../../ui/components/shell/PageLoading';
import { screenSuite, waitFor } from '../render';

const { t, mount } = screenSuite('The loading indicator (docs/portal.md §Routes "Lazy-loaded content shows a loading indicator")');

t('the label shows at once in a status; the spinner joins it once its chunk is in', async () => {
  const app = await mount({ element: <PageLoading label="Loading your orders…" /> });
  const status = app.host.querySelector('[role=status]');
  assert.is(status?.textContent, 'Loading your orders…', 'the label, at once');
  await waitFor(() => app.host.querySelector('[role=status] [role=progressbar]'), 'the spinner');
  assert.is(app.host.querySelector('[role=status]')?.textContent, 'Loading your orders…', 'one label, not two');
});

t.run();
