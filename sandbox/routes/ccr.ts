/**
 * Contact change review (docs/portal.md §Contact change, §Calls): one record per state the licensee is
 * licensed in, showing the contact points on file with what the CCR flow's modules changed
 * (residence-address, contact-details, mailing-address) and `changed: true` on each part that differs.
 */
import type { CcrAddress, CcrRecord } from '../../core/model/ccr';
import { findOwnFlow } from '../domain/flows';
import { notFound } from '../http/errors';
import { ID_JSON, jsonParam } from './query';
import type { RouteModule } from './types';
import type { ContactRow } from '../domain/contacts';

type Contact = ContactRow & { entity_type: string };
type Data = Record<string, unknown>;
const str = (d: Data, k: string): string | undefined => (typeof d[k] === 'string' && (d[k] as string).trim() !== '' ? (d[k] as string) : undefined);

function address(base: Contact, change: Data | undefined): CcrAddress {
  const before = { addressLine1: base.address_line1, addressLine2: base.address_line2 ?? '', city: base.city, state: base.state, postalCode: base.postal_code };
  if (!change || !str(change, 'addressLine1')) return { changed: false, ...before };
  const after = {
    addressLine1: str(change, 'addressLine1') ?? '',
    addressLine2: str(change, 'addressLine2') ?? '',
    city: str(change, 'city') ?? '',
    state: str(change, 'state') ?? str(change, 'province') ?? '',
    postalCode: str(change, 'zipCode') ?? str(change, 'postalCode') ?? '',
  };
  const changed = (Object.keys(before) as (keyof typeof before)[]).some((k) => before[k].toLowerCase() !== after[k].toLowerCase());
  return { changed, ...after };
}

function value(before: string, change: Data | undefined, key: string) {
  const after = change ? str(change, key) : undefined;
  return after === undefined ? { changed: false, v: before } : { changed: after !== before, v: after };
}

export const ccrRoutes: RouteModule = (api, { db }) => {
  api.get(`/review/ccr/:flowId${ID_JSON}`, async (c) => {
    const flow = await findOwnFlow(db, c.get('licenseeId'), jsonParam(c, 'flowId'), ['CONTACT_CHANGE']);
    if (!flow) return notFound(c, ['Flow not found']);
    const [base] = await db.query<Contact>('SELECT l.entity_type, c.* FROM licensees l JOIN licensee_contacts c ON c.licensee_id = l.id WHERE l.id = $1', [
      flow.licensee_id,
    ]);
    if (!base) return notFound(c, ['No contact points on file']);
    const saved = await db.query<{ path: string; data: Data }>('SELECT path, data FROM flow_module_data WHERE flow_id = $1', [flow.id]);
    const moduleData = (path: string) => saved.find((s) => s.path === path)?.data;
    const addr = address(base, moduleData('residence-address'));
    const contact = moduleData('contact-details');
    const email = value(base.email, contact, 'email');
    const phone = value(base.phone, contact, 'phone');
    const fax = value(base.fax ?? '', contact, 'fax');
    const mailing = address(base, moduleData('mailing-address'));
    const states = await db.query<{ jurisdiction_code: string }>(
      "SELECT DISTINCT jurisdiction_code FROM licenses WHERE licensee_id = $1 AND status = 'ACTIVE' ORDER BY jurisdiction_code",
      [flow.licensee_id],
    );
    const isFirm = base.entity_type === 'FIRM';
    const data: CcrRecord[] = states.map((s) => ({
      state: s.jurisdiction_code,
      ...(isFirm
        ? {
            business: {
              address: addr,
              email: { changed: email.changed, email: email.v },
              phone: { changed: phone.changed, number: phone.v },
              fax: { changed: fax.changed, number: fax.v },
            },
          }
        : { residence: { address: addr, email: { changed: email.changed, email: email.v }, phone: { changed: phone.changed, number: phone.v } } }),
      mailing: { address: mailing },
    }));
    return c.json({ columnHeaders: ['State', isFirm ? 'Business' : 'Residence', 'Mailing'], data });
  });
};
