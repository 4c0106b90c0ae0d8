import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ProblemBox } from '../../../ui/components/page/ProblemBox';
import { render, waitFor, type Rendered } from '../render';

const t = suite('There is a problem box');
let app: Rendered | undefined;
t.after.each(async () => {
  await app?.unmount();
  app = undefined;
});

t('one "There is a problem" alert with the provider contact from the configuration, focused when it appears', async () => {
  app = await render({
    element: <ProblemBox>We could not reach the registry.</ProblemBox>,
    config: { providerContact: { phone: '1-800-555-0134', email: 'help@registry.example' } },
  });
  const alert = await waitFor(() => app!.host.querySelector<HTMLElement>('[role=alert]'), 'the alert');
  assert.is(app.host.querySelectorAll('[role=alert]').length, 1);
  assert.match(alert.textContent ?? '', /^There is a problem/);
  assert.match(alert.textContent ?? '', 'We could not reach the registry.');
  assert.match(alert.textContent ?? '', 'Contact customer service: call 1-800-555-0134 or email help@registry.example.');
  await waitFor(() => document.activeElement === alert, 'focus on the alert');
});

t('without a configured contact, the box still says to contact customer service', async () => {
  app = await render({ element: <ProblemBox /> });
  const alert = await waitFor(() => app!.host.querySelector<HTMLElement>('[role=alert]'), 'the alert');
  assert.match(alert.textContent ?? '', 'Contact customer service if the problem continues.');
});

t.run();
