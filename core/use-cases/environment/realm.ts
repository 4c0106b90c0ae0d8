/**
 * The environment (realm) from the host name (docs/decisions.md §Runtime configuration, docs/portal.md §Limits):
 * the first label's suffix among -dvlp, -int, -qa, -beta names the environment; none of them
 * means prod; localhost and 127.0.0.1 mean local.
 */
import type { EnvironmentId } from '../../model/constants';

const SUFFIXES: readonly (readonly [string, EnvironmentId])[] = [
  ['-dvlp', 'dvlp'],
  ['-int', 'int'],
  ['-qa', 'qa'],
  ['-beta', 'beta'],
];

/** `portal-qa.example.org` → qa; accepts a host with a port or a full URL. */
export function environmentIdFromHost(host: string): EnvironmentId {
  let name = host.trim().toLowerCase();
  const scheme = name.indexOf('://');
  if (scheme >= 0) name = name.slice(scheme + 3);
  // split always returns at least one part
  name = name.split('/')[0]!;
  // strip a port, keeping bracketed IPv6 intact
  name = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.split(':')[0]!;
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]') return 'local';
  const prefix = name.split('.')[0]!;
  for (const [suffix, id] of SUFFIXES) if (prefix.endsWith(suffix)) return id;
  return 'prod';
}

/** The version badge shows outside beta and prod. */
export const showVersionBadge = (environmentId: EnvironmentId): boolean => environmentId !== 'beta' && environmentId !== 'prod';
