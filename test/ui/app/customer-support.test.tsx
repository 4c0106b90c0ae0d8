/**
 * Customer support before sign-in too (docs/portal.md §Errors "Customer-support chat"): someone who
 * cannot identify, or who meets an error, has the host's chat or the provider's phone and email
 * below the page, as a signed-in licensee has.
 */
import * as assert from 'uvu/assert';
import { CHAT_ENTRY } from '../../../core/use-cases/telemetry/recording';
import { byText, screenSuite, waitFor, type RenderOptions } from '../render';

const { t, mount } = screenSuite('Customer support on every page', { quiet: true });

const config = { providerContact: { phone: '1-800-555-0134', email: 'help@registry.example' } };
const CONTACT = 'Contact customer service: call 1-800-555-0134 or email help@registry.example.';

/** The page's customer support, once the page under it has shown its heading. */
async function supportOn(options: RenderOptions, heading: string | RegExp) {
  const app = await mount({ config, ...options });
  await waitFor(() => byText(app.host, 'h1', heading), String(heading));
  return waitFor(() => app.host.querySelector<HTMLElement>('footer[aria-label="Customer support"]'), 'customer support');
}

t("the identify page, before sign-in, ends with the provider's phone and email", async () => {
  const footer = await supportOn({ path: '/identify-licensee' }, /^Identify Licensee/);
  assert.is(footer.textContent, CONTACT);
});

t('the identify page offers the chat where the host page provides it', async () => {
  const host = globalThis as { chatObject?: { open(): void } };
  const opened: string[] = [];
  host.chatObject = { open: () => opened.push('open') };
  try {
    const footer = await supportOn({ path: '/identify-licensee' }, /^Identify Licensee/);
    byText(footer, 'button', CHAT_ENTRY)!.click();
    assert.equal(opened, ['open']);
  } finally {
    delete host.chatObject;
  }
});

for (const [path, heading] of [
  ['/no-such-page', '404 - Not Found'],
  ['/payment-error', 'Payment not completed'],
] as const) {
  t(`an error page before sign-in (${path}) ends with customer support`, async () => {
    assert.is((await supportOn({ path }, heading)).textContent, CONTACT);
  });
}

t('the app-wide error screen (the shell itself failed) ends with customer support', async () => {
  function Broken(): never {
    throw new Error('the shell failed');
  }
  assert.is((await supportOn({ element: <Broken /> }, 'Oops. Something went wrong.')).textContent, CONTACT);
});

t('the unavailable screen of a maintenance window ends with customer support', async () => {
  const maintenance = [{ message: 'Scheduled maintenance until 6 PM.', level: 'ALERT' as const, actions: ['disableLogin'] }];
  const footer = await supportOn({ path: '/identify-licensee', maintenance }, 'LicenseHub is temporarily unavailable');
  assert.is(footer.textContent, CONTACT);
});

t.run();
