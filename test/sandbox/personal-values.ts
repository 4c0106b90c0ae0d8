/**
 * Every personal value of the seed: people's and firms' names, NPNs, FEINs, contact details and
 * the demo identities' SSNs (whole and as digits), for tests that search what the sandbox wrote
 * where none may be (log lines).
 */
import type { Db } from '../../sandbox/db/db';
import { demoIdentities } from './helpers';

export async function seedPersonalValues(db: Db): Promise<string[]> {
  const people = await db.query<Record<string, string | null>>(
    'SELECT first_name, middle_name, last_name, company_name, npn, fein FROM licensees WHERE id NOT IN (SELECT id FROM licensees WHERE last_name = $1)',
    ['Nobody'],
  );
  const contacts = await db.query<Record<string, string | null>>('SELECT address_line1, address_line2, email, phone, fax FROM licensee_contacts');
  const ssns = demoIdentities.flatMap((d) => [d.fields.ssn, d.authorization?.ssn]).filter((v): v is string => !!v && v.length > 4);
  const values = [...people, ...contacts].flatMap((row) => Object.values(row)).filter((v): v is string => typeof v === 'string');
  // Short values (a four-digit last four, a two-letter name) would match by chance.
  return [...new Set([...values, ...ssns, ...ssns.map((s) => s.replace(/\D/g, ''))])].filter((v) => v.length >= 4);
}

const escaped = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The personal values found in `text`, each as a whole (an NPN inside an order code LH1000004 is not one); none is the answer a test wants. */
export const personalValuesIn = (text: string, values: readonly string[]): string[] =>
  values.filter((v) => new RegExp(`(?<![A-Za-z0-9])${escaped(v)}(?![A-Za-z0-9])`, 'i').test(text));
