/**
 * The session warning modal (spec §4 "Session timer"), as the session timer renders it. The dialog
 * itself (SessionExpirationDialog.tsx, with Fluent's dialog, focus trap and positioning code) is
 * a separate chunk: the timer mounts only for a signed-in user, and its first render (closed)
 * starts the download, long before the warning can open (decisions.md "First load").
 */
import { lazy, Suspense } from 'react';

export interface SessionExpirationModalProps {
  open: boolean;
  continuing: boolean;
  onContinue(): void;
}

const SessionExpirationDialog = lazy(() => import('./SessionExpirationDialog'));

export function SessionExpirationModal(props: SessionExpirationModalProps) {
  return (
    <Suspense fallback={null}>
      <SessionExpirationDialog {...props} />
    </Suspense>
  );
}
