/**
 * The too-many-requests screen (docs/portal.md §Errors, docs/decisions.md §Screens left open): shown when
 * a caught error carries HTTP status 429. "Try again" stays disabled until Retry-After has passed.
 */
import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MessagePage } from '../../components/page/MessagePage';

export const TOO_MANY_REQUESTS_TITLE = 'Too many requests';
export const TOO_MANY_REQUESTS_TEXT = 'The registry is receiving too many requests right now. Please wait a moment and try again.';

export interface TooManyRequestsProps {
  /** Seconds from the server's Retry-After header, when it sent one. */
  retryAfter?: number | undefined;
  onTryAgain(): void;
}

export function TooManyRequests({ retryAfter, onTryAgain }: TooManyRequestsProps) {
  const [waiting, setWaiting] = useState(retryAfter !== undefined && retryAfter > 0);
  useEffect(() => {
    if (!retryAfter || retryAfter <= 0) return;
    const timer = setTimeout(() => setWaiting(false), retryAfter * 1000);
    return () => clearTimeout(timer);
  }, [retryAfter]);
  return (
    <MessagePage id="too-many-requests-title" title={TOO_MANY_REQUESTS_TITLE} text={TOO_MANY_REQUESTS_TEXT}>
      {waiting && <p aria-live="polite">{`You can try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`}</p>}
      <Button appearance="primary" disabledFocusable={waiting} onClick={waiting ? undefined : onTryAgain}>
        Try again
      </Button>
    </MessagePage>
  );
}
