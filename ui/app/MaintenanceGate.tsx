import { lazy, Suspense, type ReactNode } from 'react';
import { anyDisablesLogin } from '../../core/use-cases/environment/maintenance';
import { PageLoading } from '../components/shell/PageLoading';
import { SupportFooter } from '../components/shell/SupportFooter';
import { useEnvironment } from './environment';
import { laterParts } from './tiers';

// Shown only in a maintenance window, which the registry's answer announces: it comes with the
// later parts (ui/app/later-parts.ts), not with every first load.
const Unavailable = lazy(() => laterParts().then((m) => ({ default: m.Unavailable })));

/** A notice with disableLogin replaces the whole app with the unavailable screen (docs/portal.md §Maintenance), customer support below it. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { maintenance, config } = useEnvironment();
  if (anyDisablesLogin(maintenance))
    return (
      <>
        <Suspense fallback={<PageLoading />}>
          <Unavailable notices={maintenance} homePath={config.homePath} />
        </Suspense>
        <SupportFooter contact={config.providerContact} />
      </>
    );
  return <>{children}</>;
}
