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

/** POST /pdb-report-status.json answer once the report is ready (404 while it is not). */
export const PdbReportStatus = struct('PdbReportStatus', { flowId: t.string, status: t.string }, { orderCode: t.string });
export type PdbReportStatus = t.TypeOf<typeof PdbReportStatus>;
