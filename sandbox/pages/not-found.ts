/**
 * The sandbox's own 404 page, for paths outside the frontend (the frontend shows its own): the
 * texts of the portal's 404 page, with links to LicenseHub home and to the provider's homepage,
 * named as the portal names it: by the provider ("Insurance Registry home page"). The provider is
 * the deployment's configuration: `providerHomepage` and `providerName` of the config.json served
 * next to the built frontend, read when the page is shown (a deployment replaces that file
 * without restarting); without a readable config.json the link is left out.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { RuntimeConfig } from '../../core/model/config';
import { providerHomeLinkText } from '../../core/model/provider-home';
import { APP_BASE } from '../paths';

export const NOT_FOUND_TITLE = '404 - Not Found';
export const NOT_FOUND_TEXT = 'We were not able to find the page you requested.';

/** The link to the provider homepage of the config.json in `staticDir`, if there is a valid one. */
async function providerHomeOf(staticDir: string): Promise<{ href: string; text: string } | undefined> {
  try {
    const config = RuntimeConfig.decode(JSON.parse(await readFile(join(staticDir, 'config.json'), 'utf8')));
    return config._tag === 'Right' ? { href: config.right.providerHomepage, text: providerHomeLinkText(config.right) } : undefined;
  } catch {
    return undefined;
  }
}

export async function notFoundPage(c: Context, staticDir: string) {
  const provider = await providerHomeOf(staticDir);
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
              ${provider ? html`<li><a href="${provider.href}">${provider.text}</a></li>` : ''}
            </ul>
          </main>
        </body>
      </html>`,
    404,
  );
}
