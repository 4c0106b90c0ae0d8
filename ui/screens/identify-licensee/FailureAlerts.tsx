/**
 * What a failed identify call shows (spec §8), in place above the form that still holds the
 * input: the core's alerts (identifyFailureAlerts: generic failure, "does not match", each
 * registry ERROR message, or the call's own failure), each a red alert with its title.
 * The alerts take focus so the outcome is announced where the user is.
 */
import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { IdentifyFailure } from '../../../core/use-cases/identify/machine';
import { identifyFailureAlerts } from '../../../core/use-cases/identify/use-case';

const useStyles = makeStyles({
  alerts: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
    ':focus': { outlineStyle: 'none' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

export function FailureAlerts({ failure }: { failure: IdentifyFailure | undefined }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.alerts}>
      {identifyFailureAlerts(failure).map((alert, i) => (
        <MessageBar key={i} intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{alert.title}</MessageBarTitle>
            {alert.text}
          </MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
