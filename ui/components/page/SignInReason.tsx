/**
 * On the identify page, after the guard sent the licensee there: why ("Identify yourself to see
 * your order history"), so a followed link does not land silently on a different page.
 */
import { useLocation } from 'react-router';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useEnvironment } from '../../app/environment';
import { PATHS } from '../../app/paths';
import { useSignInReason } from '../../app/RequireAuth';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL },
});

export function SignInReason() {
  const styles = useStyles();
  const reason = useSignInReason();
  const { isAuthenticated } = useEnvironment();
  const { pathname } = useLocation();
  if (!reason || isAuthenticated || pathname !== PATHS.identify) return null;
  return (
    <MessageBar intent="info" className={styles.bar} layout="multiline">
      <MessageBarBody>{reason}</MessageBarBody>
    </MessageBar>
  );
}
