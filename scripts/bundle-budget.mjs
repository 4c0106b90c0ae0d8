// The bundle budget (scripts/bundle-budget.json, docs/performance.md §Budgets), gzip, from the
// build's metafile: what the identify page loads before its first paint, what it loads until the
// network is idle, and each lazily loaded module's own chunk. A figure over its budget is reported
// with its largest contributors. `npm test` runs it in the `budget` stage
// (test/build/budget.test.ts); run alone: node scripts/bundle-budget.mjs (after node build.mjs ui).
import { readFileSync } from 'node:fs';
import { contributors, firstLoad, IDENTIFY_ROUTE, kib, lazyChunks, readMeta, total, untilIdle } from './bundle-metrics.mjs';

export const BUDGET = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));

const largest = (parts) => (parts.length ? `; largest: ${parts.map((p) => `${p.group} ${kib(p.gzip)}`).join(', ')}` : '');

/**
 * What passes its budget: [] when all is within. `sizes` gives the figures (gzip bytes, each with
 * its largest contributors, and each lazy chunk's gzip bytes by source), so the rule is testable
 * without a build.
 */
export function budgetViolations(sizes, budget = BUDGET) {
  const violations = [];
  for (const [figure, name, limit] of [
    [sizes.beforePaint, 'identify before paint', budget.identifyBeforePaintGzipKiB],
    [sizes.untilIdle, 'identify until idle', budget.identifyUntilIdleGzipKiB],
  ])
    if (figure.gzip > limit * 1024) violations.push(`${name} ${kib(figure.gzip)} gzip passes its budget of ${limit} KiB${largest(figure.largest)}`);
  for (const [source, chunk] of Object.entries(sizes.ownChunks))
    if (chunk.gzip > budget.ownChunkGzipKiB * 1024)
      violations.push(`${source}: own chunk ${kib(chunk.gzip)} gzip passes the ${budget.ownChunkGzipKiB} KiB budget${largest(chunk.largest)}`);
  return violations;
}

/** The figures of a built UI (dist/meta/ui.json and the files it names). */
export function measuredSizes(metaPath = 'dist/meta/ui.json') {
  const meta = readMeta(metaPath);
  const figure = (files) => ({ gzip: total(files), largest: contributors(meta, files) });
  return {
    beforePaint: figure(firstLoad(meta, 'ui/main.tsx', IDENTIFY_ROUTE)),
    untilIdle: figure(untilIdle(meta, 'ui/main.tsx', IDENTIFY_ROUTE)),
    ownChunks: Object.fromEntries(lazyChunks(meta).map((c) => [c.source, figure([c])])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measuredSizes();
  console.log(`identify before paint ${kib(sizes.beforePaint.gzip)} gzip (budget ${BUDGET.identifyBeforePaintGzipKiB} KiB)`);
  console.log(`identify until idle ${kib(sizes.untilIdle.gzip)} gzip (budget ${BUDGET.identifyUntilIdleGzipKiB} KiB)`);
  const violations = budgetViolations(sizes);
  for (const v of violations) console.error(`over budget: ${v}`);
  process.exit(violations.length ? 1 : 0);
}
