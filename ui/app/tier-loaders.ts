/**
 * The loaders of the lazily loaded tiers (ui/app/tiers.ts), given by the browser entry
 * (ui/main.tsx) and the component tests. Only an entry imports this file: a file of the app that
 * did would close a circle through each tier, which re-exports the app's start.
 */
import type { Tiers } from './tiers';

export const TIER_LOADERS: Tiers = {
  laterParts: () => import('./later-parts'),
  signedIn: () => import('./signed-in'),
  journeyScreens: () => import('../screens/journey-screens'),
};
