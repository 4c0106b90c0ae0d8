/**
 * Customer support at the foot of every page, signed in or not (identify, the error screens, the
 * unavailable screen): where the host page provides the chat object (`window.chatObject`, with an
 * `open()` call), a "Chat with customer support" button that opens it; otherwise the spec's log
 * line and the provider's phone and email from config.json (`contact`).
 */
import { useEffect, useMemo } from 'react';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { contactText, type ProviderContact } from '../../../core/rules/contact';
import { CHAT_ENTRY } from '../../../core/use-cases/telemetry/recording';
import { hostChat, noteMissingChat } from '../../../core/use-cases/telemetry/support-chat';
import { PHONE } from '../../app/media';

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

/** `host`: where the host page's chat object is looked for (the window by default). */
export function SupportFooter({ contact, host = globalThis }: { contact: ProviderContact | undefined; host?: object }) {
  const styles = useStyles();
  const chat = useMemo(() => hostChat(host), [host]);
  useEffect(() => noteMissingChat(host, (line) => console.warn(line)), [host]);
  return (
    <footer className={styles.footer} aria-label="Customer support">
      {chat ? (
        <Button appearance="secondary" onClick={() => chat.open()}>
          {CHAT_ENTRY}
        </Button>
      ) : (
        <p className={styles.text}>{contactText(contact)}</p>
      )}
    </footer>
  );
}
