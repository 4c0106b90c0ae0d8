/** The application version (docs/portal.md §Shell): shown outside the beta and prod environments only. */
import { Badge } from '@fluentui/react-badge';
import { makeStyles } from '@griffel/react';
import { APP_VERSION, type EnvironmentId } from '../../../core/model/constants';
import { showVersionBadge } from '../../../core/use-cases/environment/realm';

// The badge keeps its width on a narrow bar (its text would spill out of a shrunk badge).
const useStyles = makeStyles({
  badge: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'max-content' },
});

export function VersionBadge({ environmentId }: { environmentId: EnvironmentId }) {
  const styles = useStyles();
  if (!showVersionBadge(environmentId)) return null;
  return (
    <Badge className={styles.badge} appearance="tint" color="warning" shape="rounded" aria-label={`Version ${APP_VERSION}, ${environmentId} environment`}>
      {APP_VERSION}
    </Badge>
  );
}
