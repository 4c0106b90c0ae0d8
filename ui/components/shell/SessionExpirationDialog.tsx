/**
 * The session warning (docs/portal.md §Session): a modal alert dialog, so focus moves into it and
 * stays there, and screen readers announce it. Continue shows loading while user info is fetched;
 * Sign out beside it leaves at once (the spec's title and text stay as they are).
 * It comes with the signed-in chunk (ui/app/signed-in.ts): Fluent's dialog is not part of the first load.
 */
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { SESSION_MODAL_TEXT, SESSION_MODAL_TITLE, SESSION_SIGN_OUT_LABEL, sessionTimeLeftText } from '../../../core/use-cases/session/session-timer';

export interface SessionExpirationModalProps {
  open: boolean;
  continuing: boolean;
  /** Whole minutes left before the sign-out, when known. */
  minutesLeft?: number | undefined;
  onContinue(): void;
  /** Signs out now, as the account menu's Logout does. */
  onSignOut(): void;
}

export default function SessionExpirationDialog({ open, continuing, minutesLeft, onContinue, onSignOut }: SessionExpirationModalProps) {
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface aria-describedby="session-expiration-text">
        <DialogBody>
          <DialogTitle>{SESSION_MODAL_TITLE}</DialogTitle>
          <DialogContent id="session-expiration-text">
            <p>{SESSION_MODAL_TEXT}</p>
            {minutesLeft !== undefined && <p>{sessionTimeLeftText(minutesLeft)}</p>}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={continuing}
              {...(continuing ? { icon: <Spinner size="tiny" aria-label="Extending the session" /> } : { onClick: onContinue })}
            >
              Continue
            </Button>
            <Button appearance="secondary" disabledFocusable={continuing} onClick={onSignOut}>
              {SESSION_SIGN_OUT_LABEL}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
