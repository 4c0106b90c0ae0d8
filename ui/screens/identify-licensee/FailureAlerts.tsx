/**
 * What a failed identify shows (docs/portal.md §Identify), in place above the form that still holds the input:
 * registry ERROR messages in one "There is a problem" box with how to reach customer service;
 * otherwise the core's alert (identifyFailureAlerts: generic failure, "does not match", or the
 * call's own failure). Either is an alert that takes focus, so the outcome is announced where
 * the user is, and keeps it (outcome-focus.ts) when the step's address changes after it.
 */
import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { IdentifyFailure } from '../../../core/use-cases/identify/machine';
import { identifyFailureAlerts } from '../../../core/use-cases/identify/use-case';
import { ProblemBox } from '../../components/page/ProblemBox';
import { OUTCOME_FOCUS } from '../../components/page/outcome-focus';

const useStyles = makeStyles({
  alerts: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    ':focus': { outlineStyle: 'none' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export function FailureAlerts({ failure }: { failure: IdentifyFailure | undefined }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  if (failure.kind === 'ERROR')
    return (
      <ProblemBox>
        <ul className={styles.list}>
          {identifyFailureAlerts(failure).map((alert, i) => (
            <li key={i}>{alert.text}</li>
          ))}
        </ul>
      </ProblemBox>
    );
  return (
    <div ref={ref} tabIndex={-1} className={styles.alerts} {...OUTCOME_FOCUS}>
      {identifyFailureAlerts(failure).map((alert, i) => (
        <MessageBar key={i} intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{alert.title}</MessageBarTitle>
            {alert.text}
          </MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
