import * as assert from 'uvu/assert';
import { ProblemBox } from '../../../ui/components/page/ProblemBox';
import { screenSuite, waitFor } from '../render';

const { t, mount } = screenSuite('There is a problem box');

t('one "There is a problem" alert with the provider contact from the configuration, focused when it appears', async () => {
  const app = await mount({
    element: <ProblemBox>We could not reach the registry.</ProblemBox>,
    config: { providerContact: { phone: '1-800-555-0134', email: 'help@registry.example' } },
  });
  const alert = await waitFor(() => app.host.querySelector<HTMLElement>('[role=alert]'), 'the alert');
  assert.is(app.host.querySelectorAll('[role=alert]').length, 1);
  assert.match(alert.textContent ?? '', /^There is a problem/);
  assert.match(alert.textContent ?? '', 'We could not reach the registry.');
  assert.match(alert.textContent ?? '', 'Contact customer service: call 1-800-555-0134 or email help@registry.example.');
  await waitFor(() => document.activeElement === alert, 'focus on the alert');
});

t('without a configured contact, the box still says to contact customer service', async () => {
  const app = await mount({ element: <ProblemBox /> });
  const alert = await waitFor(() => app.host.querySelector<HTMLElement>('[role=alert]'), 'the alert');
  assert.match(alert.textContent ?? '', 'Contact customer service if the problem continues.');
});

t.run();
