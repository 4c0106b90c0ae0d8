/**
 * orders list|show|pdf. The list loads a page through the core (loadOrderPage: newest first, 5
 * per page, the page beyond the last clamped, the page's details fetched by the core workers, up
 * to 5 at once) and shows each order through the screen's view (orderDetailView): an archived
 * order or a failed detail has no details.
 */
import { orderRecord } from '../output/portal-records';
import { writeFile } from 'node:fs/promises';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { DomainFailure, notFound } from '../../core/errors';
import type { OrderDetail, OrderDocumentKind } from '../../core/model/orders';
import { formatDateTimeWithZone, formatFee, codeWords } from '../../core/rules/format';
import { DETAILS_UNAVAILABLE, orderPageView, type OrderRow } from '../../core/use-cases/orders/order-availability';
import { orderTypeWords } from '../../core/use-cases/orders/order-words';
import { loadOrderPage, orderPortsOf, type LoadedOrderPage } from '../../core/use-cases/orders/use-case';
import { parseCode, parsePositiveInt } from '../args';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { failed, usage } from '../exit';
import { topCommand } from './index';
import { renderFields, renderTable } from '../output/table';

const joinOf = (detail: OrderDetail | undefined, pick: (t: OrderDetail['transactions'][number]) => string | undefined): string =>
  detail ? [...new Set(detail.transactions.map(pick).filter((v): v is string => !!v))].join(', ') : '';

async function list(ctx: CliContext, page: number): Promise<void> {
  const { api } = await ctx.services();
  let shown: LoadedOrderPage;
  try {
    shown = await loadOrderPage(orderPortsOf(api), page);
  } catch (failure) {
    throw failure instanceof DomainFailure ? domainFailure(ctx, failure.error) : failure;
  }
  const { total } = shown;
  // The core shows the last page for one beyond it, as the screen does; a command asked for that page.
  if (page > Math.max(shown.pages, 1)) throw usage(`--page ${page}: there ${shown.pages === 1 ? 'is 1 page' : `are ${shown.pages} pages`} (${total} orders)`);
  const rows = shown.rows.map(({ summary, view }: OrderRow) => {
    // The screen's rule: an archived order, or one whose detail failed, shows no detail.
    const detail = view.kind === 'AVAILABLE' ? view.detail : undefined;
    return {
      orderCode: summary.orderCode,
      date: summary.orderDate,
      total: formatFee(summary.orderTotal),
      detailsAvailable: detail !== undefined,
      state: joinOf(detail, (t) => t.applicationState),
      licenseClass: joinOf(detail, (t) => t.licenseClassName),
      status: detail ? joinOf(detail, (t) => codeWords(t.transactionResult)) : DETAILS_UNAVAILABLE,
      product: detail ? orderTypeWords(detail.product) : '',
      licenseNumber: joinOf(detail, (t) => t.licenseNumber),
      linesOfAuthority: [...new Set((detail?.transactions ?? []).flatMap((t) => t.loas))],
    };
  });
  ctx.out.result({ page: shown.page, pages: shown.pages, total, orders: rows }, (fit) =>
    total === 0
      ? 'No orders.\n'
      : renderTable(
          [
            { header: 'Order #', value: (r) => r.orderCode },
            { header: 'Date', value: (r) => formatDateTimeWithZone(r.date) },
            { header: 'State', value: (r) => r.state },
            { header: 'License Class', value: (r) => r.licenseClass },
            { header: 'Status', value: (r) => r.status },
            { header: 'Type', value: (r) => r.product },
            { header: 'License #', value: (r) => r.licenseNumber },
            { header: 'Lines of authority', value: (r) => r.linesOfAuthority.join(', ') },
            { header: 'Total', value: (r) => r.total },
          ],
          rows,
          fit,
        ) + `Page ${shown.page} of ${shown.pages} (${total} orders)\n`,
  );
}

async function show(ctx: CliContext, orderCode: string): Promise<void> {
  const { api } = await ctx.services();
  const list = await call(ctx, api.orders());
  // The screen's rule: an order not in the licensee's list is not found (docs/portal.md §Order history).
  if (orderPageView(list.orderSummaries, orderCode, { status: 'LOADING' }).kind === 'NOT_FOUND')
    throw domainFailure(ctx, notFound(`Order ${orderCode} was not found.`));
  const loaded = await call(ctx, api.order(orderCode));
  // The order page's rule: an archived order shows its summary and no transactions.
  const view = orderPageView(list.orderSummaries, orderCode, { status: 'SUCCESS', detail: loaded });
  if (view.kind === 'NOT_FOUND') throw domainFailure(ctx, notFound(`Order ${orderCode} was not found.`));
  const available = view.kind === 'AVAILABLE';
  const detail = available ? loaded : { ...loaded, transactions: [] };
  const summary = { orderCode: detail.orderCode, orderDate: detail.orderDate, orderTotal: detail.orderTotal };
  ctx.out.result(
    { ...orderRecord(summary, available ? detail : undefined), product: orderTypeWords(detail.product) },
    () =>
      renderFields([
        ['Order #', detail.orderCode],
        ['Date', formatDateTimeWithZone(detail.orderDate)],
        ['Product', orderTypeWords(detail.product)],
        ['Total', formatFee(detail.orderTotal)],
      ]) +
      (!available
        ? `\n${DETAILS_UNAVAILABLE}\n`
        : detail.transactions.length
          ? '\n' +
            renderTable(
              [
                { header: 'State', value: (t) => t.applicationState },
                { header: 'License Class', value: (t) => t.licenseClassName ?? '' },
                { header: 'Status', value: (t) => codeWords(t.transactionResult) },
                { header: 'License #', value: (t) => t.licenseNumber ?? '' },
                { header: 'LOAs', value: (t) => t.loas.join(', ') },
                { header: 'Messages', value: (t) => t.stateMessages.map((m) => `${m.actionRequired ? 'Action required: ' : ''}${m.reason}`).join('; ') },
              ],
              detail.transactions,
            )
          : ''),
  );
}

interface PdfOptions {
  kind: OrderDocumentKind;
  out?: string;
  force?: boolean;
}

/** Why a PDF is not written on a terminal. */
const BINARY_ON_TERMINAL =
  'standard output is a terminal: --out - writes the PDF to a pipe or a file (licensehub orders pdf … --out - > order.pdf), or give --out a path';

async function pdf(ctx: CliContext, orderCode: string, o: PdfOptions): Promise<void> {
  const { kind, out } = o;
  if (out === '') throw usage('--out needs a path, or - for standard output');
  if (out === '-' && ctx.out.json) throw usage('--out - writes the PDF on standard output, where --json writes its document: give one');
  // A PDF's bytes on a terminal are noise and may be read as its control sequences: a file, or a pipe.
  if (out === '-' && ctx.io.stdout.isTTY) throw usage(BINARY_ON_TERMINAL);
  const { api } = await ctx.services();
  const doc = await call(ctx, api.orderDocument(orderCode, kind));
  if (doc.bytes.length === 0) throw failed(`the ${kind} document of ${orderCode} is empty`);
  if (out === '-') {
    ctx.io.stdout.write(doc.bytes);
    return;
  }
  // --out may name a folder (the file keeps the registry's name) or the file itself.
  const isDir =
    out !== undefined &&
    (await stat(out).then(
      (s) => s.isDirectory(),
      () => false,
    ));
  const path = out === undefined ? doc.fileName : isDir ? join(out, doc.fileName) : out;
  try {
    await writeFile(path, doc.bytes, { flag: o.force ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw usage(`${path} exists: add --force to replace it, or choose another --out`);
    throw e;
  }
  ctx.out.result(
    { orderCode, kind, path, fileName: doc.fileName, contentType: doc.contentType, bytes: doc.bytes.length },
    () => `Saved ${path} (${doc.bytes.length} bytes)\n`,
  );
}

export function registerOrders(program: Command, contextFor: ContextFor): void {
  const orders = topCommand(program, 'orders');
  orders
    .command('list')
    .description('orders, newest first, 5 per page')
    .option('--page <n>', 'page number (a page beyond the last is refused)', parsePositiveInt, 1)
    .action(async (o: { page: number }, command: Command) => list(contextFor(command), o.page));
  orders
    .command('show')
    .description('the detail of one order')
    .argument('<orderCode>', 'order number', parseCode)
    .action(async (code: string, _o: unknown, command: Command) => show(contextFor(command), code));
  orders
    .command('pdf')
    .description('download the order details (view) or the receipt as PDF')
    .argument('<orderCode>', 'order number', parseCode)
    .addOption(new Option('--kind <kind>', 'which document (report: a paid detail report on its own)').choices(['view', 'receipt', 'report']).default('view'))
    .option('--out <path>', "file or folder to write (default: the registry's file name in the current folder); - for standard output")
    .option('--force', 'replace a file that exists')
    .action(async (code: string, o: PdfOptions, command: Command) => pdf(contextFor(command), code, o));
}
