/**
 * The confirm box (docs/portal.md §Resume: default text "Do you really want to do this?" with Cancel and Ok): a
 * modal alert dialog, so focus moves into it and stays there until the user answers. Escape is
 * Cancel. A use with consequences words its own question and confirm button ("Delete application").
 */
import { useId } from 'react';
import { Button } from '@fluentui/react-button';
import { WarningButton } from '../../components/forms/WarningButton';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { CANCEL_LABEL, CONFIRM_LABEL, CONFIRM_TEXT } from '../../../core/use-cases/confirm';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  /** The confirm button's text; "Ok" by default. */
  confirmLabel?: string;
  /** The confirmation cannot be undone: its button is a warning. */
  warning?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog({ open, title, text = CONFIRM_TEXT, confirmLabel = CONFIRM_LABEL, warning = false, onCancel, onConfirm }: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface aria-describedby={textId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent id={textId}>{text}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {CANCEL_LABEL}
            </Button>
            {warning ? (
              <WarningButton onClick={onConfirm}>{confirmLabel}</WarningButton>
            ) : (
              <Button appearance="primary" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
