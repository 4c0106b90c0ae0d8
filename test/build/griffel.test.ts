/**
 * The build's Griffel plugin (scripts/esbuild-griffel.mjs, Griffel's own babel preset): the
 * portal's styles compiled at build time give the class names and CSS rules that Griffel computes
 * at run time, and a style it cannot evaluate fails the build instead of shipping.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { griffelAheadOfTime } from '../../scripts/esbuild-griffel.mjs';

const t = suite('build: Griffel styles compiled ahead of time');
const fixture = 'test/build/griffel-fixture';
const scratch = mkdtempSync(join(tmpdir(), 'griffel-test-'));
t.after(() => rmSync(scratch, { recursive: true, force: true }));

interface Renderer {
  id: string;
  classNameHashSalt: string;
  insertCSSRules(rules: unknown): void;
}
type Hook = (options: { dir: 'ltr' | 'rtl'; renderer: Renderer }) => unknown;

/** The fixture bundled with or without the plugin, on @griffel/core (its hooks take a renderer). */
async function fixtureHooks(entry: string, compiled: boolean): Promise<{ source: string; hooks: Record<string, Hook> }> {
  const outfile = join(scratch, `${compiled ? 'compiled' : 'runtime'}-${Date.now()}.mjs`);
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    alias: { '@griffel/react': '@griffel/core' },
    logLevel: 'silent',
    plugins: compiled ? [griffelAheadOfTime({ root: fixture })] : [],
  });
  const hooks = (await import(pathToFileURL(outfile).href)) as Record<string, Hook>;
  const { readFileSync } = await import('node:fs');
  return { source: readFileSync(outfile, 'utf8'), hooks };
}

/**
 * What a hook gives and inserts, in each text direction: its class names, and the CSS rules by
 * bucket as a set (the renderer inserts a rule once, however often it is passed).
 */
function run(hook: Hook) {
  return (['ltr', 'rtl'] as const).map((dir) => {
    const inserted = new Set<string>();
    const insertCSSRules = (rules: unknown) => {
      for (const [bucket, list] of Object.entries(rules as Record<string, unknown[]>))
        for (const rule of list) inserted.add(`${bucket} ${JSON.stringify(rule)}`);
    };
    const classes = hook({ dir, renderer: { id: dir, classNameHashSalt: '', insertCSSRules } });
    return { dir, classes, inserted: [...inserted].sort() };
  });
}

t('makeStyles, makeResetStyles and makeStaticStyles compile to the class names and CSS rules Griffel gives at run time', async () => {
  const runtime = await fixtureHooks(`${fixture}/styles.ts`, false);
  const compiled = await fixtureHooks(`${fixture}/styles.ts`, true);
  assert.match(runtime.source, /stylis|compileCSS/, 'the runtime bundle carries the style compiler');
  assert.not.match(compiled.source, /function makeStyles|function compileCSS/, 'the compiled bundle does not');
  assert.match(compiled.source, /__styles\(/, 'the compiled bundle calls the precompiled form');
  assert.not.match(compiled.source, /\bmake(Styles|ResetStyles|StaticStyles)\(/, 'and no style maker');
  for (const [name, css] of [
    ['useSlotStyles', /padding-left:8px/],
    ['useResetStyles', /min-height:44px/],
  ] as const) {
    const expected = run(runtime.hooks[name]!);
    assert.equal(run(compiled.hooks[name]!), expected, name);
    assert.match(JSON.stringify(expected), css, `${name} inserts real CSS`);
  }
  const staticRules = (hooks: Record<string, Hook>) => {
    const inserted: unknown[] = [];
    hooks.useGlobalStyles!({ dir: 'ltr', renderer: { id: 'static', classNameHashSalt: '', insertCSSRules: (rules) => inserted.push(rules) } });
    return inserted;
  };
  const globalRules = staticRules(runtime.hooks);
  assert.equal(staticRules(compiled.hooks), globalRules);
  assert.match(JSON.stringify(globalRules), /text-transform:capitalize/);
});

/** The message of the build of one source file with the plugin, which must fail. */
async function failedBuild(name: string, source: string): Promise<string> {
  const dir = mkdtempSync(join(scratch, 'failing-'));
  writeFileSync(join(dir, name), source);
  const plugins = [griffelAheadOfTime({ root: dir })];
  const error = await esbuild.build({ entryPoints: [join(dir, name)], bundle: true, write: false, platform: 'node', logLevel: 'silent', plugins }).then(
    () => undefined,
    (e: Error) => e,
  );
  assert.ok(error, `the build of ${name} failed`);
  return error.message;
}

t('a style that cannot be evaluated at build time fails the build', async () => {
  const message = await failedBuild(
    'browser-only.ts',
    "import { makeStyles } from '@griffel/react';\nexport const useWide = makeStyles({ root: { width: `${window.innerWidth}px` } });\n",
  );
  assert.match(message, /browser-only\.ts: window is not defined/);
});

t.run();
