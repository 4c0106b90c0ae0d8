/**
 * The registry API as an OpenAPI 3.1 document, built from the call table (calls.ts) and the
 * contract's io-ts codecs (json-schema.ts): one source, so a codec change changes the document.
 * The sandbox serves it at `{api}/openapi.json`; `licensehub contract --openapi` prints it.
 */
import { APP_VERSION, PRODUCT_NAME } from '../constants';
import { ErrorResponse } from '../error-response';
import { API_CALLS, TAGS, type Answer, type ApiCall, type Parameter } from './calls';
import { SchemaRegistry, type JsonSchema } from './json-schema';

export type OpenApiDocument = { readonly openapi: string } & { readonly [key: string]: unknown };

/** The shared answers every call may give, by status. */
const SHARED = {
  BadRequest: {
    status: '400',
    description: 'A request no call takes: a control character in the address or the body, a body too large or nested too deep; errors say why.',
  },
  Unauthorized: { status: '401', description: 'No valid session: sign in again (no token is returned).' },
  TooManyRequests: { status: '429', description: 'Too many requests; Retry-After may say when to try again.' },
  ServerError: { status: '5XX', description: 'The registry failed.' },
} as const;

function parameter(p: Parameter): JsonSchema {
  return { name: p.name, in: p.in, description: p.description, required: p.required, schema: { type: 'string', ...(p.pattern ? { pattern: p.pattern } : {}) } };
}

function answer(a: Answer, registry: SchemaRegistry, headers?: JsonSchema): JsonSchema {
  const content =
    a.body === null
      ? undefined
      : a.body === 'pdf'
        ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
        : { 'application/json': { schema: registry.schemaOf(a.body) } };
  return { description: a.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

const TOKEN_HEADER = { Authorization: { description: 'Bearer <token> for the session (a fresh one when the session slides).', schema: { type: 'string' } } };

function operation(call: ApiCall, registry: SchemaRegistry): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, a] of Object.entries(call.answers)) {
    const givesToken = call.operationId === 'identify' ? status === '200' : !call.public && status.startsWith('2');
    responses[status] = answer(a, registry, givesToken ? TOKEN_HEADER : undefined);
  }
  if (!call.public) responses[SHARED.Unauthorized.status] = { $ref: '#/components/responses/Unauthorized' };
  if (!call.refusedWith200) responses[SHARED.BadRequest.status] ??= { $ref: '#/components/responses/BadRequest' };
  if (call.body && !(415 in call.answers)) responses['415'] = { $ref: '#/components/responses/NotJson' };
  responses[SHARED.TooManyRequests.status] ??= { $ref: '#/components/responses/TooManyRequests' };
  responses[SHARED.ServerError.status] = { $ref: '#/components/responses/ServerError' };
  return {
    operationId: call.operationId,
    summary: call.summary,
    tags: [call.tag],
    ...(call.public ? { security: [] } : {}),
    ...(call.parameters?.length ? { parameters: call.parameters.map(parameter) } : {}),
    ...(call.body
      ? { requestBody: { required: true, description: call.body.description, content: { 'application/json': { schema: registry.schemaOf(call.body.codec) } } } }
      : {}),
    responses,
  };
}

/** The document; `apiBase` is the server URL its paths are under (the API base of the deployment). */
export function openApiDocument(apiBase = '/my-licensehub/api', calls: readonly ApiCall[] = API_CALLS): OpenApiDocument {
  const registry = new SchemaRegistry();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) (paths[call.path] ??= {})[call.method] = operation(call, registry);
  const errorBody = { 'application/json': { schema: registry.schemaOf(ErrorResponse) } };
  const shared = Object.fromEntries(Object.entries(SHARED).map(([name, s]) => [name, { description: s.description, content: errorBody }]));
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} registry API`,
      version: APP_VERSION,
      description:
        'The calls the LicenseHub portal makes to the registry. Every body is JSON; every error answer carries `errors`, a list of messages. ' +
        'Calls other than the public ones need the session token as a bearer token; an answer may carry a fresh one in its Authorization header.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: apiBase, description: 'The API base of this deployment.' }],
    security: [{ bearerAuth: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token returned by identify in the Authorization header.' },
      },
      responses: { ...shared, NotJson: { description: 'The request body is not declared as JSON.', content: errorBody } },
      schemas: registry.components,
    },
  };
}
