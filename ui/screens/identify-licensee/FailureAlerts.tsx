/**
 * What a failed identify call shows (spec §8): the generic failed state, the "does not match"
 * message after an authorization, each registry ERROR message in a red alert, or the call's own
 * failure (429, server error, network) in place, above the form that still holds the input.
 * The alerts take focus so the outcome is announced where the user is.
 */
import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { DomainError } from '../../../core/errors';
import type { IdentifyFailure } from '../../../core/use-cases/identify/machine';

export const IDENTIFICATION_FAILED_MESSAGE = 'We could not identify a licensee with the information you provided. Check it and try again.';

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

function requestFailedMessages(error: DomainError): { title: string; messages: readonly string[] } {
  switch (error._tag) {
    case 'TooManyRequests':
      return {
        title: 'Too many requests',
        messages: [
          error.retryAfter
            ? `Please wait ${error.retryAfter} seconds and try again.`
            : 'Please wait a moment and try again.',
        ],
      };
    case 'BadRequest':
      return { title: 'Your request was not accepted', messages: error.errors.length ? error.errors : [error.message] };
    default:
      return { title: 'Something went wrong', messages: [error.message, 'Please try again.'] };
  }
}

/** One alert per message for ERROR (spec: "each returned message in a red alert"), one otherwise; each has a title, which names the alert's group. */
function alertsOf(failure: IdentifyFailure): Array<{ title: string; text: string }> {
  switch (failure.kind) {
    case 'FAILED':
      return [{ title: 'No match found', text: IDENTIFICATION_FAILED_MESSAGE }];
    case 'NOT_MATCHED':
      return [{ title: 'No match found', text: failure.message }];
    case 'ERROR':
      return failure.errors.map((text) => ({ title: 'Error', text }));
    case 'REQUEST_FAILED': {
      const { title, messages } = requestFailedMessages(failure.error);
      return [{ title, text: messages.join(' ') }];
    }
  }
}

export function FailureAlerts({ failure }: { failure: IdentifyFailure | undefined }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.alerts}>
      {alertsOf(failure).map((alert, i) => (
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
