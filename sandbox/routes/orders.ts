/**
 * Order history (docs/portal.md §Order history, §Calls, §Limits): the licensee's orders newest first (the portal pages them by 5),
 * one order's detail, and its two PDFs as attachments named for the order and kind.
 */
import { orderDetail, orderSummaries } from '../domain/orders';
import { orderFileName, orderPdf, reportPdf } from '../domain/order-pdf';
import { documentLicensee, keptReport, PDB_REPORT_PRODUCT } from '../domain/pdb-report-content';
import { notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';

export const orderRoutes: RouteModule = (api, { db, now }) => {
  api.get('/orders.json', async (c) => c.json({ orderSummaries: await orderSummaries(db, c.get('licenseeId')) }));

  api.get(`/orders/:orderCode${ID_JSON}`, async (c) => {
    const order = await orderDetail(db, c.get('licenseeId'), jsonParam(c, 'orderCode'));
    if (!order) return notFound(c, ['Order not found']);
    const { fees: _fees, ...detail } = order;
    return c.json(detail);
  });

  // A paid detail report as sold: the one kept with the order at payment.
  api.get('/orders/:orderCode/pdb-report.json', async (c) => {
    const order = await orderDetail(db, c.get('licenseeId'), c.req.param('orderCode'));
    const report = order ? await keptReport(db, order.orderCode) : undefined;
    if (!report) return notFound(c, ['No report with this order']);
    return c.json(report);
  });

  api.get('/orders/:orderCode/pdb-report.pdf', async (c) => {
    const order = await orderDetail(db, c.get('licenseeId'), c.req.param('orderCode'));
    const report = order ? await keptReport(db, order.orderCode) : undefined;
    if (!order || !report) return notFound(c, ['No report with this order']);
    const bytes = await reportPdf(order.orderCode, report, now());
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderFileName(order.orderCode, 'report')}"`,
    });
  });

  for (const kind of ['view', 'receipt'] as const) {
    api.get(`/orders/:orderCode/pdf-${kind}.pdf`, async (c) => {
      const order = await orderDetail(db, c.get('licenseeId'), c.req.param('orderCode'));
      if (!order) return notFound(c, ['Order not found']);
      // A detail report's order details are the report, once it is complete (paid): the one kept with the order, as of its purchase.
      const complete = order.product === PDB_REPORT_PRODUCT && order.transactions.some((t) => t.transactionResult === 'COMPLETE');
      const report = complete ? await keptReport(db, order.orderCode) : undefined;
      const bytes = await orderPdf(order, kind, now(), await documentLicensee(db, c.get('licenseeId')), report);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${orderFileName(order.orderCode, kind)}"`,
      });
    });
  }
};
