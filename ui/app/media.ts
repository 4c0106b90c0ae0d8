/**
 * The mobile breakpoint (docs/portal.md §Limits, core MOBILE_BREAKPOINT_PX) as the
 * media query the styles use for a phone: up to 767 px wide. The build compiles it into the
 * styles (scripts/esbuild-griffel.mjs evaluates the portal's own constants).
 */
import { MOBILE_BREAKPOINT_PX } from '../../core/model/constants';

export const PHONE = `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`;
