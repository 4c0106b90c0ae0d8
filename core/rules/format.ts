/** Display formatting (docs/portal.md §Display formats, fees as strings). */
import { POSTAL_CODE_SPLIT } from '../model/constants';

export interface AddressParts {
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly addressLine3?: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
}

/** The non-empty parts joined with ", " in the order line1, line2, line3, city, state, postal code. */
export function formatAddress(a: AddressParts): string {
  return [a.addressLine1, a.addressLine2, a.addressLine3, a.city, a.state, a.postalCode]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** A code longer than 5 characters without a hyphen gets one after the fifth (787011234 → 78701-1234). */
export function formatPostalCode(code: string): string {
  return code.length > POSTAL_CODE_SPLIT && !code.includes('-') ? `${code.slice(0, POSTAL_CODE_SPLIT)}-${code.slice(POSTAL_CODE_SPLIT)}` : code;
}

/** An address on one line, with the postal code shown as docs/portal.md §Display formats says (the ZIP code's hyphen). */
export const addressLine = (a: AddressParts): string => formatAddress({ ...a, postalCode: formatPostalCode(a.postalCode) });

/**
 * Instants are shown in the registry's time zone, not the viewer's machine's, so every user and every
 * test sees the same date for an order; callers may pass another IANA zone.
 */
export const REGISTRY_TIME_ZONE = 'America/Chicago';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

/** One formatter per time zone: making one costs far more than using it (a table of orders formats dozens of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  // Only numeric parts are taken from Intl; the layout is ours, so it does not vary with the ICU version.
  const made = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, made);
  return made;
}

function partsOf(iso: string, timeZone: string): Parts | undefined {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: Number(get('hour')), minute: get('minute') };
}

/**
 * MM/DD/YYYY. A date without a time (YYYY-MM-DD) is a calendar day, not an instant, and is shown as is;
 * an instant is shown as its day in `timeZone`. An unreadable value is returned unchanged.
 */
export function formatDate(iso: string, timeZone: string = REGISTRY_TIME_ZONE): string {
  const dateOnly = DATE_ONLY.exec(iso);
  if (dateOnly) return `${dateOnly[2]}/${dateOnly[3]}/${dateOnly[1]}`;
  const p = partsOf(iso, timeZone);
  return p ? `${p.month}/${p.day}/${p.year}` : iso;
}

/** MM/DD/YYYY h:mm AM/PM in `timeZone` (12-hour clock, docs/portal.md §Limits). An unreadable value is returned unchanged. */
export function formatDateTime(iso: string, timeZone: string = REGISTRY_TIME_ZONE): string {
  const p = partsOf(iso, timeZone);
  if (!p) return iso;
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.month}/${p.day}/${p.year} ${hour12}:${p.minute} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The zone's short name at that instant ("CST", "CDT"; "UTC"; a zone without a common abbreviation
 * in en-US gives Intl's "GMT-3"). The one part of a date-time taken from Intl as text.
 */
export function timeZoneAbbreviation(iso: string, timeZone: string = REGISTRY_TIME_ZONE): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * MM/DD/YYYY h:mm AM/PM followed by the zone ("11/06/2026 9:25 AM CST"): a time shown on its own
 * page or printed on a document says which clock it is on, so screen and PDF agree at a glance.
 */
export function formatDateTimeWithZone(iso: string, timeZone: string = REGISTRY_TIME_ZONE): string {
  const text = formatDateTime(iso, timeZone);
  const zone = timeZoneAbbreviation(iso, timeZone);
  return zone && text !== iso ? `${text} ${zone}` : text;
}

/** Fees stay the strings the registry sends (never parsed to a float); a bare amount gets a dollar sign. */
export function formatFee(fee: string): string {
  if (fee.trim() === '' || /\p{Sc}/u.test(fee)) return fee;
  return `$${fee}`;
}

/**
 * A registry code shown to a person reads as words in sentence case: APPROVED → "Approved",
 * IN_REVIEW → "In review". Anything that is not an upper-case code is shown as the registry gave it.
 */
export function codeWords(value: string): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A registry code (PRODUCER_LICENSING, MY_SELF, PARTIAL) as the terminal's flags take it: kebab-case. */
export const kebabValue = (code: string): string => code.toLowerCase().replace(/_/g, '-');
