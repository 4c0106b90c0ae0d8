/** Reads a JWT's time claims without verifying it (the server verifies; the client only times its warning). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlDecode(input: string): string {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of input.replace(/=+$/, '')) {
    const index = ALPHABET.indexOf(ch === '+' ? '-' : ch === '/' ? '_' : ch);
    if (index < 0) throw new Error('not base64url');
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  // UTF-8 by percent-decoding (plain ECMAScript: the core sees no DOM or Node APIs); bad UTF-8 throws.
  return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

/** A numeric date claim of a JWT (seconds since the epoch) as a Date, or undefined when absent or unreadable. */
function jwtDate(jwt: string | undefined, claim: 'exp' | 'iat' | 'auth_time'): Date | undefined {
  if (!jwt) return undefined;
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    const value = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)[claim] : undefined;
    return typeof value === 'number' ? new Date(value * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** The expiry of a JWT as a Date, or undefined when it has none or cannot be read. */
export const jwtExpiration = (jwt: string | undefined): Date | undefined => jwtDate(jwt, 'exp');

/** When the user signed in, as the JWT states it (`auth_time`, OpenID Connect's claim). */
export const jwtAuthTime = (jwt: string | undefined): Date | undefined => jwtDate(jwt, 'auth_time');

/** When the JWT was issued (`iat`). */
export const jwtIssuedAt = (jwt: string | undefined): Date | undefined => jwtDate(jwt, 'iat');
