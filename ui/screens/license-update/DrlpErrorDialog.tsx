/**
 * The error modal (docs/portal.md §License update, "DRLP": errors with status ACTIVATEMODAL open it): the registry's
 * errors by license after Next, as a confirmation. Go back (the primary action: fixing is what
 * most people want) closes it, clearing the errors; Proceed sends the update on as it is, to the review.
 */
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Spinner } from '@fluentui/react-spinner';
import { DRLP_ERROR_MODAL_TEXT, DRLP_ERROR_MODAL_TITLE, errorLines } from '../../../core/use-cases/drlp/views';
import type { DrlpScreenState } from '../../../core/use-cases/drlp/status';
import { useDrlpStyles } from './drlp-styles';

interface DrlpErrorDialogProps {
  state: DrlpScreenState;
  onFix(): void;
  onProceed(): void;
}

export function DrlpErrorDialog({ state, onFix, onProceed }: DrlpErrorDialogProps) {
  const styles = useDrlpStyles();
  const proceeding = state.inFlight === 'PROCEED';
  return (
    <Dialog open={state.errorModal.isActive} modalType="alert" onOpenChange={(_e, d) => !d.open && onFix()}>
      <DialogSurface aria-describedby="drlp-errors-text">
        <DialogBody>
          <DialogTitle>{DRLP_ERROR_MODAL_TITLE}</DialogTitle>
          <DialogContent className={styles.dialogForm}>
            <p id="drlp-errors-text" className={styles.plain}>
              {DRLP_ERROR_MODAL_TEXT}
            </p>
            <ul className={styles.errorList}>
              {errorLines(state.errorModal.errors).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onFix}>
              Go back and fix
            </Button>
            <Button
              appearance="secondary"
              disabledFocusable={proceeding}
              {...(proceeding ? { icon: <Spinner size="tiny" /> } : {})}
              onClick={() => proceeding || onProceed()}
            >
              {proceeding ? 'Proceeding…' : 'Proceed anyway'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
