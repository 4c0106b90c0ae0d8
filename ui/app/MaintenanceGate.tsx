import type { ReactNode } from 'react';
import { anyDisablesLogin } from '../../core/use-cases/environment/maintenance';
import { Unavailable } from '../screens/maintenance/Unavailable';
import { useEnvironment } from './environment';

/** A notice with disableLogin replaces the whole app with the unavailable screen (spec §4 "Maintenance"). */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { maintenance, config } = useEnvironment();
  if (anyDisablesLogin(maintenance)) return <Unavailable notices={maintenance} homePath={config.homePath} />;
  return <>{children}</>;
}
