/**
 * The built index.html (build.mjs): it preloads what the identify page needs first, so the
 * browser does not discover it one request at a time. Runs after the build (the budget stage).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { firstLoadFiles, IDENTIFY_ROUTE, routeChunk, type Metafile } from '../../scripts/bundle-metrics.mjs';
import { builtUiMeta } from './built-ui';
import { PRODUCT_NAME } from '../../core/model/constants';
import { AMBER, licenseHubBrand } from '../../ui/app/theme';
import { must } from '../must';

const t = suite('build: index.html');

t("a route's own chunk is the lazy chunk its import loads, even when that chunk only re-exports a shared one", () => {
  const output = (entryPoint: string | undefined, inputs: string[]) => ({
    bytes: 1,
    exports: [],
    imports: [],
    inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
    ...(entryPoint ? { entryPoint } : {}),
  });
  const meta: Metafile = {
    inputs: {},
    outputs: {
      'main.js': output('ui/main.tsx', ['ui/main.tsx']),
      'chunks/shared.js': output(undefined, ['ui/screens/a/A.tsx', 'ui/screens/a/parts.ts']),
      'chunks/A.js': output('ui/screens/a/A.tsx', []),
    },
  };
  assert.is(routeChunk(meta, 'main.js', 'ui/screens/a/A.tsx'), 'chunks/A.js');
  assert.is(routeChunk(meta, 'main.js', 'ui/screens/b/B.tsx'), undefined);
});

t("index.html preloads every script of the identify page's first load, config.json and the maintenance notices of config.json's API", () => {
  const meta = builtUiMeta();
  const html = readFileSync('dist/frontend/index.html', 'utf8');
  const loaded = new Set([...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="assets\/([^"]+)"/g)].map((m) => m[1]));
  const expected = firstLoadFiles(meta, 'ui/main.tsx', IDENTIFY_ROUTE).map((f) => f.replace(/^dist\/frontend\/assets\//, ''));
  assert.equal([...loaded].sort(), [...expected].sort());
  assert.match(html, /<link rel="preload" href="config\.json" as="fetch" crossorigin>/);
  // The API client's fetch sends credentials: the preload must too, or the browser asks twice.
  const { apiBase } = JSON.parse(readFileSync('dist/frontend/config.json', 'utf8')) as { apiBase: string };
  assert.ok(html.includes(`<link rel="preload" href="${apiBase}/maintenance-notifications.json" as="fetch" crossorigin="use-credentials">`), html);
});

t('index.html preloads no font: every face swaps in, so text paints at once in a fallback face', () => {
  const html = readFileSync('dist/frontend/index.html', 'utf8');
  assert.not.match(html, /as="font"/);
  const css = /<link rel="stylesheet" href="(assets\/[^"]+\.css)">/.exec(html)?.[1];
  assert.ok(css, 'the stylesheet is linked');
  const faces = readFileSync(`dist/frontend/${css}`, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  assert.ok(
    faces.some((f) => f.includes('Open Sans')),
    'Open Sans is declared',
  );
  assert.equal(
    faces.filter((f) => !/font-display:\s*swap/.test(f)),
    [],
    'every face swaps',
  );
});

t("index.html paints the app's top bar before any script runs: the product name on the theme's brand bar, styled by the linked stylesheet alone", () => {
  const html = readFileSync('dist/frontend/index.html', 'utf8');
  assert.ok(html.includes(`<div id="root"><div class="first-paint">${PRODUCT_NAME}</div></div>`), html);
  assert.not.match(html, /<style|style=/, 'no inline style: the portal’s content security policy refuses them');
  assert.not.match(html, /rel="modulepreload" href="[^"]+">/, 'the scripts, which this paint does not wait for, are preloaded at low priority');
  const css = /<link rel="stylesheet" href="(assets\/[^"]+\.css)">/.exec(html)?.[1];
  const rule = /\.first-paint\s*{([^}]*)}/.exec(readFileSync(`dist/frontend/${must(css, 'the stylesheet')}`, 'utf8'))?.[1] ?? '';
  assert.match(rule, new RegExp(`background-color:\\s*${licenseHubBrand[80]}`, 'i'), 'the bar is the top bar’s brand colour');
  assert.match(rule, new RegExp(`border-bottom:\\s*4px solid ${AMBER}`, 'i'), 'with its amber edge');
  assert.match(rule, /min-height:\s*56px/, 'and its height');
});

t.run();
