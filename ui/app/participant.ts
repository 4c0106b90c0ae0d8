/**
 * Who the header names (docs/portal.md §Shell): the participant's name, else the company name with its
 * suffix, else the FEIN. User info carries the company name in `name` for firms, so a suffix
 * present means a company ("Acme Insurance Agency" + "LLC").
 */
import type { UserInfo } from '../../core/model/user-info';

export function participantName(user: UserInfo | undefined): string | undefined {
  if (!user) return undefined;
  const name = user.name?.trim();
  const suffix = user.suffix?.trim();
  if (name) return suffix ? `${name} ${suffix}` : name;
  if (user.fein) return `FEIN ${user.fein}`;
  return undefined;
}

/** "NPN 1000001" or "FEIN 12-3456789", for the welcome line. */
export function participantIds(user: UserInfo | undefined): string[] {
  if (!user) return [];
  return [user.npn ? `NPN ${user.npn}` : undefined, user.fein ? `FEIN ${user.fein}` : undefined].filter((s): s is string => !!s);
}
