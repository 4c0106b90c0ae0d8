/**
 * The browser entry: the fonts' faces, the top bar index.html paints before the app runs, the
 * lazily loaded tiers' loaders (ui/app/tiers.ts) and the app's start (ui/app/boot.tsx).
 */
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import './first-paint.css';
import { boot } from './app/boot';
import { TIER_LOADERS } from './app/tier-loaders';
import { provideTiers } from './app/tiers';

provideTiers(TIER_LOADERS);

boot(document.getElementById('root')!);
