/**
 * The modules of a product and the data each starts from (docs/portal.md §Modules): what the module
 * page shows before anything is saved, and what the payment gate checks for a module never saved.
 */
import type { ModuleData } from '../../core/model/modules';
import type { Db } from '../db/db';
import { contactOnFile } from './contacts';

export type ModuleRow = {
  position: number;
  path: string;
  id: string;
  title: string;
  contextual_message_id: string;
  components: unknown;
  default_data: unknown;
};

export async function modulesOf(db: Db, productType: string): Promise<ModuleRow[]> {
  return db.query<ModuleRow>(
    `SELECT p.position, m.path, m.id, m.title, m.contextual_message_id, m.components, m.default_data
       FROM product_modules p JOIN module_configs m ON m.path = p.path
      WHERE p.product_type = $1 ORDER BY p.position`,
    [productType],
  );
}

/** A contact change's modules start from the contact points on file: the licensee changes only what is different. */
async function contactChangeStart(db: Db, licenseeId: string, path: string): Promise<ModuleData> {
  const on = await contactOnFile(db, licenseeId);
  if (!on) return {};
  const address = { addressLine1: on.address_line1, addressLine2: on.address_line2 ?? '', city: on.city, state: on.state, zipCode: on.postal_code };
  if (path === 'residence-address') return { country: 'US', ...address };
  if (path === 'mailing-address') return address;
  if (path === 'contact-details') return { email: on.email, phone: on.phone, ...(on.fax ? { fax: on.fax } : {}) };
  return {};
}

/**
 * Before anything is saved, the biographic module, and a contact change's, start from what the
 * registry knows: the name and NPN, and the email and phone on file, the same the submitter
 * starts from (routes/submitters.ts), so the journey's contact details agree.
 */
export async function startingData(db: Db, licenseeId: string, m: ModuleRow, productType: string): Promise<ModuleData> {
  const base = (m.default_data ?? {}) as ModuleData;
  if (productType === 'CONTACT_CHANGE') return { ...base, ...(await contactChangeStart(db, licenseeId, m.path)) };
  if (m.path !== 'biographic') return base;
  const [who] = await db.query<{ first_name: string | null; last_name: string | null; middle_name: string | null; npn: string | null }>(
    'SELECT first_name, middle_name, last_name, npn FROM licensees WHERE id = $1',
    [licenseeId],
  );
  const on = await contactOnFile(db, licenseeId);
  const known = Object.entries({
    firstName: who?.first_name,
    middleName: who?.middle_name,
    lastName: who?.last_name,
    npn: who?.npn,
    email: on?.email,
    phone: on?.phone,
  }).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { ...base, ...Object.fromEntries(known) };
}
