/** The application version (spec §1): shown outside the beta and prod environments only. */
import { Badge } from '@fluentui/react-badge';
import { APP_VERSION, type EnvironmentId } from '../../../core/model/constants';
import { showVersionBadge } from '../../../core/use-cases/environment/realm';

export function VersionBadge({ environmentId }: { environmentId: EnvironmentId }) {
  if (!showVersionBadge(environmentId)) return null;
  return (
    <Badge appearance="tint" color="warning" shape="rounded" aria-label={`Version ${APP_VERSION}, ${environmentId} environment`}>
      {APP_VERSION}
    </Badge>
  );
}
