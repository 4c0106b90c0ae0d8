/**
 * The bundle budget (scripts/bundle-budget.json): the rule on given figures, then the real build.
 * The `budget` stage of `npm test` runs this after the build stage; run alone, it builds the UI
 * first when there is no metafile.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUDGET, budgetViolations, measuredSizes } from '../../scripts/bundle-budget.mjs';
import { firstLoadFiles, IDENTIFY_ROUTE, lazyChunks } from '../../scripts/bundle-metrics.mjs';
import { builtUiMeta } from './built-ui';
import { must } from '../must';

const t = suite('bundle budget');
const KiB = 1024;
const budget = { identifyFirstLoadGzipKiB: 200, ownChunkGzipKiB: 60 };

t('the budget check fails when the identify first load passes its budget', () => {
  assert.equal(budgetViolations({ identifyFirstLoad: 200 * KiB, ownChunks: {} }, budget), []);
  const over = budgetViolations({ identifyFirstLoad: 200 * KiB + 1, ownChunks: {} }, budget);
  assert.is(over.length, 1);
  assert.match(must(over[0], 'the violation'), /identify first load .* passes its budget of 200 KiB/);
});

t("the budget check fails when any route's own chunk passes 60 KiB gzip", () => {
  const sizes = { identifyFirstLoad: 100 * KiB, ownChunks: { 'ui/screens/a/A.tsx': 60 * KiB, 'ui/screens/b/B.tsx': 60 * KiB + 1 } };
  assert.equal(budgetViolations(sizes, budget), ['ui/screens/b/B.tsx: own chunk 60.0 KiB gzip passes the 60 KiB budget']);
});

t('the built UI is within its budgets', () => {
  builtUiMeta();
  assert.equal(budgetViolations(measuredSizes(), BUDGET), []);
});

t(
  "the identify page's first load is two files, the entry and the one shared chunk that holds the identify screen (each more file is one more round trip on a phone)",
  () => {
    const meta = builtUiMeta();
    const files = firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE);
    assert.is(files.length, 2, files.join(', '));
    assert.ok(
      files.some((f) => Object.keys(meta.outputs[f]?.inputs ?? {}).includes(IDENTIFY_ROUTE)),
      'the identify screen is in the first load',
    );
  },
);

t(
  "what the identify page does not show stays out of its first load: the later steps' fields, the loading indicator's spinner, the error summary, the maintenance window's unavailable screen, the journeys' registry calls and codecs, RxJS",
  () => {
    const meta = builtUiMeta();
    const inputs = firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE).flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {}));
    for (const absent of [
      'ui/screens/identify-licensee/SearchStep.tsx',
      // Shown only after a submit: it comes with the later steps, loaded on the first input.
      'ui/components/forms/ErrorSummary.tsx',
      // Shown only in a maintenance window: it comes with the shell's occasional parts.
      'ui/screens/maintenance/Unavailable.tsx',
      '@fluentui/react-spinner/',
      'adapters/http/journey-calls.ts',
      'core/model/orders.ts',
      // No stream runs on the first page: the runner takes a call's promise as it is, the
      // session core has listeners, and its timers run on the clock's `after`.
      'node_modules/rxjs/',
    ]) {
      assert.not.ok(
        inputs.some((i) => i.includes(absent)),
        `${absent} is not in the first load`,
      );
    }
  },
);

t(
  "every lazily loaded screen re-exports the shared chunk (ui/screens/shared-chunk.ts) and every lazily loaded part of the shell or of the app's start the shell chunk (ui/app/shell-chunk.ts), so the first page is a few files, not one per mix of importers",
  () => {
    const meta = builtUiMeta();
    const missing = lazyChunks(meta)
      .filter((c) => !meta.outputs[c.file]?.exports.includes(/^ui\/(components\/shell|app)\//.test(c.source) ? 'SHELL_CHUNK' : 'SHARED_CHUNK'))
      .map((c) => c.source);
    assert.equal(missing, [], 'lazily loaded modules without their chunk re-export');
  },
);

t('the RxJS operators only lazily loaded parts use are one chunk (ui/app/rxjs-chunk.ts), not a small file per mix of importers', () => {
  const meta = builtUiMeta();
  const onlyRxjs = Object.entries(meta.outputs)
    .filter(([file, o]) => file.endsWith('.js') && Object.keys(o.inputs).length > 0 && Object.keys(o.inputs).every((i) => i.includes('node_modules/rxjs/')))
    .map(([file, o]) => `${file}: ${Object.keys(o.inputs).join(', ')}`);
  assert.equal(onlyRxjs, [], 'chunks of RxJS files alone: add their operators to ui/app/rxjs-chunk.ts');
});

t.run();
