/**
 * A paid producer database detail report, as sold (docs/portal.md §PDB report): the words both
 * drivers show, the report page (`/order-history/{orderCode}/report`) and
 * `licensehub pdb-report show <order>`. The report is the one kept with the order at payment, so
 * it reads as of the purchase.
 */
import type { PdbReport } from '../../model/pdb-report';
import { formatDateTimeWithZone } from '../../rules/format';

export interface ReportSection {
  readonly title: string;
  /** Said when the section has nothing. */
  readonly empty: string;
  /** Each entry: a heading line and the lines under it. */
  readonly entries: readonly { readonly heading: string; readonly lines: readonly string[] }[];
}

export interface PdbReportView {
  readonly title: string;
  /** "Alice Morgan (NPN 1000001), as the registry held it on 07/14/2026 1:20 PM CDT, when you bought the report." */
  readonly lead: string;
  readonly sections: readonly ReportSection[];
}

export const PDB_REPORT_TITLE = 'Your producer database detail report';
export const READ_REPORT_LINK = 'Read your report';

export function presentPdbReport(report: PdbReport): PdbReportView {
  const d = report.demographics;
  return {
    title: PDB_REPORT_TITLE,
    lead: `${report.name} (${report.identifier}), as the registry held it on ${formatDateTimeWithZone(report.asOf)}, when you bought the report.`,
    sections: [
      {
        title: 'Demographics',
        empty: '',
        entries: [
          {
            heading: report.name,
            lines: [
              report.identifier,
              ...(d.address ? [`Address: ${d.address}`] : []),
              ...(d.email ? [`Email: ${d.email}`] : []),
              ...(d.phone ? [`Phone: ${d.phone}`] : []),
            ],
          },
        ],
      },
      {
        title: 'Licenses',
        empty: 'The registry held no licenses for you.',
        entries: report.licenses.map((l) => ({
          heading: `${l.state}: ${l.className}, license ${l.number}`,
          lines: [
            `${l.residency}, ${l.status}${l.expires ? `, expires ${l.expires}` : ''}`,
            `Lines of authority: ${l.loas.length ? l.loas.join(', ') : 'none'}`,
          ],
        })),
      },
      {
        title: 'Appointments',
        empty: 'The registry held no appointments for you.',
        entries: report.appointments.map((a) => ({ heading: `${a.state}: ${a.company}`, lines: [`${a.lineOfAuthority}, since ${a.since}`] })),
      },
    ],
  };
}

/** The report as terminal lines: the title, the lead, then each section with its entries indented. */
export function pdbReportLines(view: PdbReportView): string[] {
  return [
    view.title,
    view.lead,
    ...view.sections.flatMap((s) => [
      '',
      s.title,
      ...(s.entries.length === 0 ? [`  ${s.empty}`] : s.entries.flatMap((e) => [`  ${e.heading}`, ...e.lines.map((l) => `    ${l}`)])),
    ]),
  ];
}
