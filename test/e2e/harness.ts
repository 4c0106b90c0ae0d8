/**
 * End-to-end harness: the sandbox server (from source, in this process, on a free port, with an
 * in-memory database) serving the built UI, and the machine's Chromium driven by playwright-core.
 * `npm test` builds the UI before this stage runs.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as assert from 'uvu/assert';
import { startSandbox } from '../../sandbox/server';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type SandboxOptions = Parameters<typeof startSandbox>[0];

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error('No Chromium found for the end-to-end tests. Install it with `apt-get install chromium` (Debian package "chromium"), or set CHROME_PATH.');
  }
  return found;
}

export interface E2E {
  sandbox: Sandbox;
  browser: Browser;
  /** The portal's base URL, e.g. http://127.0.0.1:PORT/my-licensehub/frontend */
  app: string;
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2E(options: Partial<SandboxOptions> = {}): Promise<E2E> {
  if (!existsSync('dist/frontend/index.html')) throw new Error('dist/frontend is missing: run `node build.mjs` first');
  const sandbox = await startSandbox({ port: 0, dataDir: 'memory://', staticDir: 'dist/frontend', ...options });
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const contexts: BrowserContext[] = [];
  return {
    sandbox,
    browser,
    app: `${sandbox.url}/my-licensehub/frontend`,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('[page error]', error.message));
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await sandbox.close();
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Rules left out for this check only; each use says why and until when. */
  disableRules?: readonly string[];
}

/**
 * Runs axe-core's default rule set (WCAG 2.0–2.2 A and AA plus best practices such as
 * heading-order and region) on the page as it is now and fails on any violation.
 */
export async function expectNoAxeViolations(page: Page, screen: string, scope: AxeScope = {}): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (disabled) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    // Fluent's focus trap (tabster) leaves aria-hidden focusable sentinels around menus and
    // dialogs: a known false positive of aria-hidden-focus (microsoft/tabster#288), so they are
    // left out of the audit. Everything else on the page is audited.
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const result = await axe.run({ exclude: [['[data-tabster-dummy]']] }, { rules });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, [...(scope.disableRules ?? [])]);
  assert.equal(violations, [], `axe-core violations on ${screen}: ${JSON.stringify(violations, null, 2)}`);
}
