/**
 * The contact points the registry holds for a licensee (licensee_contacts), and the email and
 * phone a flow's own modules hold: the one source every step that shows a contact starts from
 * (docs/portal.md §Submitter, §Modules), so a journey's contact details agree wherever they appear.
 */
import type { Db } from '../db/db';

export type ContactRow = {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  email: string;
  phone: string;
  fax: string | null;
};

/** What the registry holds for a licensee; undefined when it holds nothing. */
export async function contactOnFile(db: Db, licenseeId: string): Promise<ContactRow | undefined> {
  const [on] = await db.query<ContactRow>('SELECT * FROM licensee_contacts WHERE licensee_id = $1', [licenseeId]);
  return on;
}

export interface GivenContact {
  readonly email?: string;
  readonly phone?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * The email and phone the licensee gave earlier in a flow: the first of each its saved modules
 * hold, in the modules' order (an application's personal details, a contact change's contact
 * details); nothing where no module holds one.
 */
export async function contactGiven(db: Db, flow: { readonly id: string; readonly product_type: string }): Promise<GivenContact> {
  const saved = await db.query<{ data: Record<string, unknown> }>(
    `SELECT d.data FROM flow_module_data d JOIN product_modules p ON p.path = d.path AND p.product_type = $2
      WHERE d.flow_id = $1 ORDER BY p.position`,
    [flow.id, flow.product_type],
  );
  const first = (key: string) => saved.map((row) => text(row.data[key])).find((v) => v !== undefined);
  const email = first('email');
  const phone = first('phone');
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}
