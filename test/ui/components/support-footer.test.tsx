import * as assert from 'uvu/assert';
import { SupportFooter } from '../../../ui/components/shell/SupportFooter';
import { CHAT_ENTRY, CHAT_UNAVAILABLE_LOG } from '../../../core/use-cases/telemetry/recording';
import { screenSuite, waitFor } from '../render';

const { t, mount } = screenSuite('customer support footer');
const contact = { providerContact: { phone: '1-800-555-0134', email: 'help@registry.example' } };

t('where the host page provides the chat object: a "Chat with customer support" button that opens it', async () => {
  const opened: string[] = [];
  const host = { chatObject: { open: () => opened.push('open') } };
  const app = await mount({ element: <SupportFooter contact={contact.providerContact} host={host} />, config: contact });
  const button = await waitFor(() => [...app.host.querySelectorAll('button')].find((b) => b.textContent === CHAT_ENTRY), 'the chat button');
  button.click();
  assert.equal(opened, ['open']);
});

t("without the chat object: the log line, and the provider's phone and email instead", async () => {
  const warned: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
  try {
    const app = await mount({ element: <SupportFooter contact={contact.providerContact} host={{}} />, config: contact });
    const footer = await waitFor(() => app.host.querySelector('footer'), 'the footer');
    assert.is(footer.textContent, 'Contact customer service: call 1-800-555-0134 or email help@registry.example.');
    assert.is(app.host.querySelectorAll('button').length, 0);
    await waitFor(() => warned.includes(CHAT_UNAVAILABLE_LOG), 'the log line');
  } finally {
    console.warn = warn;
  }
});

t.run();
