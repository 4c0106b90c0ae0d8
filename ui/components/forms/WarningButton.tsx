/**
 * A button whose action cannot be undone (Delete), styled as a warning, GOV.UK's way: red, white
 * text, in the same shape as the primary button, so it is not mistaken for the way forward.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  warning: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

export interface WarningButtonProps {
  readonly children: ReactNode;
  readonly onClick: () => void;
  readonly disabledFocusable?: boolean;
  /** A ref callback (ui/components/fluent/element-ref.ts): Fluent's buttons take no ref object. */
  readonly ref?: (element: HTMLButtonElement | null) => void;
}

export function WarningButton({ children, onClick, disabledFocusable = false, ref }: WarningButtonProps) {
  const styles = useStyles();
  return (
    <Button ref={ref} appearance="primary" className={mergeClasses(styles.warning)} disabledFocusable={disabledFocusable} onClick={onClick}>
      {children}
    </Button>
  );
}
