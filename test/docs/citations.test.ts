/**
 * The repository explains itself: what the code cites is in the repository. No file cites the
 * design guide or specification kept outside it, none holds an absolute path of a machine, and
 * every section sign cited names a heading of the docs/ page it follows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

const ROOTS = [
  'core',
  'ui',
  'cli',
  'adapters',
  'sandbox',
  'scripts',
  'bench',
  'test',
  'examples',
  'bin',
  'docs',
  'build.mjs',
  'README.md',
  '.dependency-cruiser.cjs',
  'eslint.config.js',
  'package.json',
];
const TEXT = new Set(['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.json', '.md', '.sql', '.css', '.html', '.yaml', '.yml']);
const SKIP = new Set(['node_modules', 'dist', 'durations.json']);

function files(path: string): string[] {
  if (!existsSync(path) || SKIP.has(basename(path))) return [];
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)));
  return TEXT.has(extname(path)) ? [path] : [];
}
const all = ROOTS.flatMap(files).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** "path:line: the line" for each match, so a failure says where. */
function where(pattern: RegExp): string[] {
  return all.flatMap(({ path, text }) => text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])));
}

// Built from parts, so this file does not hold what it looks for.
const OUTSIDE = new RegExp([['DESIGN', 'md'].join('\\.'), ['shared', 'spec'].join('/')].join('|'));
const MACHINE_PATH = new RegExp(`(^|[\\s'"\`(=:])/(${['work', 'root', 'home'].join('|')})/`);

test('no file cites the design guide or the specification kept outside the repository', () => {
  assert.equal(where(OUTSIDE), []);
});

test('no file holds an absolute path of a machine', () => {
  assert.equal(where(MACHINE_PATH), []);
});

const headingsOf = new Map<string, string[]>();
function headings(page: string): string[] | undefined {
  if (!headingsOf.has(page)) {
    const path = join('docs', `${page}.md`);
    if (!existsSync(path)) return undefined;
    headingsOf.set(
      page,
      [...readFileSync(path, 'utf8').matchAll(/^#{1,4} +(.+?) *$/gm)].map((m) => m[1]!),
    );
  }
  return headingsOf.get(page);
}

const DOC = /docs\/([\w-]+)\.md/g;
/** The docs page a section sign at `at` refers to: the last one named before it (on its own line for a docs page), else the page itself. */
function pageFor(path: string, text: string, at: number): string | undefined {
  const own = path.startsWith('docs/') ? basename(path, '.md') : undefined;
  const from = own ? text.lastIndexOf('\n', at) + 1 : 0;
  const named = [...text.slice(from, at).matchAll(DOC)].at(-1)?.[1];
  return named ?? own;
}

const SECTION = '\u00a7';

test('every section sign cited names a heading of the docs page it follows', () => {
  const broken: string[] = [];
  for (const { path, text } of all) {
    for (const m of text.matchAll(new RegExp(SECTION, 'g'))) {
      const at = m.index;
      const line = text.slice(0, at).split('\n').length;
      const rest = text.slice(at + 1, at + 80);
      if (/^\d/.test(rest) && /RFC\s*\d+\s*$/.test(text.slice(Math.max(0, at - 16), at))) continue; // a public standard's section
      const page = pageFor(path, text, at);
      const names = page === undefined ? undefined : headings(page);
      const ok = names?.some((name) => rest.startsWith(name) && !/^[\w-]/.test(rest.slice(name.length)));
      if (!ok) broken.push(`${path}:${line}: ${SECTION}${rest.split('\n')[0]!.slice(0, 40)} (${page ? `docs/${page}.md` : 'no docs page named before it'})`);
    }
  }
  assert.equal(broken, []);
});

test('docs/decisions.md holds what is decided now, in at most 300 lines', () => {
  assert.ok(readFileSync('docs/decisions.md', 'utf8').trimEnd().split('\n').length <= 300);
});

test.run();
