/**
 * What a producer database detail report holds: who the licensee is, and each license the
 * registry holds for them with its class, residency, status, dates and lines of authority. It
 * is read when the report's order details are printed, so the report shows the registry as it
 * is at that moment.
 */
import type { Db } from '../db/db';

export interface ReportLicense {
  readonly state: string;
  readonly number: string;
  readonly className: string;
  readonly residency: string;
  readonly status: string;
  readonly expires?: string;
  readonly loas: readonly string[];
}

export interface PdbReportContent {
  readonly name: string;
  /** "NPN 1000001" or "FEIN 12-3456789". */
  readonly identifier: string;
  readonly licenses: readonly ReportLicense[];
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

export async function pdbReportContent(db: Db, licenseeId: string): Promise<PdbReportContent | undefined> {
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
  return {
    ...who,
    licenses: rows.map((r) => ({
      state: r.state,
      number: r.license_number,
      className: r.license_class_name,
      residency: r.license_residency === 'RESIDENT' ? 'Resident' : r.license_residency === 'NONRESIDENT' ? 'Nonresident' : 'Not given',
      status: r.status.charAt(0) + r.status.slice(1).toLowerCase(),
      ...(r.expires ? { expires: r.expires } : {}),
      loas: loas.filter((a) => a.license_id === r.id).map((a) => a.loa_name),
    })),
  };
}
