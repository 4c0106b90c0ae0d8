import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({ box: { paddingTop: tokens.spacingVerticalXXXL, paddingBottom: tokens.spacingVerticalXXXL } });

/** Shown while a route's code or data loads (spec §2 "Lazy-loaded content shows a loading indicator"). */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.box} role="status">
      <Spinner label={label} />
    </div>
  );
}
