/**
 * The parts of the shell that only some environments show (the version badge, the maintenance
 * notices), loaded together in one lazy chunk when either is needed.
 */
export { VersionBadge } from './VersionBadge';
export { MaintenanceBanners } from './MaintenanceBanners';

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../../screens/shared-chunk';
