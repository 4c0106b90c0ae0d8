/**
 * Customer support at the foot of a signed-in page: where the host page provides the chat object
 * (`window.chatObject`, with an `open()` call), a "Chat with customer support" button that opens
 * it; otherwise the spec's log line and the provider's phone and email from config.json.
 */
import { useEffect, useMemo } from 'react';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { contactText } from '../../../core/rules/contact';
import { CHAT_ENTRY, CHAT_UNAVAILABLE_LOG } from '../../../core/use-cases/telemetry/recording';
import { useEnvironment } from '../../app/environment';
import { PHONE } from '../../app/media';

/** What a host page's chat offers the portal. */
export interface HostChat {
  open(): void;
}

/** The host page's chat object, when it has one that can be opened. */
export function hostChat(host: object = globalThis): HostChat | undefined {
  const chat = (host as { chatObject?: Partial<HostChat> }).chatObject;
  return chat && typeof chat.open === 'function' ? (chat as HostChat) : undefined;
}

const useStyles = makeStyles({
  footer: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    [PHONE]: { paddingLeft: tokens.spacingHorizontalM, paddingRight: tokens.spacingHorizontalM },
  },
  text: { marginTop: 0, marginBottom: 0 },
});

/** The hosts whose missing chat was logged: once per page, not once per signed-in render. */
const logged = new WeakSet<object>();

/** `host`: where the host page's chat object is looked for (the window by default). */
export function SupportFooter({ host = globalThis }: { host?: object }) {
  const styles = useStyles();
  const { config } = useEnvironment();
  const chat = useMemo(() => hostChat(host), [host]);
  useEffect(() => {
    if (chat || logged.has(host)) return;
    logged.add(host);
    console.warn(CHAT_UNAVAILABLE_LOG);
  }, [chat, host]);
  return (
    <footer className={styles.footer} aria-label="Customer support">
      {chat ? (
        <Button appearance="secondary" onClick={() => chat.open()}>
          {CHAT_ENTRY}
        </Button>
      ) : (
        <p className={styles.text}>{contactText(config.providerContact)}</p>
      )}
    </footer>
  );
}
