/**
 * GET /user-info.json: who is signed in (docs/portal.md §Startup and configuration "User info"). Also the call the session
 * modal's "Continue" makes: the auth middleware's fresh token on this answer extends the session.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import type { SandboxEnv } from '../routes/types';

export type LicenseeRow = {
  entity_type: 'INDIVIDUAL' | 'FIRM';
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  name_suffix: string | null;
  company_name: string | null;
  company_suffix: string | null;
  npn: string | null;
  fein: string | null;
  ldap_user: boolean;
  uid: string | null;
};

/** The user info of a licensee's row. */
export function userInfoOf(row: LicenseeRow) {
  const base = { ldapUser: row.ldap_user, ...(row.uid ? { uid: row.uid } : {}) };
  if (row.entity_type === 'FIRM') {
    return {
      ...base,
      displayName: [row.company_name, row.company_suffix].filter(Boolean).join(' '),
      name: row.company_name,
      ...(row.company_suffix ? { suffix: row.company_suffix } : {}),
      ...(row.fein ? { fein: row.fein } : {}),
      ...(row.npn ? { npn: row.npn } : {}),
    };
  }
  const name = [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');
  return {
    ...base,
    displayName: [name, row.name_suffix].filter(Boolean).join(' '),
    name,
    ...(row.name_suffix ? { suffix: row.name_suffix } : {}),
    ...(row.npn ? { npn: row.npn } : {}),
  };
}

export function userInfoRoutes(api: Hono<SandboxEnv>, db: Db): void {
  api.get('/user-info.json', async (c) => {
    const [row] = await db.query<LicenseeRow>('SELECT * FROM licensees WHERE id = $1', [c.get('licenseeId')]);
    if (!row) return notFound(c, ['Licensee not found']);
    return c.json(userInfoOf(row));
  });
}
