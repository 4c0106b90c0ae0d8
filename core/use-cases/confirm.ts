/**
 * The confirm box's words (docs/portal.md §Resume "Confirm box default text: 'Do you really want to do this?'
 * with Cancel and Ok"); a use with consequences words its own question and confirm button.
 */
export const CONFIRM_TEXT = 'Do you really want to do this?';
export const CONFIRM_LABEL = 'Ok';
export const CANCEL_LABEL = 'Cancel';
