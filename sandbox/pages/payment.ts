/**
 * The external payment pages (docs/decisions.md §Names and paths): /my-licensehub/payment/{flowId}.htm and, for a
 * detail report, /my-licensehub/payment/detail-report/{flowId}.htm. An honest simulation: it
 * shows what is paid (the flow's items and total) with Pay and Cancel, as plain forms posting to
 * the same address. Pay writes the order (one transaction) and returns to the portal's
 * confirmation of that order; Cancel returns to the portal's payment-error page. A flow its
 * journey does not let pay yet is refused (409, a page that says what is missing and links back:
 * domain/payment-gate.ts), and so is a Pay sent from another site (403).
 * These pages are reached by browser navigation, without the portal's bearer header: they need
 * the flow owner's session through the payment cookie (payment-access.ts).
 */
import type { Context, Hono } from 'hono';
import type { Db } from '../db/db';
import { findFlowById, type FlowRow } from '../domain/flows';
import { resumeRoute, submitterRoute } from './resume-flow';
import { paymentBlock, type PaymentBlock } from '../domain/payment-gate';
import { formatCents } from '../domain/money';
import { createOrder, writingOrders } from '../domain/orders';
import { paymentLines } from '../domain/payment-items';
import { pdbReportContent } from '../domain/pdb-report-content';
import { html } from 'hono/html';
import { page, type Html } from './layout';
import { notSentFromOwnPage, payingLicensee, sentFromOwnPage, signInToPay } from './payment-access';
import { productWords } from '../domain/product-words';

export const ORDER_HISTORY_URL = '/my-licensehub/frontend/order-history';
/** Where Pay returns to: the portal's confirmation of the order it made. */
export const confirmationUrl = (orderCode: string): string => `${ORDER_HISTORY_URL}/${encodeURIComponent(orderCode)}/confirmation`;
export const PAYMENT_ERROR_URL = '/my-licensehub/frontend/payment-error';
const MAX_FORM_BYTES = 4096;

/** The portal page where the flow's submitter is given: a registry takes no payment for a flow nobody submits. */
const submitterPageOf = (flow: FlowRow): string => `/my-licensehub/frontend${submitterRoute(flow.product_type, flow.id)}`;

/** What each missing part is called on the page, and where in the portal it is done. */
const BLOCKS: Record<PaymentBlock, { says: string; link: string; where: (flow: FlowRow) => string }> = {
  submitter: {
    says: 'Nobody has said who is submitting this application yet, so it cannot be paid.',
    link: 'Say who is submitting in LicenseHub',
    where: submitterPageOf,
  },
  answers: {
    says: 'Some answers of this application are missing or not valid, so it cannot be paid.',
    link: 'Check your answers in LicenseHub',
    where: (flow) => resumeRoute(flow.product_type, flow.id),
  },
  name: {
    says: 'No new name has been requested yet, so this name change cannot be paid.',
    link: 'Request the new name in LicenseHub',
    where: (flow) => resumeRoute(flow.product_type, flow.id),
  },
};

/** A flow its journey does not let pay yet: the page says what is missing and links back, and nothing is paid. */
const notReadyPage = (c: Context, flow: FlowRow, block: PaymentBlock) =>
  c.html(
    page(
      'This payment is not ready',
      html`<p>${BLOCKS[block].says}</p>
        <p><a class="button" href="${BLOCKS[block].where(flow)}">${BLOCKS[block].link}</a></p>`,
    ),
    409,
  );

const notFoundPage = (c: Context) =>
  c.html(page('Payment not found', html`<p>We could not find this payment. Return to <a href="/my-licensehub/frontend/">LicenseHub</a>.</p>`), 404);

async function productName(db: Db, productType: string): Promise<string> {
  const [p] = await db.query<{ display_name: string }>('SELECT display_name FROM product_settings WHERE product_type = $1', [productType]);
  return p?.display_name ?? productType;
}

async function renderPayment(db: Db, flow: FlowRow): Promise<Html> {
  const name = productWords(flow.product_type);
  if (flow.status === 'PAID') {
    return page(
      'Payment received',
      html`<p>This ${name} has already been paid.</p>
        <p><a class="button" href="${ORDER_HISTORY_URL}">View order history</a></p>`,
    );
  }
  const lines = await paymentLines(db, flow);
  const total = lines.reduce((a, l) => a + l.stateFeeCents + l.registryFeeCents, 0);
  const rows = lines.map(
    (l) =>
      html`<tr>
        <td>${l.description}</td>
        <td class="amount">$${formatCents(l.stateFeeCents)}</td>
        <td class="amount">$${formatCents(l.registryFeeCents)}</td>
      </tr> `,
  );
  return page(
    `Pay for your ${name}`,
    html`<p class="note">This is the LicenseHub sandbox's payment page: no card is charged.</p>
      <table>
        <caption>
          Items to pay
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" class="amount">State fee</th>
            <th scope="col" class="amount">LicenseHub fee</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
          <tr class="total">
            <td colspan="2">Total</td>
            <td class="amount">$${formatCents(total)}</td>
          </tr>
        </tbody>
      </table>
      <div class="actions">
        <form method="post"><button class="primary" type="submit" name="action" value="pay">Pay $${formatCents(total)}</button></form>
        <form method="post"><button class="secondary" type="submit" name="action" value="cancel">Cancel</button></form>
      </div>`,
  );
}

async function readAction(c: Context): Promise<string | undefined> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES) return undefined;
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return undefined;
  return new URLSearchParams(text).get('action') ?? undefined;
}

export function paymentPages(app: Hono, deps: { db: Db; now: () => Date }): void {
  const { db, now } = deps;
  const id = (c: Context) => (c.req.param('file') ?? '').replace(/\.htm$/, '');
  const routes = [
    { path: '/my-licensehub/payment/detail-report/:file{[A-Za-z0-9-]+\\.htm}', report: true },
    { path: '/my-licensehub/payment/:file{[A-Za-z0-9-]+\\.htm}', report: false },
  ];
  for (const { path, report } of routes) {
    const lookup = async (c: Context) => {
      const flow = await findFlowById(db, id(c));
      // Only the owner's flow: another licensee's is not found, as an unknown one.
      return flow && (flow.product_type === 'PDB_DETAIL_REPORT') === report && flow.licensee_id === (await payingLicensee(c, db, now())) ? flow : undefined;
    };

    app.get(path, async (c) => {
      if (!(await payingLicensee(c, db, now()))) return signInToPay(c);
      const flow = await lookup(c);
      if (!flow) return notFoundPage(c);
      const block = await paymentBlock(db, flow);
      if (block) return notReadyPage(c, flow, block);
      return c.html(await renderPayment(db, flow));
    });

    app.post(path, async (c) => {
      if (!sentFromOwnPage(c)) return notSentFromOwnPage(c);
      if (!(await payingLicensee(c, db, now()))) return signInToPay(c);
      const flow = await lookup(c);
      if (!flow) return notFoundPage(c);
      const action = await readAction(c);
      if (action === 'cancel') return c.redirect(PAYMENT_ERROR_URL, 303);
      if (action !== 'pay') return c.html(page('Payment not understood', html`<p>Choose Pay or Cancel.</p>`), 400);
      const block = await paymentBlock(db, flow);
      if (block) return notReadyPage(c, flow, block);
      const lines = await paymentLines(db, flow);
      const product = await productName(db, flow.product_type);
      await writingOrders(db, flow.licensee_id, async (tx) => {
        // Only the first Pay of a flow makes an order: a double submit changes nothing.
        const claimed = await tx.query("UPDATE flows SET status = 'PAID', updated_at = $2 WHERE id = $1 AND status = 'IN_PROGRESS' RETURNING id", [
          flow.id,
          now(),
        ]);
        if (claimed.length === 0) return;
        const at = now();
        // A detail report is delivered as of its purchase: the registry's data read now is kept with the order.
        const report = flow.product_type === 'PDB_DETAIL_REPORT' ? await pdbReportContent(tx, flow.licensee_id, at) : undefined;
        await createOrder(tx, { licenseeId: flow.licensee_id, flowId: flow.id, product, at, transactions: lines, ...(report ? { report } : {}) });
      });
      const [paid] = await db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flow.id]);
      return c.redirect(paid ? confirmationUrl(paid.order_code) : ORDER_HISTORY_URL, 303);
    });
  }
}
