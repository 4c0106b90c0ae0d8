/**
 * Address verification against the sandbox's address directory (docs/decisions.md §Sandbox). Which input gives
 * which answer (README):
 * - VALIDATION_FAIL: addressLine1, city, state or postalCode missing, or a postal code that is
 *   not a US ZIP (5 digits, optionally -4 digits).
 * - VERIFY_SINGLE: exactly one directory address has the same line 1 (and line 2 when given)
 *   and ZIP, or the same line 1 in only one place: the standardized record comes back
 *   (e.g. "1600 congress ave", Austin TX 78701).
 * - VERIFY_MULTIPLE: the line 1 exists in several places and the ZIP does not pick one
 *   (e.g. "100 Main St" with ZIP 00000: Austin, Dallas and Tulsa).
 * - VERIFICATION_FAIL: a well-formed address the directory does not know.
 * Both failures return the input as the only candidate.
 */
import type { AddressRecord, AddressVerification } from '../../core/model/address';
import type { Db } from '../db/db';

const ZIP = /^\d{5}(-\d{4})?$/;
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

type Row = { address_line1: string; address_line2: string; address_line3: string; city: string; state: string; postal_code: string };
const toRecord = (r: Row): AddressRecord => ({
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  addressLine3: r.address_line3,
  city: r.city,
  state: r.state,
  postalCode: r.postal_code,
});

export async function verifyAddress(db: Db, input: AddressRecord): Promise<AddressVerification> {
  const fail = (requestStatus: 'VALIDATION_FAIL' | 'VERIFICATION_FAIL'): AddressVerification => ({ requestStatus, verificationCandidates: [input] });
  if ([input.addressLine1, input.city, input.state, input.postalCode].some((v) => v.trim() === '') || !ZIP.test(input.postalCode.trim())) {
    return fail('VALIDATION_FAIL');
  }
  const rows = await db.query<Row>(
    `SELECT address_line1, address_line2, address_line3, city, state, postal_code FROM address_directory
      WHERE country_code = 'US' AND lower(address_line1) = $1 ORDER BY id`,
    [norm(input.addressLine1)],
  );
  const zip5 = input.postalCode.trim().slice(0, 5);
  let found = rows.filter((r) => r.postal_code === zip5);
  if (found.length > 1) found = found.filter((r) => norm(r.address_line2) === norm(input.addressLine2));
  const [match] = found;
  if (match && found.length === 1) return { requestStatus: 'VERIFY_SINGLE', verifiedAddress: toRecord(match) };
  const places = new Map(rows.map((r) => [`${r.city}|${r.state}|${r.postal_code}`, r]));
  const [first] = rows;
  if (first && places.size === 1) return { requestStatus: 'VERIFY_SINGLE', verifiedAddress: toRecord(first) };
  if (places.size > 1) return { requestStatus: 'VERIFY_MULTIPLE', verificationCandidates: [...places.values()].map(toRecord) };
  return fail('VERIFICATION_FAIL');
}

/** Free-text search: every word of the query must appear somewhere in the address. */
export async function searchAddresses(db: Db, countryCode: string, query: string): Promise<AddressRecord[]> {
  const words = norm(query).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const rows = await db.query<Row>(
    `SELECT address_line1, address_line2, address_line3, city, state, postal_code FROM address_directory WHERE country_code = $1 ORDER BY id`,
    [countryCode],
  );
  return rows
    .filter((r) => {
      const text = norm([r.address_line1, r.address_line2, r.address_line3, r.city, r.state, r.postal_code].join(' '));
      return words.every((w) => text.includes(w));
    })
    .slice(0, 10)
    .map(toRecord);
}
