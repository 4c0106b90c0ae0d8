/**
 * The bundle budget (scripts/bundle-budget.json, docs/performance.md §Budgets): the rule on given
 * figures, then the real build. The `budget` stage of `npm test` runs this after the build stage;
 * run alone, it builds the UI first when there is no metafile.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUDGET, budgetViolations, measuredSizes, type Budget, type Figure } from '../../scripts/bundle-budget.mjs';
import { firstLoadFiles, IDENTIFY_ROUTE, untilIdleFiles, type Metafile } from '../../scripts/bundle-metrics.mjs';
import { builtUiMeta } from './built-ui';

const t = suite('bundle budget');
const KiB = 1024;
const budget: Budget = { identifyBeforePaintGzipKiB: 200, identifyUntilIdleGzipKiB: 210, ownChunkGzipKiB: 60 };
const figure = (gzip: number): Figure => ({
  gzip,
  largest: [
    { group: 'react-dom', gzip: 60 * KiB },
    { group: 'ui/app/', gzip: 6 * KiB },
  ],
});
const within = { beforePaint: figure(200 * KiB), untilIdle: figure(210 * KiB), ownChunks: {} };

t('the budget check passes figures at their budgets', () => {
  assert.equal(budgetViolations(within, budget), []);
});

t('the budget check fails when the identify page before its first paint passes its budget, naming the largest contributors', () => {
  assert.equal(budgetViolations({ ...within, beforePaint: figure(200 * KiB + 1) }, budget), [
    'identify before paint 200.0 KiB gzip passes its budget of 200 KiB; largest: react-dom 60.0 KiB, ui/app/ 6.0 KiB',
  ]);
});

t('the budget check fails when the identify page until the network is idle passes its budget, naming the largest contributors', () => {
  assert.equal(budgetViolations({ ...within, untilIdle: figure(210 * KiB + 1) }, budget), [
    'identify until idle 210.0 KiB gzip passes its budget of 210 KiB; largest: react-dom 60.0 KiB, ui/app/ 6.0 KiB',
  ]);
});

t("the budget check fails when a lazily loaded module's own chunk passes its budget", () => {
  const sizes = { ...within, ownChunks: { 'ui/a.ts': figure(60 * KiB), 'ui/b.ts': figure(60 * KiB + 1) } };
  assert.equal(budgetViolations(sizes, budget), ['ui/b.ts: own chunk 60.0 KiB gzip passes the 60 KiB budget; largest: react-dom 60.0 KiB, ui/app/ 6.0 KiB']);
});

t('until idle counts the first load and what it imports dynamically with what that imports, but not what waits for input or sign-in', () => {
  const output = (entryPoint: string | undefined, imports: [string, string][]) => ({
    bytes: 1,
    exports: [],
    imports: imports.map(([path, kind]) => ({ path, kind })),
    inputs: {},
    ...(entryPoint ? { entryPoint } : {}),
  });
  const meta: Metafile = {
    inputs: {},
    outputs: {
      'main.js': output('ui/main.tsx', [
        ['shared.js', 'import-statement'],
        ['badge.js', 'dynamic-import'],
        ['input.js', 'dynamic-import'],
      ]),
      'shared.js': output(undefined, []),
      'badge.js': output('ui/badge.ts', [['badge-parts.js', 'import-statement']]),
      'badge-parts.js': output(undefined, []),
      'input.js': output('ui/input.ts', []),
    },
  };
  assert.equal(untilIdleFiles(meta, 'ui/main.tsx', undefined, ['ui/input.ts']), ['badge-parts.js', 'badge.js', 'main.js', 'shared.js']);
});

t('the built UI is within its budgets, each with at least 5 % headroom', () => {
  builtUiMeta();
  const sizes = measuredSizes();
  assert.equal(budgetViolations(sizes, BUDGET), []);
  const headroom = (limit: number, gzip: number) => (limit * KiB) / gzip;
  assert.ok(headroom(BUDGET.identifyBeforePaintGzipKiB, sizes.beforePaint.gzip) >= 1.05, 'before paint: budget at least 5 % above the figure');
  assert.ok(headroom(BUDGET.identifyUntilIdleGzipKiB, sizes.untilIdle.gzip) >= 1.05, 'until idle: budget at least 5 % above the figure');
});

t(
  "the first page's code is one chunk shared by every tier: the identify page's first load is at most three files (the entry, that chunk, and what the session recording shares)",
  () => {
    const meta = builtUiMeta();
    const files = firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE);
    assert.ok(files.length <= 3, `first load in ${files.length} files: ${files.join(', ')}`);
  },
);

t(
  "what the identify page does not show stays out of its first load and of what it loads until idle: the later steps' fields, the error summary, the spinner, the signed-in shell, the journeys' registry calls and codecs, RxJS",
  () => {
    const meta = builtUiMeta();
    const inputsOf = (files: string[]) => files.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {}));
    const first = inputsOf(firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE));
    const idle = inputsOf(untilIdleFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE));
    assert.ok(first.includes(IDENTIFY_ROUTE), 'the identify screen is in the first load');
    for (const absent of [
      'ui/screens/identify-licensee/SearchStep.tsx',
      'ui/components/forms/ErrorSummary.tsx',
      '@fluentui/react-spinner/',
      'ui/components/shell/UserMenuButton.tsx',
      'adapters/http/journey-calls.ts',
      'core/model/orders.ts',
      // No stream runs on the first page: the runner takes a call's promise as it is, the
      // session core has listeners, and its timers run on the clock's `after`.
      'node_modules/rxjs/',
    ])
      assert.not.ok(
        idle.some((i) => i.includes(absent)),
        `${absent} is not loaded until idle`,
      );
    // Shown only in a maintenance window: it comes with the later parts.
    assert.not.ok(
      first.some((i) => i.includes('ui/screens/maintenance/Unavailable.tsx')),
      'the unavailable screen is not in the first load',
    );
  },
);

t.run();
