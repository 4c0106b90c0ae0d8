/**
 * The application version (docs/portal.md §Shell): shown outside the beta and prod environments
 * only. It shows on the identify page's first paint, so it is a span styled as Fluent's tint
 * warning badge (the same tokens) rather than Fluent's Badge, whose style table is 2.3 KiB gzip
 * of that first load (docs/performance.md §Budgets).
 */
import { makeStyles } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import { APP_VERSION, type EnvironmentId } from '../../../core/model/constants';
import { showVersionBadge } from '../../../core/use-cases/environment/realm';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  badge: {
    ...typographyStyles.caption1Strong,
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    paddingLeft: `calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    paddingRight: `calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder1}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    // It keeps its width on a narrow bar (its text would spill out of a shrunk badge).
    flexShrink: 0,
    whiteSpace: 'nowrap',
  },
  // Read by screen readers, not shown: what the number is.
  spoken: visuallyHidden,
});

export function VersionBadge({ environmentId }: { environmentId: EnvironmentId }) {
  const styles = useStyles();
  if (!showVersionBadge(environmentId)) return null;
  return (
    <span className={styles.badge}>
      <span className={styles.spoken}>Version </span>
      {APP_VERSION}
      <span className={styles.spoken}>, {environmentId} environment</span>
    </span>
  );
}
