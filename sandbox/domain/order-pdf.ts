/**
 * The order documents (docs/portal.md §Calls: "downloaded as a file named for the order and kind"): the
 * order details ("view"), the payment receipt, and a paid detail report on its own ("report"), as
 * real PDFs made with pdf-lib. The order code
 * is in the document's title and subject too, so a reader (or a test) finds it without parsing
 * page content streams.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { OrderDocumentKind } from '../../core/model/orders';
import { orderTypeWords } from '../../core/model/product-names';
import type { OrderWithFees } from './orders';
import type { DocumentLicensee, PdbReportContent } from './pdb-report-content';

/** A registry status as a licensee reads it: PENDING → "Pending", NOT_APPROVED → "Not approved". */
const statusWords = (code: string): string => {
  const text = code.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The registry's zone: the portal shows an order's time in it too (core/rules/format.ts), so both agree. */
export const REGISTRY_TIME_ZONE = 'America/Chicago';
const PARTS = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: REGISTRY_TIME_ZONE,
  timeZoneName: 'short',
});

/** "11/06/2026 9:25 AM CST": built from Intl's parts, plain ASCII (the PDF's standard font has no narrow space). */
export function orderTime(iso: string): string {
  const parts = PARTS.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(get('hour'));
  return `${get('month')}/${get('day')}/${get('year')} ${hour % 12 === 0 ? 12 : hour % 12}:${get('minute')} ${hour < 12 ? 'AM' : 'PM'} ${get('timeZoneName')}`;
}

/** The same names the portal saves the downloads under (adapters/http). */
export const orderFileName = (orderCode: string, kind: OrderDocumentKind) =>
  `${orderCode}-${kind === 'view' ? 'order-details' : kind === 'receipt' ? 'receipt' : 'pdb-report'}.pdf`;

type Line = (text: string, opts?: { size?: number; b?: boolean; indent?: number }) => void;

/** A PDF being written top to bottom, a new page when one is full. */
async function pdfWriter(title: string, subject: string, producedAt: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor('LicenseHub');
  doc.setCreationDate(producedAt);
  doc.setModificationDate(producedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  const w = { doc, y: 740 };
  const line: Line = (text, opts = {}) => {
    if (w.y < 60) {
      page = doc.addPage([612, 792]);
      w.y = 740;
    }
    page.drawText(text, { x: 56 + (opts.indent ?? 0), y: w.y, size: opts.size ?? 11, font: opts.b ? bold : font, color: rgb(0.1, 0.1, 0.2) });
    w.y -= (opts.size ?? 11) + 7;
  };
  const gap = (points: number) => {
    w.y -= points;
  };
  return { doc, line, gap };
}

/** The report's sections: demographics, licenses, appointments, as of the purchase. */
function writeReport(report: PdbReportContent, line: Line, gap: (points: number) => void): void {
  line('Producer database detail report', { size: 14, b: true });
  line(`${report.name} (${report.identifier}), as the registry held it on ${orderTime(report.asOf)}, when the report was bought`);
  gap(4);
  line('Demographics', { size: 12, b: true });
  line(`Name: ${report.name}`, { indent: 12 });
  line(report.identifier.replace(' ', ': '), { indent: 12 });
  if (report.demographics.address) line(`Address: ${report.demographics.address}`, { indent: 12 });
  if (report.demographics.email) line(`Email: ${report.demographics.email}`, { indent: 12 });
  if (report.demographics.phone) line(`Phone: ${report.demographics.phone}`, { indent: 12 });
  gap(4);
  line('Licenses', { size: 12, b: true });
  if (report.licenses.length === 0) line('The registry held no licenses for you.', { indent: 12 });
  for (const l of report.licenses) {
    gap(4);
    line(`${l.state}: ${l.className}, license ${l.number}`, { b: true, indent: 12 });
    line(`${l.residency}, ${l.status}${l.expires ? `, expires ${l.expires}` : ''}`, { indent: 28 });
    line(`Lines of authority: ${l.loas.length ? l.loas.join(', ') : 'none'}`, { indent: 28 });
  }
  gap(4);
  line('Appointments', { size: 12, b: true });
  if (report.appointments.length === 0) line('The registry held no appointments for you.', { indent: 12 });
  for (const a of report.appointments) line(`${a.state}: ${a.company}, ${a.lineOfAuthority}, since ${a.since}`, { indent: 12 });
}

/** A paid detail report on its own. */
export async function reportPdf(orderCode: string, report: PdbReportContent, producedAt: Date): Promise<Uint8Array> {
  const { doc, line, gap } = await pdfWriter(`Producer database detail report - Order ${orderCode}`, `LicenseHub order ${orderCode}`, producedAt);
  line('LicenseHub', { size: 20, b: true });
  line(`Order #: ${orderCode}`);
  gap(6);
  writeReport(report, line, gap);
  return doc.save();
}

/**
 * An order's PDF, naming the licensee it is for (name and NPN or FEIN), its product and statuses in
 * words ("Producer license", "Pending"). A
 * detail report's order details carry the report itself (`report`, kept with the order when it
 * was paid): the demographics, each license with its lines of authority, and the appointments, as
 * of the purchase.
 */
export async function orderPdf(
  order: OrderWithFees,
  kind: Exclude<OrderDocumentKind, 'report'>,
  producedAt: Date,
  licensee: DocumentLicensee | undefined,
  report?: PdbReportContent,
): Promise<Uint8Array> {
  const title = `${kind === 'view' ? 'Order details' : 'Payment receipt'} - Order ${order.orderCode}`;
  const { doc, line, gap } = await pdfWriter(title, `LicenseHub order ${order.orderCode}`, producedAt);
  line('LicenseHub', { size: 20, b: true });
  line(title, { size: 14, b: true });
  gap(6);
  if (licensee) line(`Licensee: ${licensee.name} (${licensee.identifier})`);
  line(`Order #: ${order.orderCode}`);
  line(`Order date: ${orderTime(order.orderDate)}`);
  line(`Product: ${orderTypeWords(order.product)}`);
  gap(6);
  line(kind === 'view' ? 'Items' : 'Amounts paid', { b: true });
  if (!order.isDetailAvailable) line('The line items of this order are archived; contact customer service for a copy.', { indent: 12 });
  else
    order.transactions.forEach((t, i) => {
      const what = [t.applicationState, t.licenseClassName, t.licenseNumber].filter(Boolean).join(' - ');
      line(`${i + 1}. ${what || t.applicationState}`, { indent: 12 });
      if (t.loas.length) line(`Lines of authority: ${t.loas.join(', ')}`, { indent: 28 });
      if (kind === 'view') {
        line(`Status: ${statusWords(t.transactionResult)}`, { indent: 28 });
        for (const m of t.stateMessages) line(`${m.actionRequired ? 'Action required: ' : ''}${m.reason}`, { indent: 28 });
      } else {
        // The fees are read from the same rows as the transactions, one each.
        const f = order.fees[i];
        if (f) line(`State fee: $${f.stateFee}   LicenseHub fee: $${f.registryFee}`, { indent: 28 });
        if (t.gatewayTransNum) line(`Payment reference: ${t.gatewayTransNum}`, { indent: 28 });
      }
    });
  gap(6);
  line(`Order total: $${order.orderTotal}`, { b: true, size: 12 });
  if (kind === 'view' && report) {
    gap(12);
    writeReport(report, line, gap);
  }
  return doc.save();
}
