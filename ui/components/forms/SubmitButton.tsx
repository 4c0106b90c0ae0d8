/**
 * A form's submit button. While the form is being sent it shows a spinner and "Submitting…" and
 * ignores presses, yet stays focusable, so keyboard focus is not thrown out of the form.
 */
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { PORTAL_WORDS } from '../page/private-text';

export function SubmitButton({ busy, children = 'Submit' }: { busy: boolean; children?: string }) {
  return (
    <Button type="submit" appearance="primary" disabledFocusable={busy} {...PORTAL_WORDS} {...(busy ? { icon: <Spinner size="tiny" /> } : {})}>
      {busy ? 'Submitting…' : children}
    </Button>
  );
}
