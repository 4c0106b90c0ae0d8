import * as t from 'io-ts';
import { struct } from './codec';

/** GET /pdb-report-metadata.json */
export const PdbReportMetadata = struct(
  'PdbReportMetadata',
  { residentStates: t.array(t.string), price: t.string },
  {
    demographicsDate: t.string,
    licensingDate: t.string,
    appointmentsDate: t.string,
  },
);
export type PdbReportMetadata = t.TypeOf<typeof PdbReportMetadata>;

/** GET /flows/reports.json, PUT /flows.json, PUT …/start.json: a new flow's id. */
export const FlowCreated = t.type({ flowId: t.string }, 'FlowCreated');
export type FlowCreated = t.TypeOf<typeof FlowCreated>;

/**
 * POST /pdb-report-status.json answer once the report is ready (404 while it is not; 410 with
 * `errors` when the registry has no such report for the licensee: an unknown flow or another's).
 */
export const PdbReportStatus = struct('PdbReportStatus', { flowId: t.string, status: t.string }, { orderCode: t.string });
export type PdbReportStatus = t.TypeOf<typeof PdbReportStatus>;

/** The status of POST /pdb-report-status.json for a report the licensee does not have: asking again will not help. */
export const PDB_REPORT_GONE_STATUS = 410;

/** What a person reads when the registry has no such report for them (an unknown flow, or another licensee's). */
export const PDB_REPORT_NOT_FOUND = 'We could not find this report. Please start a new PDB detail report from the User Menu.';

/**
 * GET /orders/{orderCode}/pdb-report.json: a paid detail report as sold, kept with its order as
 * the registry held the licensee's data at the purchase (`asOf`, ISO 8601): demographics, each
 * license with its lines of authority, and the appointments.
 */
export const PdbReport = t.type(
  {
    asOf: t.string,
    name: t.string,
    identifier: t.string,
    demographics: struct('PdbReportDemographics', {}, { address: t.string, email: t.string, phone: t.string }),
    licenses: t.array(
      struct(
        'PdbReportLicense',
        { state: t.string, number: t.string, className: t.string, residency: t.string, status: t.string, loas: t.array(t.string) },
        { expires: t.string },
      ),
    ),
    appointments: t.array(t.type({ state: t.string, company: t.string, lineOfAuthority: t.string, since: t.string }, 'PdbReportAppointment')),
  },
  'PdbReport',
);
export type PdbReport = t.TypeOf<typeof PdbReport>;
