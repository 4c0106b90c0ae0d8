// An esbuild plugin that compiles the portal's own Griffel styles at build time, as Fluent UI
// ships its components' styles: each `makeStyles({...})`, `makeResetStyles({...})` and
// `makeStaticStyles({...})` call in the given source files becomes `__styles(classes, cssRules)`,
// `__resetStyles(...)` or `__staticStyles(cssRules)` with the class names and CSS rules resolved
// here, by @griffel/core's own resolvers. The browser then neither downloads Griffel's style
// compiler (stylis, rtl-css-js) nor runs it before the first paint.
//
// The style objects are evaluated by running the files in Node (one esbuild bundle of them all,
// with `make*Styles` recording their arguments), so a style may use the theme's tokens, Griffel's
// helpers and the portal's own constants. Other packages (React, Fluent's components) are a stub
// in that bundle, which keeps it small. The build fails rather than ship a style it could not
// compile: a call that is not a module-level `const x = make…(…)`, or a style holding a value
// from another package.
import * as esbuild from 'esbuild';
import { resolveResetStyleRules, resolveStaticStyleRules, resolveStyleRulesForSlots } from '@griffel/core';
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { loaderOf } from './esbuild-barrels.mjs';

const MAKERS = { makeStyles: '__styles', makeResetStyles: '__resetStyles', makeStaticStyles: '__staticStyles' };
const MAKER_CALL = /\bmake(Styles|ResetStyles|StaticStyles)\(/;

/** The maker calls of one file, in source order, with their text ranges; throws on a call it cannot compile. */
function makerCalls(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, loaderOf(file) === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imported = new Set();
  for (const st of sf.statements) {
    if (
      ts.isImportDeclaration(st) &&
      st.moduleSpecifier.text === '@griffel/react' &&
      st.importClause?.namedBindings &&
      ts.isNamedImports(st.importClause.namedBindings)
    ) {
      for (const el of st.importClause.namedBindings.elements) if (el.name.text in MAKERS && !el.propertyName) imported.add(el.name.text);
    }
  }
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && imported.has(node.expression.text)) {
      const decl = node.parent;
      const topLevel =
        ts.isVariableDeclaration(decl) && decl.initializer === node && ts.isVariableStatement(decl.parent.parent) && decl.parent.parent.parent === sf;
      if (!topLevel) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
        throw new Error(`${file}:${line + 1}: ${node.expression.text}() must initialise a module-level const to be compiled at build time`);
      }
      calls.push({ maker: node.expression.text, start: node.getStart(), end: node.end });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return calls;
}

/** The packages a style's values may come from: Fluent's theme tokens and Griffel's helpers. */
const STYLE_PACKAGES = /^(@fluentui\/(react-theme|tokens)|@griffel\/(react|core))(\/|$)/;
/** What a value from any other package reads as: a build that puts it in a style fails. */
const STUB = '__not_a_style_value__';
const STUB_MODULE = `
  const stub = new Proxy(function () {}, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '${STUB}' : stub),
    getPrototypeOf: () => stub,
    apply: () => stub,
    construct: () => stub,
  });
  module.exports = stub;`;

/** The compiled replacement of one recorded call. */
function compiled(maker, styles) {
  const json = (v) => JSON.stringify(v);
  if (maker === 'makeStyles') {
    const [classes, rules] = resolveStyleRulesForSlots(styles);
    return `${MAKERS[maker]}(${json(classes)}, ${json(rules)})`;
  }
  if (maker === 'makeResetStyles') {
    const [ltr, rtl, rules] = resolveResetStyleRules(styles);
    return `${MAKERS[maker]}(${json(ltr)}, ${json(rtl)}, ${json(rules)})`;
  }
  return `${MAKERS[maker]}(${json({ d: resolveStaticStyleRules(Array.isArray(styles) ? styles : [styles]) })})`;
}

/**
 * Runs every file that calls a maker (path → source, each read once), in Node, and returns
 * path → the source with its calls compiled.
 */
async function compileAll(sources, define) {
  const scratch = mkdtempSync(join(tmpdir(), 'griffel-'));
  const outfile = join(scratch, 'styles.mjs');
  const files = [...sources.keys()];
  const found = new Map(files.map((f) => [f, makerCalls(f, sources.get(f))]));
  const recorder = `
    export * from '@griffel/react';
    const record = (maker) => (styles) => { globalThis.__griffelCalls.push({ file: globalThis.__griffelFile, maker, styles }); return () => ({}); };
    export const makeStyles = record('makeStyles');
    export const makeResetStyles = record('makeResetStyles');
    export const makeStaticStyles = record('makeStaticStyles');`;
  await esbuild.build({
    stdin: { contents: files.map((f) => `import ${JSON.stringify(f)};`).join('\n'), resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    jsx: 'automatic',
    define,
    logLevel: 'error',
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    plugins: [
      {
        name: 'griffel-recorder',
        setup(build) {
          build.onResolve({ filter: /^@griffel\/react$/ }, (args) =>
            found.has(args.importer) ? { path: 'recorder', namespace: 'griffel-recorder' } : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'griffel-recorder' }, () => ({ contents: recorder, resolveDir: process.cwd(), loader: 'js' }));
          // Only the packages a style's values come from are loaded; the others (React, Fluent's
          // components, the router…) are a stub, so this bundle stays small.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.importer.includes('node_modules') || STYLE_PACKAGES.test(args.path) ? undefined : { path: args.path, namespace: 'griffel-stub' },
          );
          build.onLoad({ filter: /.*/, namespace: 'griffel-stub' }, () => ({ contents: STUB_MODULE, loader: 'js' }));
          build.onLoad({ filter: /\.tsx?$/ }, (args) =>
            found.has(args.path)
              ? { contents: `globalThis.__griffelFile = ${JSON.stringify(args.path)};\n${sources.get(args.path)}`, loader: loaderOf(args.path) }
              : undefined,
          );
        },
      },
    ],
  });
  globalThis.__griffelCalls = [];
  try {
    await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const recorded = globalThis.__griffelCalls;
  delete globalThis.__griffelCalls;
  delete globalThis.__griffelFile;
  const result = new Map();
  for (const [file, calls] of found) {
    const mine = recorded.filter((r) => r.file === file);
    if (mine.length !== calls.length || mine.some((r, i) => r.maker !== calls[i].maker)) {
      throw new Error(`${file}: ${calls.length} style calls in the source but ${mine.length} ran; each must run once when the module loads`);
    }
    const compiledCalls = calls.map((c, i) => ({ ...c, code: compiled(c.maker, mine[i].styles) }));
    if (compiledCalls.some((c) => c.code.includes(STUB))) throw new Error(`${file}: a style uses a value from a package other than Fluent's theme or Griffel`);
    if (compiledCalls.length > 0) result.set(file, rewrite(sources.get(file), compiledCalls));
  }
  return result;
}

/** The source with its maker calls replaced by their compiled code. */
function rewrite(source, calls) {
  let out = source;
  for (const c of [...calls].sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.code + out.slice(c.end);
  const used = [...new Set(calls.map((c) => MAKERS[c.maker]))];
  return `import { ${used.join(', ')} } from '@griffel/react';\n${out}`;
}

/**
 * The plugin: the source files under `root` (the portal's `ui/`) have their styles compiled;
 * `define` is the build's, so the styles are evaluated as the bundle will run; `rewriteAfter` is a
 * further rewrite of a compiled file's source (the barrel imports), since esbuild takes one
 * plugin's answer for a file.
 */
export function griffelAheadOfTime({ root, define = {}, rewriteAfter = () => undefined }) {
  return {
    name: 'griffel-ahead-of-time',
    setup(build) {
      // Started with the build, so the styles are compiled while esbuild reads everything else.
      let compiledFiles;
      build.onStart(() => {
        const sources = new Map();
        for (const file of globSync(`${root}/**/*.{ts,tsx}`).map((f) => resolve(f))) {
          const source = readFileSync(file, 'utf8');
          if (MAKER_CALL.test(source)) sources.set(file, source);
        }
        compiledFiles = compileAll(sources, define);
        compiledFiles.catch(() => undefined); // reported by the onLoad that awaits it
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const compiled = (await compiledFiles).get(args.path);
        if (compiled === undefined) return undefined;
        return { contents: rewriteAfter(args.path, compiled) ?? compiled, loader: loaderOf(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
