/**
 * The confirm box's words (docs/portal.md §Resume "Confirm box default text: 'Do you really want to do this?'
 * with Cancel and Ok"); a use with consequences words its own question and confirm button.
 */
export const CONFIRM_TEXT = 'Do you really want to do this?';
export const CONFIRM_LABEL = 'Ok';
export const CANCEL_LABEL = 'Cancel';

/** Deleting an incomplete application: the question the portal's dialog asks, with the application named. */
export const deleteIncompleteQuestion = (batchCode: string): string => `Delete the incomplete application ${batchCode}? You cannot undo this.`;
/** A terminal's answer: y or yes goes on, anything else stops. */
export const isYes = (answer: string | undefined): boolean => /^(y|yes)$/i.test((answer ?? '').trim());
/** Nothing changed: the question was not answered yes. */
export const NOT_CONFIRMED = 'Nothing was changed: the question was not answered yes.';
/** What a script adds to do without the question. */
export const CONFIRM_WITH_YES = 'Add --yes to confirm without a terminal.';
