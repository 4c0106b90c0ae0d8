/**
 * The session warning modal (docs/portal.md §Session), as the session timer renders it. The dialog
 * (SessionExpirationDialog.tsx) comes with the signed-in parts of the shell; it is rendered only
 * while open, because a mounted Fluent dialog sets up its focus trap (aria-hidden focus sentinels
 * around the page) even when closed.
 */
import SessionExpirationDialog, { type SessionExpirationModalProps } from './SessionExpirationDialog';

export type { SessionExpirationModalProps };

export function SessionExpirationModal(props: SessionExpirationModalProps) {
  return props.open ? <SessionExpirationDialog {...props} /> : null;
}
