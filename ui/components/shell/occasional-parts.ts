/**
 * The parts of the shell that only some environments show (the version badge, the maintenance
 * notices), loaded together in one lazy chunk when either is needed.
 */
export { VersionBadge } from './VersionBadge';
export { MaintenanceBanners } from './MaintenanceBanners';

// One chunk for the first load (ui/app/shell-chunk.ts).
export { SHELL_CHUNK } from '../../app/shell-chunk';
