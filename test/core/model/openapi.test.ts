/**
 * The OpenAPI 3.1 document of the registry API, generated from the call table and the contract's
 * codecs: every call of the contract with its answers by status and error shapes, the bearer scheme,
 * and one source (a codec change changes the document).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as t from 'io-ts';
import { OrderSummary } from '../../../core/model/orders';
import { openApiDocument } from '../../../core/model/openapi/document';
import { SchemaRegistry } from '../../../core/model/openapi/json-schema';
import { ModuleData } from '../../../core/model/modules';

type Doc = {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string }[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>; securitySchemes: Record<string, unknown> };
  security: unknown[];
};
const doc = () => openApiDocument('/my-licensehub/api') as unknown as Doc;

// The calls the portal makes, the address endpoints and logout.
const SPEC_CALLS = [
  'post /identify.json',
  'get /user-info.json',
  'get /maintenance-notifications.json',
  'get /countries.json',
  'get /states.json',
  'get /provinces.json',
  'get /contextual-messages/{flowId}/{locationId}.json',
  'post /contextual-messages.json',
  'get /submitter/{flowId}.json',
  'post /submitter.json',
  'get /pdb-report-submitter/{flowId}.json',
  'post /pdb-report-submitter.json',
  'post /address-verification/validate.json',
  'get /addresses.json',
  'get /review/ccr/{flowId}.json',
  'get /demographic-update/{flowId}/primary-name.json',
  'post /demographic-update/{flowId}/primary-name.json',
  'get /license-update/{flowId}/drlp.json',
  'post /license-update/{flowId}/drlp.json',
  'put /license-update/{flowId}/drlp/add.json',
  'delete /license-update/{flowId}/drlp/remove.json',
  'post /license-update/{flowId}/drlp/search.json',
  'post /license-update/{flowId}/drlp/proceed.json',
  'get /license-update/{flowId}/review.json',
  // Beyond the spec's calls: the DRLP changes already paid for (docs/portal.md §License update).
  'get /license-update/paid-changes.json',
  'get /flows/{flowId}/modules.json',
  'get /flows/{flowId}/modules/{path}.json',
  'put /flows/{flowId}/modules/{path}.json',
  'get /orders.json',
  'get /orders/{orderCode}.json',
  'get /orders/{orderCode}/pdf-view.pdf',
  'get /orders/{orderCode}/pdf-receipt.pdf',
  // Beyond the spec's calls: the detail report as sold, kept with its order (docs/portal.md §PDB report).
  'get /orders/{orderCode}/pdb-report.json',
  'get /orders/{orderCode}/pdb-report.pdf',
  'get /pdb-report-metadata.json',
  'get /flows/reports.json',
  'post /pdb-report-status.json',
  'get /incomplete-applications.json',
  'delete /incomplete-applications/{batchCode}.json',
  'put /demographic-update/start.json',
  'put /license-update/start.json',
  'get /product-attributes.json',
  'get /basis-licenses.json',
  'get /supported-states.json',
  'get /available-lines.json',
  'post /available-lines/validation.json',
  'post /duplicates.json',
  'get /duplicates/{batchCode}.json',
  'post /fee-summary.json',
  'put /flows.json',
  'post /logout.json',
];

test('the OpenAPI document has every call of the contract, and no other', () => {
  const d = doc();
  const calls = Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
  assert.equal(calls.sort(), [...SPEC_CALLS].sort());
});

test('the OpenAPI document: answers per status with their shapes (module saves 204 or 200 with errors; PDB status 404 not ready, 410 gone)', () => {
  const d = doc();
  const save = d.paths['/flows/{flowId}/modules/{path}.json']!.put!;
  assert.equal(Object.keys(save.responses).sort(), ['200', '204', '401', '415', '429', '5XX']);
  assert.equal((save.responses['200'] as { content: unknown }).content, { 'application/json': { schema: { $ref: '#/components/schemas/ModuleErrors' } } });
  const status = d.paths['/pdb-report-status.json']!.post!;
  assert.equal(Object.keys(status.responses).sort(), ['200', '400', '401', '404', '410', '415', '429', '5XX']);
  assert.equal(d.components.schemas.ErrorResponse, {
    type: 'object',
    properties: { errors: { type: 'array', items: { type: 'string' } } },
    required: ['errors'],
  });
  assert.equal(d.components.schemas.OrderSummary, {
    type: 'object',
    properties: { orderDate: { type: 'string' }, orderCode: { type: 'string' }, orderTotal: { type: 'string' } },
    required: ['orderDate', 'orderCode', 'orderTotal'],
  });
  assert.equal(
    d.paths['/orders/{orderCode}.json']!.get!.parameters?.map((p) => p.name),
    ['orderCode'],
  );
});

test('the OpenAPI document: the bearer scheme for every call but the public ones', () => {
  const d = doc();
  assert.equal(d.components.securitySchemes.bearerAuth, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token returned by identify in the Authorization header.',
  });
  assert.equal(d.security, [{ bearerAuth: [] }]);
  const open = Object.entries(d.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.length === 0)
      .map(([m]) => `${m} ${path}`),
  );
  assert.equal(open.sort(), [
    'get /countries.json',
    'get /maintenance-notifications.json',
    'get /provinces.json',
    'get /states.json',
    'post /identify.json',
    'post /logout.json',
  ]);
  assert.ok(d.paths['/orders.json']!.get!.responses['401'], 'a bearer call documents the 401');
});

test('the OpenAPI document has one source: changing a codec field changes the document', () => {
  const before = doc().components.schemas.OrderSummary;
  const props = OrderSummary.props as Record<string, t.Mixed>;
  const original = props.orderTotal!;
  props.orderTotal = t.number;
  try {
    const after = doc().components.schemas.OrderSummary;
    assert.equal(after?.properties?.orderTotal, { type: 'number' });
    assert.equal(before?.properties?.orderTotal, { type: 'string' });
  } finally {
    props.orderTotal = original;
  }
  assert.equal(doc().components.schemas.OrderSummary, before);
});

test('JSON Schema from a recursive codec refers to itself; unions are anyOf', () => {
  const registry = new SchemaRegistry();
  assert.equal(registry.schemaOf(ModuleData), { $ref: '#/components/schemas/ModuleData' });
  assert.equal(registry.components.ModuleData, {
    type: 'object',
    additionalProperties: {
      anyOf: [
        { type: 'string' },
        { type: 'array', items: { type: 'string' } },
        { $ref: '#/components/schemas/ModuleData' },
        { type: 'array', items: { $ref: '#/components/schemas/ModuleData' } },
      ],
    },
  });
});

test.run();
