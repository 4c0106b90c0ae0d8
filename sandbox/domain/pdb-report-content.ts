/**
 * What a producer database detail report holds, as sold (docs/portal.md §PDB report): the
 * licensee's demographics (name, identifier, address, email, phone), each license the registry
 * holds for them with its class, residency, status, dates and lines of authority, and their
 * appointments. It is read once, when the report is paid, and kept with the order
 * (`orders.report`): the report shows the registry as it was at the purchase, however late it is
 * printed.
 */
import type { Db } from '../db/db';
import type { ContactRow } from './contacts';

export interface ReportLicense {
  readonly state: string;
  readonly number: string;
  readonly className: string;
  readonly residency: string;
  readonly status: string;
  readonly expires?: string;
  readonly loas: readonly string[];
}

export interface ReportAppointment {
  readonly state: string;
  readonly company: string;
  readonly lineOfAuthority: string;
  /** MM/DD/YYYY. */
  readonly since: string;
}

export interface PdbReportContent {
  /** When the registry's data was read: the purchase (ISO 8601). */
  readonly asOf: string;
  readonly name: string;
  /** "NPN 1000001" or "FEIN 12-3456789". */
  readonly identifier: string;
  readonly demographics: { readonly address?: string; readonly email?: string; readonly phone?: string };
  readonly licenses: readonly ReportLicense[];
  readonly appointments: readonly ReportAppointment[];
}

/** The product name a detail report's orders carry. */
export const PDB_REPORT_PRODUCT = 'PDB Detail Report';

/** Who a document is for: the licensee's name and their number ("NPN 1000001", "FEIN 12-3456789"). */
export interface DocumentLicensee {
  readonly name: string;
  readonly identifier: string;
}

export async function documentLicensee(db: Db, licenseeId: string): Promise<DocumentLicensee | undefined> {
  const [who] = await db.query<{ first_name: string | null; last_name: string | null; company_name: string | null; npn: string | null; fein: string | null }>(
    'SELECT first_name, last_name, company_name, npn, fein FROM licensees WHERE id = $1',
    [licenseeId],
  );
  if (!who) return undefined;
  return {
    name: who.company_name ?? [who.first_name, who.last_name].filter(Boolean).join(' '),
    identifier: who.npn ? `NPN ${who.npn}` : `FEIN ${who.fein ?? ''}`,
  };
}

/** The report as the registry holds the licensee's data now (`at`): what Pay keeps with the order. */
export async function pdbReportContent(db: Db, licenseeId: string, at: Date): Promise<PdbReportContent | undefined> {
  const who = await documentLicensee(db, licenseeId);
  if (!who) return undefined;
  const rows = await db.query<{
    id: string;
    state: string;
    license_number: string;
    license_class_name: string;
    license_residency: string;
    status: string;
    expires: string | null;
  }>(
    `SELECT l.id, s.display_name AS state, l.license_number, l.license_class_name, l.license_residency, l.status,
            to_char(l.expiration_date, 'MM/DD/YYYY') AS expires
       FROM licenses l JOIN states s ON s.state_code = l.jurisdiction_code
      WHERE l.licensee_id = $1 ORDER BY s.display_name, l.license_number`,
    [licenseeId],
  );
  const loas = await db.query<{ license_id: string; loa_name: string }>(
    `SELECT a.license_id, a.loa_name FROM license_loas a JOIN licenses l ON l.id = a.license_id
      WHERE l.licensee_id = $1 AND a.active ORDER BY a.sort_order`,
    [licenseeId],
  );
  const [contact] = await db.query<Omit<ContactRow, 'fax'>>(
    'SELECT address_line1, address_line2, city, state, postal_code, email, phone FROM licensee_contacts WHERE licensee_id = $1',
    [licenseeId],
  );
  const appointments = await db.query<{ state: string; company_name: string; line_of_authority: string; since: string }>(
    `SELECT s.display_name AS state, a.company_name, a.line_of_authority, to_char(a.appointed_on, 'MM/DD/YYYY') AS since
       FROM appointments a JOIN states s ON s.state_code = a.state_code
      WHERE a.licensee_id = $1 ORDER BY s.display_name, a.appointed_on, a.company_name`,
    [licenseeId],
  );
  return {
    asOf: at.toISOString(),
    ...who,
    demographics: contact
      ? {
          address: [contact.address_line1, contact.address_line2, contact.city, contact.state, contact.postal_code].filter(Boolean).join(', '),
          email: contact.email,
          phone: contact.phone,
        }
      : {},
    licenses: rows.map((r) => ({
      state: r.state,
      number: r.license_number,
      className: r.license_class_name,
      residency: r.license_residency === 'RESIDENT' ? 'Resident' : r.license_residency === 'NONRESIDENT' ? 'Nonresident' : 'Not given',
      status: r.status.charAt(0) + r.status.slice(1).toLowerCase(),
      ...(r.expires ? { expires: r.expires } : {}),
      loas: loas.filter((a) => a.license_id === r.id).map((a) => a.loa_name),
    })),
    appointments: appointments.map((a) => ({ state: a.state, company: a.company_name, lineOfAuthority: a.line_of_authority, since: a.since })),
  };
}

/** The report kept with an order when it was paid; undefined for any other order. */
export async function keptReport(db: Db, orderCode: string): Promise<PdbReportContent | undefined> {
  const [row] = await db.query<{ report: PdbReportContent | null }>('SELECT report FROM orders WHERE order_code = $1', [orderCode]);
  return row?.report ?? undefined;
}
