/**
 * Signing out. The browser navigates to the logout page (docs/decisions.md §Names and paths) and cannot attach its
 * bearer token to a navigation, so the portal first calls POST {api}/logout.json with the token
 * (revoked, 204; idempotent, so an already-invalid token also gets 204), then goes to the page.
 * The page revokes too when a bearer does arrive (a script or a proxy may send one).
 */
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { bearerToken, type TokenService } from '../auth/tokens';
import { PAGES_CSS_PATH } from '../pages/layout';

async function revokeFromHeader(tokens: TokenService, header: string | undefined): Promise<void> {
  const token = bearerToken(header);
  const session = token ? await tokens.verify(token) : null;
  if (session) await tokens.revoke(session.sessionId);
}

export function logoutApiRoutes(pub: Hono, tokens: TokenService): void {
  pub.post('/logout.json', async (c) => {
    await revokeFromHeader(tokens, c.req.header('authorization'));
    return c.body(null, 204);
  });
}

export function logoutPage(app: Hono, tokens: TokenService, identifyUrl: string): void {
  app.get('/my-licensehub/logout', async (c) => {
    await revokeFromHeader(tokens, c.req.header('authorization'));
    const sso = c.req.query('preserveSso') === 'true';
    const note = sso
      ? html`<p>Your session ended, so you were signed out of LicenseHub. Other services you signed in to stay signed in.</p>`
      : html`<p>For your security, close this browser window if you are on a shared computer.</p>`;
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Signed out - LicenseHub</title>
            <link rel="stylesheet" href="${PAGES_CSS_PATH}" />
          </head>
          <body>
            <main>
              <h1>You have signed out of LicenseHub</h1>
              ${note}
              <p>To continue, identify yourself again.</p>
              <p><a class="button" href="${identifyUrl}">Sign in again</a></p>
            </main>
          </body>
        </html>`,
    );
  });
}
