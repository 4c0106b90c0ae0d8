/**
 * Who may see and pay a flow on the payment pages, and resume it on flow.htm: the flow's owner,
 * in a live session.
 *
 * The browser reaches the payment pages by navigation, which carries no bearer header. So the
 * sandbox hands the browser a session cookie for those pages alone, whenever it hands out a
 * token (identify, and every refreshed token: the sliding session): its value is the session's
 * id (the token's random jti), HttpOnly, SameSite=Strict (another site's form cannot post Pay
 * with it) and scoped to the pages outside the portal (`/my-licensehub/`; the API ignores it). A page checks the session in the database as the API
 * checks a token: not revoked (logout ends it), and not past its expiry plus the two minutes of
 * grace; every process over the same database agrees. The portal needs no change: it navigates
 * to the payment page as before. The same cookie opens the resume page (flow.htm) to its owner.
 *
 * Pay also checks where the form was sent from, as Go's CrossOriginProtection does: a browser
 * says it in Sec-Fetch-Site (same-origin passes) or, without it, in Origin (the server's own
 * host passes); a request with neither comes from no browser, so no other site can have sent it.
 * (The pages' Referrer-Policy no-referrer makes a browser send `Origin: null`, hence Sec-Fetch-Site first.)
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { SESSION_EXPIRY_AFTER_MS } from '../../core/model/constants';
import type { Db } from '../db/db';
import { IDENTIFY_URL } from '../paths';
import { page } from './layout';

export const PAYMENT_SESSION_COOKIE = 'licensehub_payment_session';
/** The pages outside the portal the cookie is sent to: the payment pages and the resume page. */
const OUTSIDE_PAGES_PATH = '/my-licensehub/';

/** The Set-Cookie value that gives the browser the session's pass to the payment pages (sent wherever a token is handed out). */
export function paymentSessionCookie(c: Context, sessionId: string): string {
  return generateCookie(PAYMENT_SESSION_COOKIE, sessionId, {
    path: OUTSIDE_PAGES_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** The licensee whose live session the request's cookie names, if any. */
export async function payingLicensee(c: Context, db: Db, now: Date): Promise<string | undefined> {
  const sessionId = getCookie(c, PAYMENT_SESSION_COOKIE);
  if (!sessionId) return undefined;
  const [row] = await db.query<{ licensee_id: string }>('SELECT licensee_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2', [
    sessionId,
    new Date(now.getTime() - SESSION_EXPIRY_AFTER_MS),
  ]);
  return row?.licensee_id;
}

/** The page shown without a live session: sign in again, then pay from the portal. */
export const signInToPay = (c: Context) =>
  c.html(
    page(
      'Please sign in to pay',
      html`<p>Your session has ended, or this page was opened outside LicenseHub. Identify yourself again, then pay from LicenseHub.</p>
        <p><a class="button" href="${IDENTIFY_URL}">Identify yourself</a></p>`,
    ),
    401,
  );

/** Whether a form post came from this server's own pages (or from no browser at all). */
export function sentFromOwnPage(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The page shown when Pay was posted from another site: nothing is paid. */
export const notSentFromOwnPage = (c: Context) =>
  c.html(
    page(
      'This payment was not sent from LicenseHub',
      html`<p>Nothing has been paid. Open the payment from LicenseHub to pay.</p>
        <p><a class="button" href="/my-licensehub/frontend/">Go to LicenseHub</a></p>`,
    ),
    403,
  );
