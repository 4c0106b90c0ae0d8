/**
 * The session warning modal (docs/portal.md §Session), as the session timer renders it. The dialog
 * itself (SessionExpirationDialog.tsx, with Fluent's dialog, focus trap and positioning code) is
 * a separate chunk, fetched when the timer mounts (signed in only), long before the warning can
 * open; it is rendered only while open, because a mounted Fluent dialog sets up its focus trap
 * (aria-hidden focus sentinels around the page) even when closed (docs/decisions.md §First load).
 */
import { lazy, Suspense, useEffect } from 'react';
import type { SessionExpirationModalProps } from './SessionExpirationDialog';

export type { SessionExpirationModalProps };

const loadDialog = () => import('./SessionExpirationDialog');
const SessionExpirationDialog = lazy(loadDialog);

export function SessionExpirationModal(props: SessionExpirationModalProps) {
  useEffect(() => {
    void loadDialog();
  }, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpirationDialog {...props} />
    </Suspense>
  );
}
