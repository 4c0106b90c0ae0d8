/**
 * What the registry offers in a state: license classes (with the state fee) and their lines of
 * authority. License class codes are unique across products (PRODUCER, ADJUSTER, SURPLUS_LINES),
 * so a state and a class code name one offering. Read once per database (`catalogue`).
 */
import type { Db } from '../db/db';
import { deepFreeze, readOnce } from '../db/kept';

export interface OfferedLoa {
  loaCode: string;
  loaName: string;
  available: boolean;
  message: string | null;
}

export interface OfferedClass {
  productType: string;
  stateCode: string;
  stateName: string;
  licenseClassCode: string;
  licenseClassName: string;
  stateFee: unknown;
  message: string | null;
  loas: OfferedLoa[];
}

type ClassRow = {
  product_type: string;
  state_code: string;
  state_name: string;
  license_class_code: string;
  license_class_name: string;
  state_fee: unknown;
  message: string | null;
};
type LoaRow = { state_code: string; license_class_code: string; loa_code: string; loa_name: string; available: boolean; message: string | null };

/** The classes a state offers, optionally for one product. */
export async function offeringsInState(db: Db, stateCode: string, productType?: string): Promise<OfferedClass[]> {
  return (await offeringsInStates(db, [stateCode], productType)).get(stateCode) ?? [];
}

/** The classes several states offer, keyed by state code (states offering none are left out). */
export async function offeringsInStates(db: Db, stateCodes: string[], productType?: string): Promise<Map<string, OfferedClass[]>> {
  const out = new Map<string, OfferedClass[]>();
  if (stateCodes.length === 0) return out;
  const { classesByState } = await catalogue(db);
  for (const code of stateCodes) {
    const offered = (classesByState.get(code) ?? []).filter((c) => productType === undefined || c.productType === productType);
    if (offered.length) out.set(code, offered);
  }
  return out;
}

interface Catalogue {
  /** Every state's classes (all products) in license class code order, each with its LOAs in their order. */
  classesByState: Map<string, OfferedClass[]>;
  stateNames: Map<string, string>;
}

/**
 * What the registry offers never changes after the migrations (no request writes these tables):
 * read once per database (db/kept.ts) in two queries, in the order the answers list it.
 */
function catalogue(db: Db): Promise<Catalogue> {
  return readOnce(db, 'offerings', async () => {
    const classes = await db.query<ClassRow>(
      `SELECT c.product_type, c.state_code, s.display_name AS state_name, c.license_class_code, c.license_class_name, c.state_fee, c.message
         FROM state_license_classes c JOIN states s ON s.state_code = c.state_code
        ORDER BY c.license_class_code, c.state_code`,
    );
    const loas = await db.query<LoaRow>(
      'SELECT state_code, license_class_code, loa_code, loa_name, available, message FROM state_loas ORDER BY sort_order, state_code, license_class_code, loa_code',
    );
    const states = await db.query<{ state_code: string; display_name: string }>('SELECT state_code, display_name FROM states');
    const classesByState = new Map<string, OfferedClass[]>();
    for (const c of classes) {
      const list = classesByState.get(c.state_code) ?? [];
      list.push({
        productType: c.product_type,
        stateCode: c.state_code,
        stateName: c.state_name,
        licenseClassCode: c.license_class_code,
        licenseClassName: c.license_class_name,
        stateFee: c.state_fee,
        message: c.message,
        loas: loas
          .filter((l) => l.state_code === c.state_code && l.license_class_code === c.license_class_code)
          .map((l) => ({ loaCode: l.loa_code, loaName: l.loa_name, available: l.available, message: l.message })),
      });
      classesByState.set(c.state_code, list);
    }
    return deepFreeze({ classesByState, stateNames: new Map(states.map((s) => [s.state_code, s.display_name])) });
  });
}

export interface HeldLicense {
  licenseNumber: string;
  licenseClassCode: string;
  expirationDate: string | null;
  activeLoaCodes: string[];
}

/** The licensee's licenses in a state, with the LOAs they already hold. */
export async function heldInState(db: Db, licenseeId: string, stateCode: string): Promise<HeldLicense[]> {
  const rows = await db.query<{ id: string; license_number: string; license_class_code: string; expiration_date: unknown; loa_code: string | null }>(
    `SELECT l.id, l.license_number, l.license_class_code, to_char(l.expiration_date, 'YYYY-MM-DD') AS expiration_date, x.loa_code
       FROM licenses l LEFT JOIN license_loas x ON x.license_id = l.id AND x.active
      WHERE l.licensee_id = $1 AND l.jurisdiction_code = $2 AND l.status = 'ACTIVE'
      ORDER BY l.license_number, x.sort_order`,
    [licenseeId, stateCode],
  );
  const byId = new Map<string, HeldLicense>();
  for (const r of rows) {
    const held = byId.get(r.id) ?? {
      licenseNumber: r.license_number,
      licenseClassCode: r.license_class_code,
      expirationDate: r.expiration_date === null ? null : String(r.expiration_date),
      activeLoaCodes: [],
    };
    if (r.loa_code) held.activeLoaCodes.push(r.loa_code);
    byId.set(r.id, held);
  }
  return [...byId.values()];
}

export async function stateName(db: Db, stateCode: string): Promise<string | undefined> {
  return (await catalogue(db)).stateNames.get(stateCode);
}
