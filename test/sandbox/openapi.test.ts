/** The check every integration test makes of the sandbox's answers refuses an answer that breaks the OpenAPI document. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contractViolation } from './openapi-check';

const t = suite('OpenAPI check of the answers');

const json = new Headers({ 'Content-Type': 'application/json' });

t('an answer that breaks the document is refused: a wrong field type, an undocumented status, a body where none is documented', () => {
  const order = JSON.stringify({ orderSummaries: [{ orderDate: '2026-11-20', orderCode: 'LH1', orderTotal: '10.00' }] });
  assert.is(contractViolation('GET', '/orders.json', 200, json, order), undefined);
  assert.match(contractViolation('GET', '/orders.json', 200, json, order.replace('"10.00"', '10')) ?? '', /orderTotal must be string/);
  assert.match(contractViolation('PUT', '/flows/F-1/modules/biographic.json', 400, json, '{"errors":["x"]}') ?? '', /status 400 is not in the document/);
  assert.match(contractViolation('PUT', '/flows/F-1/modules/biographic.json', 204, json, '{"errors":["x"]}') ?? '', /a body where the document has none/);
  assert.is(contractViolation('PUT', '/flows/F-1/modules/biographic.json', 200, json, '{"errors":["x"]}'), undefined);
  assert.is(contractViolation('GET', '/orders.json', 503, new Headers({ 'X-Sandbox-Fault': '503' }), 'oops'), undefined, 'an injected fault is not checked');
});

t.run();
