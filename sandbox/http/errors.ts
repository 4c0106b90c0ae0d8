/**
 * Error answers and safe body parsing shared by every sandbox handler. The contract of spec
 * section 7 answers bad input with `400 { errors: string[] }`; a client mistake (malformed JSON, a
 * wrong type, a body that is too large) must never surface as a 500.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as t from 'io-ts';
import { jsonShapeError } from './shapes';

/** Request bodies above this many bytes are refused before they are parsed. */
export const MAX_BODY_BYTES = 256 * 1024;

export type ErrorBody = { errors: string[] } & Record<string, unknown>;

/** An answer lists at most this many errors, however many a body breaks. */
export const MAX_ERRORS = 50;

/** `status { errors, ...extra }`: the one shape every sandbox error answer has (at most MAX_ERRORS errors). */
export function errorResponse(c: Context, status: ContentfulStatusCode, errors: string[], extra: Record<string, unknown> = {}) {
  return c.json({ ...extra, errors: errors.slice(0, MAX_ERRORS) } satisfies ErrorBody, status);
}

export const badRequest = (c: Context, errors: string[], extra?: Record<string, unknown>) => errorResponse(c, 400, errors, extra);
export const notFound = (c: Context, errors: string[] = ['Not found']) => errorResponse(c, 404, errors);
export const conflict = (c: Context, errors: string[]) => errorResponse(c, 409, errors);
export const unauthorized = (c: Context) => errorResponse(c, 401, ['Not signed in']);

export type BodyResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export const TOO_LARGE = `The request body is too large (limit ${MAX_BODY_BYTES / 1024} KiB).`;
export const NOT_JSON = 'The request body is not valid JSON.';
export const NOT_OBJECT = 'The request body must be a JSON object.';

/**
 * Reads the body as JSON without trusting its size: Content-Length is checked first, and the
 * stream is counted while read, so a chunked upload cannot exceed the limit either. A body with
 * a Content-Length within the limit is read in one piece (the HTTP parser delivers no more than
 * declared), which skips building a web stream for it.
 */
export async function readJsonBody(c: Context, opts: { allowEmpty?: boolean } = {}): Promise<BodyResult<unknown>> {
  const text = await readBodyText(c, MAX_BODY_BYTES);
  if (text === undefined) return { ok: false, errors: [TOO_LARGE] };
  if (text.trim() === '') return opts.allowEmpty ? { ok: true, value: undefined } : { ok: false, errors: [NOT_JSON] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, errors: [NOT_JSON] };
  }
  const shape = jsonShapeError(value);
  return shape === undefined ? { ok: true, value } : { ok: false, errors: [shape] };
}

/** The body as text, or undefined when it is over `limit` bytes (declared, or counted while read). */
export async function readBodyText(c: Context, limit: number): Promise<string | undefined> {
  const length = c.req.header('content-length');
  if (Number(length ?? '0') > limit) return undefined;
  if (length !== undefined) return c.req.raw.text();
  if (!c.req.raw.body) return '';
  const reader = c.req.raw.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Reads a JSON object body (arrays, strings and null are refused). */
export async function readJsonObject(c: Context): Promise<BodyResult<Record<string, unknown>>> {
  const res = await readJsonBody(c);
  if (!res.ok) return res;
  const v = res.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, errors: [NOT_OBJECT] };
  return { ok: true, value: v as Record<string, unknown> };
}

/** Dotted path of an io-ts failure, e.g. `items.0.jurisdictions` (the root is empty). */
export function errorPath(e: t.ValidationError): string {
  return e.context
    .slice(1)
    .map((entry) => entry.key)
    .filter((k) => k !== '')
    .join('.');
}

/**
 * Reads and decodes the body with an io-ts codec (e.g. one from core/model). Type mismatches
 * answer one message per offending field, "<path> is not valid", or the codec's own message
 * (a limit it checks); at most MAX_ERRORS of them.
 */
export async function decodeJsonBody<A>(c: Context, codec: t.Decoder<unknown, A>): Promise<BodyResult<A>> {
  const res = await readJsonBody(c);
  if (!res.ok) return res;
  const decoded = codec.decode(res.value);
  if (decoded._tag === 'Right') return { ok: true, value: decoded.right };
  const messages = decoded.left.map((e) => {
    const path = errorPath(e);
    return e.message ?? (path ? `${path} is not valid` : NOT_OBJECT);
  });
  return { ok: false, errors: [...new Set(messages)].slice(0, MAX_ERRORS) };
}

/** Helpers for hand-written validation of a parsed object: each reports a readable message. */
export function optionalString(body: Record<string, unknown>, key: string, errors: string[]): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') {
    errors.push(`${key} must be a string`);
    return undefined;
  }
  return v;
}

export function optionalBoolean(body: Record<string, unknown>, key: string, errors: string[]): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') {
    errors.push(`${key} must be true or false`);
    return undefined;
  }
  return v;
}
