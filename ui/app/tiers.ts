/**
 * The lazily loaded tiers (docs/performance.md §Load tiers), each loaded by the loader the entry
 * gives (ui/main.tsx, with ui/app/tier-loaders.ts). Each tier re-exports the app's start, so that esbuild keeps the first
 * page's code in one chunk; an `import()` of a tier in a file of the app would close a circle
 * through it. The types below are erased by the compiler and reach nothing at run time.
 */
export interface Tiers {
  readonly laterParts: () => Promise<typeof import('./later-parts')>;
  readonly signedIn: () => Promise<typeof import('./signed-in')>;
  readonly journeyScreens: () => Promise<typeof import('../screens/journey-screens')>;
}

let given: Tiers | undefined;

/** The entry's loaders; called once, before the app renders. */
export function provideTiers(tiers: Tiers): void {
  given = tiers;
}

const loaderOf =
  <K extends keyof Tiers>(tier: K) =>
  (): ReturnType<Tiers[K]> => {
    if (!given) throw new Error(`the ${tier} tier was asked for before the entry gave its loaders`);
    return given[tier]() as ReturnType<Tiers[K]>;
  };

export const laterParts = loaderOf('laterParts');
export const signedIn = loaderOf('signedIn');
export const journeyScreens = loaderOf('journeyScreens');
