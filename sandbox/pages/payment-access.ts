/**
 * Who may see and pay a flow on the payment pages: the flow's owner, in a live session.
 *
 * The browser reaches the payment pages by navigation, which carries no bearer header. So the
 * sandbox hands the browser a session cookie for those pages alone, whenever it hands out a
 * token (identify, and every refreshed token: the sliding session): its value is the session's
 * id (the token's random jti), HttpOnly, SameSite=Strict (another site's form cannot post Pay
 * with it) and scoped to the payment path. A page checks the session in the database as the API
 * checks a token: not revoked (logout ends it), and not past its expiry plus the two minutes of
 * grace; every process over the same database agrees. The portal needs no change: it navigates
 * to the payment page as before.
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { SESSION_EXPIRY_AFTER_MS } from '../../core/model/constants';
import type { Db } from '../db/db';
import { IDENTIFY_URL } from '../paths';
import { page } from './layout';

export const PAYMENT_SESSION_COOKIE = 'licensehub_payment_session';
export const PAYMENT_PATH = '/my-licensehub/payment/';

/** The Set-Cookie value that gives the browser the session's pass to the payment pages (sent wherever a token is handed out). */
export function paymentSessionCookie(c: Context, sessionId: string): string {
  return generateCookie(PAYMENT_SESSION_COOKIE, sessionId, {
    path: PAYMENT_PATH,
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
