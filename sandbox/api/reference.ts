/**
 * Reference lists the portal fetches at startup, before identify: public, read from the seeded
 * tables (migration 003) so PGlite and PostgreSQL serve the same lists.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';

export function referenceRoutes(pub: Hono, db: Db): void {
  pub.get('/countries.json', async (c) =>
    c.json(
      await db.query(
        `SELECT licensehub_country_code AS "licensehubCountryCode", display_name AS "displayName",
                iso_country_code AS "isoCountryCode"
           FROM countries ORDER BY sort_order`,
      ),
    ),
  );
  pub.get('/states.json', async (c) =>
    c.json(await db.query(`SELECT state_code AS "stateCode", display_name AS "displayName" FROM states ORDER BY display_name`)),
  );
  pub.get('/provinces.json', async (c) =>
    c.json(await db.query(`SELECT province_code AS "provinceCode", display_name AS "displayName" FROM provinces ORDER BY display_name`)),
  );
}
