// The bundle budget (scripts/bundle-budget.json, figures in docs/decisions.md §First load): the
// identify page's first-load JavaScript, and each lazily loaded route's (or shell part's) own
// chunk, gzip, from the build's metafile. `npm test` runs it in the `budget` stage
// (test/build/budget.test.ts); run alone: node scripts/bundle-budget.mjs (after node build.mjs ui).
import { readFileSync } from 'node:fs';
import { firstLoad, IDENTIFY_ROUTE, kib, lazyChunks, readMeta, total } from './bundle-metrics.mjs';

export const BUDGET = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));

/**
 * What passes its budget: [] when all is within. `sizes` gives the figures (first-load gzip
 * bytes, and each lazy chunk's gzip bytes by source), so the rule is testable without a build.
 */
export function budgetViolations(sizes, budget = BUDGET) {
  const violations = [];
  if (sizes.identifyFirstLoad > budget.identifyFirstLoadGzipKiB * 1024)
    violations.push(`identify first load ${kib(sizes.identifyFirstLoad)} gzip passes its budget of ${budget.identifyFirstLoadGzipKiB} KiB`);
  for (const [source, gzip] of Object.entries(sizes.ownChunks))
    if (gzip > budget.ownChunkGzipKiB * 1024) violations.push(`${source}: own chunk ${kib(gzip)} gzip passes the ${budget.ownChunkGzipKiB} KiB budget`);
  return violations;
}

/** The figures of a built UI (dist/meta/ui.json and the files it names). */
export function measuredSizes(metaPath = 'dist/meta/ui.json') {
  const meta = readMeta(metaPath);
  return {
    identifyFirstLoad: total(firstLoad(meta, 'ui/main.tsx', IDENTIFY_ROUTE)),
    ownChunks: Object.fromEntries(lazyChunks(meta).map((c) => [c.source, c.gzip])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measuredSizes();
  console.log(`identify first load ${kib(sizes.identifyFirstLoad)} gzip (budget ${BUDGET.identifyFirstLoadGzipKiB} KiB)`);
  const violations = budgetViolations(sizes);
  for (const v of violations) console.error(`over budget: ${v}`);
  process.exit(violations.length ? 1 : 0);
}
