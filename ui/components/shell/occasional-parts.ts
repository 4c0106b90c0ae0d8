/**
 * The parts of the shell that only some environments show (the version badge, the maintenance
 * notices, the unavailable screen of a maintenance window) or only some errors need (a record not
 * found), loaded together in one lazy chunk when any is needed.
 */
export { VersionBadge } from './VersionBadge';
export { MaintenanceBanners } from './MaintenanceBanners';
export { Unavailable } from '../../screens/maintenance/Unavailable';
export { default as RecordNotFound } from '../../screens/not-found/RecordNotFound';
