/**
 * Every sandbox answer an integration test receives is checked against the published OpenAPI
 * document (core/model/openapi), with Ajv, a maintained JSON Schema validator: its status must be
 * one the call documents, and its JSON body must fit that answer's schema (an answer documented
 * without a body must have none). Answers to requests that are no call of the contract (unknown
 * paths, other methods) and injected faults (X-Sandbox-Fault, which break the contract on
 * purpose) are not checked.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../core/model/openapi/document';
import { API_BASE } from '../../sandbox/paths';

type Response_ = { description: string; content?: Record<string, { schema: unknown }>; $ref?: string };
type Operation = { responses: Record<string, Response_> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown>; responses: Record<string, Response_> } };

const DOC = openApiDocument(API_BASE) as unknown as Doc;
const ROOT = 'https://licensehub.example/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: ROOT, components: { schemas: DOC.components.schemas } });

const ROUTES = Object.entries(DOC.paths).map(([template, ops]) => ({
  pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  ops,
}));
const compiled = new Map<unknown, ValidateFunction>();
function validatorFor(schema: unknown): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) {
    // Refs in the document point into its components: resolve them against the added root.
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${ROOT}#/components/`);
    v = ajv.compile(JSON.parse(text) as object);
    compiled.set(schema, v);
  }
  return v;
}

/** Why an answer does not fit the document, or undefined when it fits (or is not checked). */
export function contractViolation(method: string, apiPath: string, status: number, headers: Headers, bodyText: string): string | undefined {
  if (headers.has('x-sandbox-fault')) return undefined;
  const op = ROUTES.find((r) => r.pattern.test(apiPath))?.ops[method.toLowerCase()];
  if (!op) return undefined;
  const declared = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  if (!declared) return `${method} ${apiPath}: status ${status} is not in the document (${Object.keys(op.responses).join(', ')})`;
  const answer = declared.$ref ? DOC.components.responses[declared.$ref.split('/').pop()!]! : declared;
  const json = answer.content?.['application/json'];
  if (!answer.content) return bodyText.trim() === '' ? undefined : `${method} ${apiPath} ${status}: a body where the document has none`;
  if (!json) return undefined; // a file (the order PDFs)
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return `${method} ${apiPath} ${status}: the body is not JSON`;
  }
  const validate = validatorFor(json.schema);
  if (validate(body)) return undefined;
  return `${method} ${apiPath} ${status}: ${ajv.errorsText(validate.errors)} in ${bodyText.slice(0, 300)}`;
}

/** Checks a sandbox answer (by URL) and throws when it breaks the document; returns it unread. */
export async function checkedAnswer(method: string, url: string, res: Response): Promise<Response> {
  const path = new URL(url).pathname;
  if (!path.startsWith(`${API_BASE}/`)) return res;
  const violation = contractViolation(method, path.slice(API_BASE.length), res.status, res.headers, await res.clone().text());
  if (violation) throw new Error(`The sandbox answer breaks the OpenAPI document: ${violation}`);
  return res;
}

/** A fetch whose every sandbox answer is checked against the document. */
export const checkedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  return checkedAnswer(request.method, request.url, await fetch(request));
};
