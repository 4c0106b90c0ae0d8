/**
 * The contact change review as a table (docs/portal.md §Contact change "CCR review data"): the registry's column headers,
 * and per record its state and the residence, business and mailing contact (address, email,
 * phone, fax), each item marked when it changed. A pure view shared by the drivers.
 *
 * Columns come from the registry's headers, in its order. A header is matched to what it shows by
 * its words ("State" or "Jurisdiction"; "Residence"; "Business"; "Mailing"); a header that names
 * none of them is still shown, with empty cells. A section the records carry that no header
 * names gets a column of its own, so nothing on file is left out.
 */
import type { CcrAddress, CcrRecord, CcrReview } from '../../model/ccr';
import { formatAddress, formatPostalCode } from '../../rules/format';
import { flowScreenPath } from '../flow-paths';
import { pathAfter } from '../journey/journey';
import { sanitizeFlowId } from '../../rules/flow-id';
import { CONTACT_CHANGE } from '../journey/types';

export type CcrSection = 'RESIDENCE' | 'BUSINESS' | 'MAILING';
export type CcrColumnContent = 'STATE' | CcrSection | 'NONE';

export interface CcrItem {
  readonly label: 'Address' | 'Email' | 'Phone' | 'Fax';
  readonly value: string;
  readonly changed: boolean;
}

export interface CcrColumn {
  readonly header: string;
  readonly content: CcrColumnContent;
}

export type CcrCell = { readonly kind: 'STATE'; readonly state: string } | { readonly kind: 'ITEMS'; readonly items: readonly CcrItem[] };

export interface CcrRow {
  readonly state: string;
  /** One cell per column, in the columns' order. */
  readonly cells: readonly CcrCell[];
}

export interface CcrTable {
  readonly columns: readonly CcrColumn[];
  readonly rows: readonly CcrRow[];
}

export const SECTION_NAMES: Readonly<Record<CcrSection, string>> = { RESIDENCE: 'Residence', BUSINESS: 'Business', MAILING: 'Mailing' };
export const SECTIONS: readonly CcrSection[] = ['RESIDENCE', 'BUSINESS', 'MAILING'];

/** What a registry header shows, by its words. */
export function columnContent(header: string): CcrColumnContent {
  const h = header.toLowerCase();
  if (/\bstate\b|jurisdiction/.test(h)) return 'STATE';
  if (h.includes('residen')) return 'RESIDENCE';
  if (h.includes('business')) return 'BUSINESS';
  if (h.includes('mailing')) return 'MAILING';
  return 'NONE';
}

const addressItem = (a: CcrAddress): CcrItem => ({
  label: 'Address',
  value: formatAddress({ ...a, postalCode: formatPostalCode(a.postalCode) }),
  changed: a.changed,
});

/** The items of one section of a record, in the order address, email, phone, fax. */
export function sectionItems(record: CcrRecord, section: CcrSection): CcrItem[] {
  const items: CcrItem[] = [];
  if (section === 'MAILING') {
    if (record.mailing?.address) items.push(addressItem(record.mailing.address));
    return items;
  }
  const s = section === 'RESIDENCE' ? record.residence : record.business;
  if (!s) return items;
  if (s.address) items.push(addressItem(s.address));
  if (s.email) items.push({ label: 'Email', value: s.email.email, changed: s.email.changed });
  if (s.phone) items.push({ label: 'Phone', value: s.phone.number, changed: s.phone.changed });
  if (section === 'BUSINESS' && record.business?.fax) items.push({ label: 'Fax', value: record.business.fax.number, changed: record.business.fax.changed });
  return items;
}

const hasSection = (record: CcrRecord, section: CcrSection): boolean =>
  section === 'RESIDENCE' ? !!record.residence : section === 'BUSINESS' ? !!record.business : !!record.mailing;

export function ccrReviewTable(review: CcrReview): CcrTable {
  const columns: CcrColumn[] = review.columnHeaders.map((header) => ({ header, content: columnContent(header) }));
  const shown = new Set(columns.map((c) => c.content));
  if (!shown.has('STATE') && review.data.some((r) => r.state !== undefined)) columns.unshift({ header: 'State', content: 'STATE' });
  for (const section of SECTIONS) {
    if (!shown.has(section) && review.data.some((r) => hasSection(r, section))) columns.push({ header: SECTION_NAMES[section], content: section });
  }
  const rows = review.data.map((record): CcrRow => ({
    state: record.state ?? '',
    cells: columns.map((c): CcrCell =>
      c.content === 'STATE'
        ? { kind: 'STATE', state: record.state ?? '' }
        : { kind: 'ITEMS', items: c.content === 'NONE' ? [] : sectionItems(record, c.content) },
    ),
  }));
  return { columns, rows };
}

/**
 * The changed items, named once each ("Residence address", "Residence phone"), in table order:
 * the sentence above the table, so the changes are told before the details.
 */
export function changedItems(review: CcrReview): string[] {
  const names: string[] = [];
  for (const record of review.data) {
    for (const section of SECTIONS) {
      for (const item of sectionItems(record, section)) {
        const name = `${SECTION_NAMES[section]} ${item.label.toLowerCase()}`;
        if (item.changed && !names.includes(name)) names.push(name);
      }
    }
  }
  return names;
}

/** The sentence that sums the changes up. */
export function changesSummary(review: CcrReview): string {
  const names = changedItems(review);
  if (names.length === 0) return 'You have not changed any contact details. Go back to your changes to make one.';
  const list = names.map((n, i) => (i === 0 ? n : n.toLowerCase()));
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  return `You changed ${names.length === 1 ? 'one item' : `${names.length} items`}: ${joined}. Each change is marked "Changed" below.`;
}

/** Continue on the review: the shared submitter screen of the CCR type. */
/** Where the journey goes from the contact change's review (its submitter). */
export const ccrSubmitterPath = (flowId: string): string => pathAfter(CONTACT_CHANGE.type, flowId, 'review');
/** Where the changes are made: the CCR's modules (the first, when no module is named). */
export const ccrModulesPath = (flowId: string): string => flowScreenPath(CONTACT_CHANGE.type, flowId, 'modules');
/** One module of the CCR: `/ccr/{flowId}/modules?module={path}`, as the modules screen reads it. */
export const ccrModulePath = (flowId: string, module: string): string => `${ccrModulesPath(flowId)}?module=${encodeURIComponent(module)}`;
/** The query key of a CCR's server data: under ['flow', flowId] like every journey's, so a flow reset drops it. */
export const ccrQueryKey = (flowId: string, what: string) => ['flow', sanitizeFlowId(flowId), what] as const;
