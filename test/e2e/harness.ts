/**
 * End-to-end harness: the sandbox server (from source, in this process, on a free port, with an
 * in-memory database) serving the built UI, and Chromium driven by playwright-core: the one in
 * CHROME_PATH, else the one the @sparticuz/chromium package ships, else the machine's.
 * `npm test` builds the UI before this stage runs.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import * as assert from 'uvu/assert';
import { startSandbox } from '../../sandbox/server';
import { personalValuesIn, seedPersonalValues } from '../sandbox/personal-values';
import { internalLandmarkNames, internalWordsIn, KNOWN_EXCEPTIONS } from './internal-words';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type SandboxOptions = Parameters<typeof startSandbox>[0];

const systemChromes = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** What to do when no browser can be had: one line, printed once by the e2e stage. */
export const noBrowserMessage =
  'No Chromium for the end-to-end tests: set CHROME_PATH to a Chromium or Chrome binary, install one (e.g. `apt-get install chromium`), or run `npm ci` so the @sparticuz/chromium development dependency is there.';

export interface BrowserChoice {
  executablePath: string;
  /** Where it came from: CHROME_PATH, the system, or the npm package. */
  source: 'CHROME_PATH' | 'system' | '@sparticuz/chromium';
}

/**
 * The browser for the end-to-end tests: `CHROME_PATH` when set, else the Chromium shipped in the
 * `@sparticuz/chromium` development dependency (unpacked on first use, about 2 s), else a system
 * Chromium. The packaged one comes first: it is the browser of a bare machine such as CI's, so a
 * run here drives the same one, and its headless shell runs the suite in about 0.8 of the time of
 * a full Chromium (docs/decisions.md §Tests). Throws `noBrowserMessage` when none can be had.
 */
export async function resolveBrowser(
  env: NodeJS.ProcessEnv = process.env,
  system: readonly string[] = systemChromes,
  unpack: () => Promise<string> = unpackPackagedChromium,
): Promise<BrowserChoice> {
  if (env.CHROME_PATH) {
    if (existsSync(env.CHROME_PATH)) return { executablePath: env.CHROME_PATH, source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH is ${env.CHROME_PATH}, which does not exist. ${noBrowserMessage}`);
  }
  try {
    return { executablePath: await unpack(), source: '@sparticuz/chromium' };
  } catch (error) {
    const found = system.find((p) => existsSync(p));
    if (found) return { executablePath: found, source: 'system' };
    throw new Error(`${noBrowserMessage} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

/**
 * Unpacks the packaged Chromium once into node_modules/.cache/licensehub-chromium/<version>, and
 * reuses it. The package unpacks into the temporary folder (TMPDIR, read when it starts): here
 * that is a fresh staging folder renamed into place when complete, so an interrupted unpack or
 * another package version never leaves a half-written browser behind.
 */
async function unpackPackagedChromium(): Promise<string> {
  let pkgDir = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  while (!existsSync(join(pkgDir, 'package.json'))) pkgDir = dirname(pkgDir);
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const cache = resolve('node_modules/.cache/licensehub-chromium');
  const target = join(cache, version);
  if (existsSync(join(target, 'chromium'))) return join(target, 'chromium');
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, `.${version}-`));
  const { default: packaged } = await import('@sparticuz/chromium');
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  let unpacking: Promise<string>;
  try {
    unpacking = packaged.executablePath();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  await unpacking;
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // unpacked meanwhile by another run
  }
  return join(target, 'chromium');
}

let resolved: Promise<BrowserChoice> | undefined;
/** The browser, resolved once per process. */
export function browserChoice(): Promise<BrowserChoice> {
  resolved ??= resolveBrowser();
  return resolved;
}

export interface E2E {
  sandbox: Sandbox;
  browser: Browser;
  /** The portal's base URL, e.g. http://127.0.0.1:PORT/my-licensehub/frontend */
  app: string;
  /** A new page (tab) at this viewport, in the file's shared context unless `isolated`. */
  newPage(viewport?: { width: number; height: number }, options?: { isolated?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

let launched: Promise<Browser> | undefined;
/**
 * One browser for every test file this process runs (launching one costs more than a second on a
 * busy machine); each file has its own contexts in it, closed with the file. The browser ends with
 * the process (playwright-core kills the browsers it launched when the process exits).
 */
function processBrowser(): Promise<Browser> {
  launched ??= browserChoice().then(({ executablePath }) =>
    chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // The tabs of one site share a renderer process: a test's new tab no longer starts one
        // (about 0.25 s a tab, docs/decisions.md §Tests).
        '--process-per-site',
      ],
    }),
  );
  return launched;
}

export async function startE2E(options: Partial<SandboxOptions> = {}): Promise<E2E> {
  if (!existsSync('dist/frontend/index.html')) throw new Error('dist/frontend is missing: run `node build.mjs` first');
  // The server's log lines, searched for personal values when the file closes (no personal value in any log line).
  const logLines: string[] = [];
  const sandbox = await startSandbox({ port: 0, dataDir: 'memory://', staticDir: 'dist/frontend', log: (line) => logLines.push(line), ...options });
  const browser = await processBrowser();
  // One browser context for the whole file: its pages share the HTTP cache (the app's hashed,
  // immutable assets load once, not once per test) and nothing else the portal uses: there are
  // no cookies, and each page (tab) has its own sessionStorage. `isolated` gives a page its own context.
  const contexts: BrowserContext[] = [];
  let shared: BrowserContext | undefined;
  return {
    sandbox,
    browser,
    app: `${sandbox.url}/my-licensehub/frontend`,
    async newPage(viewport = { width: 1280, height: 900 }, { isolated = false } = {}) {
      let context: BrowserContext;
      if (isolated || !shared) {
        context = await browser.newContext({ viewport });
        contexts.push(context);
        if (!isolated) shared = context;
      } else context = shared;
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      page.on('pageerror', (error) => console.error('[page error]', error.message));
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      const leaked = personalValuesIn(logLines.join('\n'), await seedPersonalValues(sandbox.db));
      await sandbox.close();
      if (leaked.length)
        throw new Error(
          `the server's log holds personal values of the seed: ${leaked.join(', ')}: ${logLines
            .filter((l) => leaked.some((v) => l.includes(v)))
            .slice(0, 5)
            .join(' / ')}`,
        );
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Rules left out for this check only; each use says why and until when (none when undefined). */
  disableRules?: readonly string[] | undefined;
}

/**
 * Runs axe-core's default rule set (WCAG 2.0–2.2 A and AA plus best practices such as
 * heading-order and region) on the page once its transitions have ended, and fails on any violation.
 */
/** Waits for the page's h1 (named `name`, when given): the page a test goes on with. */
export const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) }).waitFor();

export async function expectNoAxeViolations(page: Page, screen: string, scope: AxeScope = {}): Promise<void> {
  // Colours in the middle of a transition (a button coming back from its busy state) are not the
  // page's: let finite animations end first (a spinner's endless one is not waited for).
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations?: number } } | null }> } }).document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') stays on.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (disabled) => {
      const axe = (
        globalThis as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> };
        }
      ).axe;
      // Fluent's focus trap (tabster) leaves aria-hidden focusable sentinels around menus and
      // dialogs: a known false positive of aria-hidden-focus (microsoft/tabster#288), so they are
      // left out of the audit. Everything else on the page is audited.
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const result = await axe.run({ exclude: [['[data-tabster-dummy]']] }, { rules });
      return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
    },
    [...(scope.disableRules ?? [])],
  );
  assert.equal(violations, [], `axe-core violations on ${screen}: ${JSON.stringify(violations, null, 2)}`);
  await expectPlainWords(page, screen);
}

/**
 * The screen's visible text has none of the internal words of internal-words.ts, and no text is
 * turned into Title Case by CSS (a button reads as written, in sentence case).
 */
export async function expectPlainWords(page: Page, screen: string): Promise<void> {
  const { text, capitalized, landmarks } = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          body: { innerText: string };
          querySelectorAll(s: string): ArrayLike<{ textContent: string | null; getAttribute(name: string): string | null }>;
          getElementById(id: string): { textContent: string | null } | null;
        };
      }
    ).document;
    const landmarkSelector =
      'nav, main, aside, header, footer, section[aria-label], section[aria-labelledby], form[aria-label], [role="region"], [role="navigation"]';

    const style = (globalThis as unknown as { getComputedStyle(el: unknown): { textTransform: string } }).getComputedStyle;
    const all = Array.from(doc.querySelectorAll('body *'));
    return {
      text: doc.body.innerText,
      capitalized: all.filter((el) => style(el).textTransform === 'capitalize').map((el) => (el.textContent ?? '').trim()),
      // Inline, not a named helper: the page gets this function's source, without the runner's helpers.
      landmarks: Array.from(doc.querySelectorAll(landmarkSelector))
        .map(
          (el) =>
            el.getAttribute('aria-label') ??
            (el.getAttribute('aria-labelledby') ?? '')
              .split(' ')
              .map((id) => doc.getElementById(id)?.textContent ?? '')
              .join(' '),
        )
        .filter((name) => name !== ''),
    };
  });
  const known = KNOWN_EXCEPTIONS[screen] ?? [];
  const found = internalWordsIn(text).filter((f) => !known.includes(f.rule));
  assert.equal(found, [], `internal words on ${screen}: ${JSON.stringify(found)}`);
  assert.equal([...new Set(capitalized)], [], `text turned into Title Case by CSS on ${screen}`);
  assert.equal(internalLandmarkNames(landmarks), [], `landmarks named in the portal's words on ${screen}`);
}
