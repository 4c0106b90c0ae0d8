import { Navigate, Outlet } from 'react-router';
import { useEnvironment } from './environment';
import { PATHS } from './paths';

/** The guard of the authenticated routes (spec §2): without a JWT, the identify screen. */
export function RequireAuth() {
  const { isAuthenticated } = useEnvironment();
  if (!isAuthenticated) return <Navigate to={PATHS.identify} replace />;
  return <Outlet />;
}
