// An esbuild plugin that turns named imports from a package's barrel file into imports of the
// files that define them (what bundlers call "optimize package imports"). With code splitting,
// esbuild assigns a whole file to every chunk whose code imports it: when the first page imports
// `@fluentui/react-tabster`'s barrel for a focus style, the barrel's import of `tabster` (the
// focus manager only menus and dialogs use) lands in the first load too. Importing
// `createCustomFocusIndicatorStyle` from its own file keeps the focus manager in the lazy chunks.
// Names the plugin cannot map keep importing the barrel, so the rewrite never changes behaviour.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** The names of an export or import list (`a, b as c`), comments dropped. */
const specsOf = (list) =>
  list
    .split(',')
    .map((s) => s.replace(/\/\*[\s\S]*?\*\//g, '').trim())
    .filter(Boolean);

/** A relative specifier as Node would complete it: as written, with `.js`, or a folder's index. */
function completed(path) {
  if (existsSync(path) && statSync(path).isFile()) return path;
  if (existsSync(`${path}.js`)) return `${path}.js`;
  return resolve(path, 'index.js');
}

/** name → absolute file that defines (or re-exports without a barrel) it, for one ESM file. */
function exportsOf(file, seen = new Set()) {
  const map = new Map();
  if (seen.has(file)) return map;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  const dir = dirname(file);
  for (const m of src.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const target = completed(resolve(dir, m[2]));
    const inner = exportsOf(target, seen);
    for (const spec of specsOf(m[1])) {
      const [orig, alias = orig] = spec.split(/\s+as\s+/);
      if (orig === alias) map.set(alias, inner.get(orig) ?? target);
    }
  }
  for (const m of src.matchAll(/export\s*\*\s*from\s*["'](\.[^"']+)["']/g)) {
    const target = completed(resolve(dir, m[1]));
    for (const [name, at] of exportsOf(target, seen)) if (!map.has(name)) map.set(name, at);
  }
  for (const m of src.matchAll(/export\s+(?:const|let|var|function\*?|class|async\s+function)\s+([A-Za-z0-9_$]+)/g)) map.set(m[1], file);
  for (const m of src.matchAll(/export\s*\{([^}]*)\}\s*;/g)) for (const spec of specsOf(m[1])) map.set(spec.split(/\s+as\s+/).pop(), file);
  return map;
}

/**
 * The rewrite itself: (file, source) → the source with its barrel imports split, or undefined
 * when it imports none of the barrels.
 * @param {string[]} packages barrels to see through, e.g. ['@fluentui/react-tabster', 'tabster']
 */
export function barrelRewriter(packages) {
  const esmEntry = (pkg) => {
    const manifest = require.resolve(`${pkg}/package.json`, { paths: [process.cwd()] });
    const fields = JSON.parse(readFileSync(manifest, 'utf8'));
    // The build's conditions put `es2015` first (build.mjs), so rxjs resolves to its ES2015 files.
    return resolve(dirname(manifest), fields.es2015 ?? fields.module);
  };
  const maps = new Map(packages.map((p) => [p, exportsOf(esmEntry(p))]));
  const escaped = packages.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${escaped})["'];?`, 'g');
  return (path, src) => {
    let found = false;
    const rewritten = src.replace(importRe, (whole, specs, pkg) => {
      found = true;
      const map = maps.get(pkg);
      const lines = [];
      const rest = [];
      for (const spec of specsOf(specs)) {
        const [orig] = spec.split(/\s+as\s+/);
        const file = map.get(orig);
        if (file && file !== path) lines.push(`import { ${spec} } from ${JSON.stringify(file)};`);
        else rest.push(spec);
      }
      if (rest.length) lines.push(`import { ${rest.join(', ')} } from "${pkg}";`);
      return lines.join('\n');
    });
    return found ? rewritten : undefined;
  };
}

/** esbuild's loader for a source file. */
export const loaderOf = (path) => (path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js');

/**
 * @param {(path: string, src: string) => string | undefined} rewrite from barrelRewriter
 * @param {RegExp} filter the importing files to rewrite
 */
export function barrelImports(rewrite, filter = /node_modules[\\/]@fluentui[\\/].*\.js$/) {
  return {
    name: 'barrel-imports',
    setup(build) {
      build.onLoad({ filter }, (args) => {
        const contents = rewrite(args.path, readFileSync(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: loaderOf(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
