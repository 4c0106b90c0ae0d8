/**
 * The PDB report info page's facts (docs/portal.md §PDB report): the licensee's resident
 * states, the price, and how recent the report's demographics, licensing and appointments data
 * are. A view shared by the drivers: the browser page and `licensehub pdb-report metadata`.
 */
import type { PdbReportMetadata } from '../../model/pdb-report';
import { formatDate, formatFee } from '../../rules/format';

export interface Fact {
  readonly term: string;
  readonly value: string;
}

export const NO_RESIDENT_STATES = 'None on file';

/** `stateName` turns a code into its name (the states reference list); unknown codes stay codes. */
export function pdbReportFacts(m: PdbReportMetadata, stateName: (code: string) => string | undefined = () => undefined): Fact[] {
  const dated = (term: string, date: string | undefined): Fact[] => (date ? [{ term, value: formatDate(date) }] : []);
  return [
    { term: 'Resident states', value: m.residentStates.length ? m.residentStates.map((code) => stateName(code) ?? code).join(', ') : NO_RESIDENT_STATES },
    { term: 'Price', value: formatFee(m.price) },
    ...dated('Demographics data as of', m.demographicsDate),
    ...dated('Licensing data as of', m.licensingDate),
    ...dated('Appointments data as of', m.appointmentsDate),
  ];
}
