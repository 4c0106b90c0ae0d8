/**
 * The start-flow wizard's lookups (docs/portal.md §Start flow, docs/portal.md §Calls): product attributes, basis
 * licenses, supported states, available lines per state and their validation.
 * Branches: ind-alice has 2 basis licenses (SELECT_BASIS), ind-ben 1 and every state answers an
 * empty list for him (a licensing hold: NO_LICENSES_AVAILABLE); MA answers 400 (a per-state
 * error); VLVA without LIFE fails validation. Supported states follow the residency type: the
 * home state alone for a resident application, every other state for a non-resident one.
 */
import { StateSelection, type AvailableLine, type ProductAttribute } from '../../core/model/licensing';
import { badRequest, decodeJsonBody } from '../http/errors';
import { heldInState, offeringsInState } from '../domain/offerings';
import { validateStateSelection } from '../domain/license-validation';
import { productTypeParam, selectionParamErrors, stateCodeParam } from './query';
import type { RouteModule } from './types';
import type { Db } from '../db/db';

/** The licensee's home states: where they hold an active resident license. */
async function homeStates(db: Db, licenseeId: string): Promise<string[]> {
  const rows = await db.query<{ jurisdiction_code: string }>(
    `SELECT DISTINCT jurisdiction_code FROM licenses WHERE licensee_id = $1 AND status = 'ACTIVE' AND license_residency = 'RESIDENT'`,
    [licenseeId],
  );
  return rows.map((r) => r.jurisdiction_code);
}

/**
 * A resident application is made in the home state only; a non-resident one in any state but
 * the home state. With no home state known (no resident license), every state is offered.
 */
function residencyAllows(residencyType: string | undefined, home: readonly string[], stateCode: string): boolean {
  if (home.length === 0) return true;
  if (residencyType === 'RESIDENT') return home.includes(stateCode);
  if (residencyType === 'NONRESIDENT') return !home.includes(stateCode);
  return true;
}

export const licensingRoutes: RouteModule = (api, { db }) => {
  api.get('/product-attributes.json', async (c) => {
    const rows = await db.query<ProductAttribute>(
      `SELECT product_type AS "productType", application_type AS "applicationType", residency_type AS "residencyType"
         FROM product_attributes ORDER BY sort_order`,
    );
    return c.json(rows);
  });

  api.get('/basis-licenses.json', async (c) => {
    const product = productTypeParam(c);
    if (!product.ok) return badRequest(c, product.errors);
    const invalid = await selectionParamErrors(c, db, product.value);
    if (invalid.length) return badRequest(c, invalid);
    const rows = await db.query(
      `SELECT jurisdiction_code AS "jurisdictionCode", license_number AS "licenseNumber",
              license_class_name AS "licenseClassName", license_residency AS "licenseResidency"
         FROM licenses WHERE licensee_id = $1 AND status = 'ACTIVE'
        ORDER BY license_residency = 'RESIDENT' DESC, jurisdiction_code, license_number`,
      [c.get('licenseeId')],
    );
    return c.json(rows);
  });

  api.get('/supported-states.json', async (c) => {
    const product = productTypeParam(c);
    if (!product.ok) return badRequest(c, product.errors);
    const invalid = await selectionParamErrors(c, db, product.value);
    if (invalid.length) return badRequest(c, invalid);
    const [settings] = await db.query<{ multi_select: boolean; is_licensing: boolean }>(
      'SELECT multi_select, is_licensing FROM product_settings WHERE product_type = $1',
      [product.value],
    );
    if (!settings?.is_licensing) return badRequest(c, ['Supported states are listed for the licensing products only.']);
    const offered = await db.query<{ state_code: string; display_name: string }>(
      `SELECT DISTINCT c.state_code, s.display_name FROM state_license_classes c JOIN states s ON s.state_code = c.state_code
        WHERE c.product_type = $1 ORDER BY s.display_name`,
      [product.value],
    );
    const home = await homeStates(db, c.get('licenseeId'));
    const rows = offered.filter((r) => residencyAllows(c.req.query('residencyType'), home, r.state_code));
    return c.json({ states: Object.fromEntries(rows.map((r) => [r.state_code, r.display_name])), multiSelect: settings.multi_select });
  });

  api.get('/available-lines.json', async (c) => {
    const product = productTypeParam(c);
    const state = stateCodeParam(c);
    if (!product.ok || !state.ok) return badRequest(c, [...(product.ok ? [] : product.errors), ...(state.ok ? [] : state.errors)]);
    const invalid = await selectionParamErrors(c, db, product.value);
    if (invalid.length) return badRequest(c, invalid);
    const [problem] = await db.query<{ message: string }>('SELECT message FROM state_availability_problems WHERE state_code = $1', [state.value]);
    if (problem) return badRequest(c, [problem.message]);
    const [hold] = await db.query('SELECT 1 FROM licensing_holds WHERE licensee_id = $1', [c.get('licenseeId')]);
    if (hold) return c.json([]);
    const offered = await offeringsInState(db, state.value, product.value);
    const held = await heldInState(db, c.get('licenseeId'), state.value);
    const lines: AvailableLine[] = offered.map((o) => {
      const mine = held.find((h) => h.licenseClassCode === o.licenseClassCode);
      return {
        licenseClassCode: o.licenseClassCode,
        licenseClassName: o.licenseClassName,
        ...(mine ? { licenseNumber: mine.licenseNumber } : {}),
        ...(mine?.expirationDate ? { expirationDate: mine.expirationDate } : {}),
        ...(o.message ? { message: o.message } : {}),
        loas: o.loas.map((l) => {
          const active = mine?.activeLoaCodes.includes(l.loaCode) ?? false;
          const message = active ? 'You already hold this line of authority.' : l.message;
          return { loaCode: l.loaCode, loaName: l.loaName, active, available: l.available && !active, ...(message ? { message } : {}) };
        }),
      };
    });
    return c.json(lines);
  });

  api.post('/available-lines/validation.json', async (c) => {
    const body = await decodeJsonBody(c, StateSelection);
    if (!body.ok) return badRequest(c, body.errors);
    const errors = await validateStateSelection(db, c.get('licenseeId'), body.value);
    return errors ? c.json(errors) : c.body(null, 204);
  });
};
