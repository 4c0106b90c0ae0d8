/**
 * The sandbox's own 404 page, for paths outside the frontend (the frontend shows its own): the
 * texts of the portal's 404 page, with links to LicenseHub home and to the provider's homepage.
 * The provider homepage is the deployment's configuration value: `providerHomepage` of the
 * config.json served next to the built frontend, read when the page is shown (a deployment
 * replaces that file without restarting); without a readable config.json the link is left out.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { RuntimeConfig } from '../../core/model/config';
import { APP_BASE } from '../paths';

export const NOT_FOUND_TITLE = '404 - Not Found';
export const NOT_FOUND_TEXT = 'We were not able to find the page you requested.';

/** The provider homepage of the config.json in `staticDir`, if there is a valid one. */
export async function providerHomepageOf(staticDir: string): Promise<string | undefined> {
  try {
    const config = RuntimeConfig.decode(JSON.parse(await readFile(join(staticDir, 'config.json'), 'utf8')));
    return config._tag === 'Right' ? config.right.providerHomepage : undefined;
  } catch {
    return undefined;
  }
}

export async function notFoundPage(c: Context, staticDir: string) {
  const provider = await providerHomepageOf(staticDir);
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>${NOT_FOUND_TITLE} - LicenseHub</title>
        </head>
        <body>
          <main>
            <h1>${NOT_FOUND_TITLE}</h1>
            <p>${NOT_FOUND_TEXT}</p>
            <ul>
              <li><a href="${APP_BASE}">LicenseHub home</a></li>
              ${provider ? html`<li><a href="${provider}">The provider's homepage</a></li>` : ''}
            </ul>
          </main>
        </body>
      </html>`,
    404,
  );
}
