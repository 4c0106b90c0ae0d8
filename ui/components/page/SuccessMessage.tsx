/**
 * A confirmation of what just happened ("Application deleted"): a green success bar with a title.
 * It is an alert, so a screen reader announces it as soon as it appears, while focus stays on the
 * page's heading where the route change put it (docs/decisions.md §Habits for every screen).
 */
import { useEffect, useState } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { clearOutcome, peekOutcome, type Outcome } from './outcome';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL, maxWidth: '760px' },
});

export function SuccessMessage({ title, text }: { title: string; text?: string | undefined }) {
  const styles = useStyles();
  return (
    <MessageBar intent="success" role="alert" className={styles.bar} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The outcome left for this page, taken when the page mounts and shown while it stays. */
export function useOutcome(path: string): Outcome | undefined {
  const [outcome] = useState(() => peekOutcome(path));
  useEffect(() => {
    if (outcome) clearOutcome(outcome);
  }, [outcome]);
  return outcome;
}
