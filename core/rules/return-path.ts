/**
 * Where to go after sign-in (issue 13 "a guard that remembers"): the signed-in page a licensee asked
 * for before the guard sent them to identify. Only a path inside the portal is ever followed, so a
 * crafted link cannot send a licensee elsewhere after they sign in (an open redirect).
 */

/**
 * The path when it is safe to navigate to inside the portal's router: it starts with one "/",
 * holds no scheme, backslash, control character, "//" or dot segment, and is not the identify page
 * itself; otherwise undefined. The query string is kept (a page number), a fragment is dropped.
 */
export function safeReturnPath(candidate: unknown, identifyPath = '/identify-licensee'): string | undefined {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 512) return undefined;
  const path = candidate.split('#')[0]!; // split always returns at least one part
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  // Control characters, spaces, backslashes (read as "/" by browsers) and any scheme-like colon.
  if (/[\u0000-\u0020\u007f\\:]/.test(path)) return undefined;
  const pathname = path.split('?')[0]!;
  const segments = pathname.split('/').slice(1);
  if (pathname.includes('//')) return undefined;
  if (segments.some((s) => s === '.' || s === '..' || /%2e|%2f|%5c/i.test(s))) return undefined;
  if (pathname === '/' || pathname === identifyPath || pathname.startsWith(`${identifyPath}/`)) return undefined;
  return path;
}

/** Why the guard asks the licensee to identify first, by the page they asked for. */
export const SIGN_IN_REASONS: ReadonlyArray<readonly [prefix: string, reason: string]> = [
  ['/order-history', 'Identify yourself to see your order history'],
  ['/resume-incomplete', 'Identify yourself to continue your incomplete applications'],
  ['/user-menu', 'Identify yourself to use LicenseHub'],
];
export const DEFAULT_SIGN_IN_REASON = 'Identify yourself to continue';

export function signInReason(path: string): string {
  const pathname = path.split(/[?#]/)[0]!;
  const match = SIGN_IN_REASONS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : DEFAULT_SIGN_IN_REASON;
}
