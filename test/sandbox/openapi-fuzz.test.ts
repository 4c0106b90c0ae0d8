/**
 * A fuzzer driven by the portal's own openapi.json (docs/portal.md §Sandbox): for every operation the
 * document lists, bodies and parameters generated from its schemas (seeded, a bounded number)
 * and hostile ones (malformed JSON, wrong types, unknown and `__proto__` keys, deep nesting,
 * control characters, long text, ids that are not ids, no session or a forged one). Every answer
 * must be one the document gives for that call (status and body, checked with Ajv), never a 5xx,
 * and none may stall.
 */
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { API_BASE } from '../../sandbox/paths';
import type { RunningSandbox } from '../../sandbox/server';
import { signIn, start } from './helpers';
import { AZ_AND_GA } from './journeys/requests';
import { submitterDefaults, submitterPost } from '../../core/use-cases/submitter/defaults';
import { LICENSING_MODULE_ANSWERS } from '../module-answers';
import { contractViolation } from './openapi-check';

type Schema = { readonly [key: string]: unknown };
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema?: { pattern?: string } };
type Operation = { operationId: string; parameters?: Parameter[]; requestBody?: { content: { 'application/json': { schema: Schema } } }; security?: unknown[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Generated requests per operation, beside the hostile ones; the seed makes a failure repeatable. */
const GENERATED = 6;
const SEED = 35;
/** An answer slower than this is a stall (a deep body once held every request for a second). */
const STALL_MS = 3000;

const t = suite('OpenAPI fuzzer');
let s: RunningSandbox;
let doc: Doc;
let alice: string;
let acme: string;
/** Values a parameter takes when it is not attacked: ids of the signed-in licensees' own records. */
const GOOD: Record<string, string[]> = {};
/** A request the registry takes, per operation where one is easy to write: hostile bodies start from it (a NUL in an otherwise valid submitter reached the database). */
type Example = { values?: Record<string, string>; body: unknown };
const EXAMPLES: Record<string, Example> = {};

t.before(async () => {
  s = await start();
  doc = (await (await s.app.request(`${API_BASE}/openapi.json`)).json()) as Doc;
  alice = await signIn(s, 'ind-alice');
  acme = await signIn(s, 'firm-acme');
  const created = async (token: string, path: string, body: unknown) => {
    const res = await request('PUT', path, token, JSON.stringify(body));
    return ((await res.json()) as { flowId: string }).flowId;
  };
  GOOD.flowId = [
    await created(alice, '/flows.json', AZ_AND_GA),
    await created(alice, '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' }),
    await created(acme, '/license-update/start.json', { productType: 'LICENSE_UPDATE' }),
    '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01',
  ];
  const [aliceFlow = '', nameFlow = '', acmeFlow = ''] = GOOD.flowId;
  const reportFlow = ((await (await request('GET', '/flows/reports.json', alice)).json()) as { flowId: string }).flowId;
  const submitter = (flowId: string) => submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const individual = (j: string) => ({ jurisdiction: j, resident: j === 'TX', dhs: false, changed: false, active: true, enabled: true });
  Object.assign(EXAMPLES, {
    identify: { body: { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true } },
    postSubmitter: { body: submitter(aliceFlow) },
    postPdbSubmitter: { body: submitter(reportFlow) },
    createFlow: { body: AZ_AND_GA },
    feeSummary: { body: AZ_AND_GA },
    saveModule: { values: { flowId: aliceFlow, path: 'biographic' }, body: LICENSING_MODULE_ANSWERS.biographic },
    postPrimaryName: {
      values: { flowId: nameFlow },
      body: { flowId: nameFlow, items: [{ requestedName: { type: 'INDIVIDUAL', first: 'Alicia', last: 'Morgan' }, jurisdictions: ['TX'].map(individual) }] },
    },
    addDrlp: { values: { flowId: acmeFlow }, body: { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] } },
    searchDrlp: { values: { flowId: acmeFlow }, body: { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false } },
    startDemographicUpdate: { body: { productType: 'DEMOGRAPHIC_UPDATE' } },
    startLicenseUpdate: { body: { productType: 'LICENSE_UPDATE' } },
  } satisfies Record<string, Example>);
  GOOD.batchCode = ['0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a02'];
  GOOD.orderCode = ['LH1000002', 'LH1000001'];
  GOOD.path = ['biographic', 'residence-address', 'employment-history'];
  GOOD.locationId = ['SUBMITTER', 'ATTESTATION'];
  GOOD.productType = ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'CONTACT_CHANGE'];
  GOOD.applicationType = ['NEW', 'RENEWAL'];
  GOOD.residencyType = ['RESIDENT', 'NONRESIDENT'];
  GOOD.jurisdictionCode = ['TX', 'OK'];
  GOOD.licenseNumber = ['TX-100001'];
  GOOD.stateCode = ['AZ', 'GA'];
  GOOD.countryCode = ['US', 'CA'];
  GOOD.query = ['1600 Congress Ave', '100 Main St'];
});
t.after(async () => {
  await s.close();
});

function request(method: string, path: string, token: string | undefined, body?: string, contentType = 'application/json') {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = contentType;
  return s.app.request(`${API_BASE}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

// Strings a caller might send: plain, the registry's own codes, and hostile ones.
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u001b[2Jb',
  '\u202e',
  '../..',
  "'; DROP TABLE flows; --",
  '<script>x</script>',
  'é',
  'A'.repeat(300),
  '0',
  '-1',
  'null',
];
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('TX', 'AZ', 'US', '1', 'Morgan', '1000001', '12-3456789', '123-45-6789', 'NEW', 'RESIDENT', 'PRODUCER', 'LIFE'),
  fc.constantFrom(...HOSTILE_TEXT),
);

/** An arbitrary for a JSON Schema of the document (the subset its codecs produce); depth bounds recursion. */
function arbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = doc.components.schemas[ref.split('/').pop()!] ?? {};
    return depth > 3 ? fc.constant({}) : arbitrary(target, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => arbitrary(s, depth + 1)));
  if (Array.isArray(schema.allOf))
    return fc.tuple(...(schema.allOf as Schema[]).map((s) => arbitrary(s, depth + 1))).map((parts) => Object.assign({}, ...parts));
  switch (schema.type) {
    case 'string':
      return text;
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(arbitrary((schema.items ?? {}) as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const known = fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitrary(v, depth + 1)])), {
        requiredKeys: required.filter((k) => k in properties),
      });
      if (!schema.additionalProperties || depth > 4) return known;
      return fc
        .tuple(known, fc.dictionary(fc.string({ maxLength: 8 }), arbitrary(schema.additionalProperties as Schema, depth + 1), { maxKeys: 3 }))
        .map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every string of a value with a control character put in. */
const withControl = (v: unknown): unknown =>
  typeof v === 'string'
    ? `${v}\u0000`
    : Array.isArray(v)
      ? v.map(withControl)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withControl(x)]))
        : v;
/** One variant per string of a value, that string with a NUL added (the others left valid). */
function eachWithNul(v: unknown): unknown[] {
  if (typeof v === 'string') return [`${v}\u0000`];
  if (Array.isArray(v)) return v.flatMap((x, i) => eachWithNul(x).map((bad) => v.map((y, j) => (i === j ? bad : y))));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => eachWithNul(x).map((bad) => ({ ...v, [k]: bad })));
  return [];
}
/** Every string of a value made long. */
const lengthened = (v: unknown): unknown =>
  typeof v === 'string'
    ? v.padEnd(10_000, 'x')
    : Array.isArray(v)
      ? v.map(lengthened)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, lengthened(x)]))
        : v;
/** Every string of a value made a number: the wrong type everywhere. */
const retyped = (v: unknown): unknown =>
  typeof v === 'string'
    ? 7
    : Array.isArray(v)
      ? v.map(retyped)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, retyped(x)]))
        : v;

/** Bodies nobody's form sends, from one generated body. */
const hostileBodies = (sample: unknown): string[] => [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(40)}{}${'}'.repeat(40)}`,
  JSON.stringify(withControl(sample)),
  JSON.stringify(lengthened(sample)),
  JSON.stringify(retyped(sample)),
  JSON.stringify({
    ...(sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {}),
    isAdmin: true,
    ['__proto__']: { polluted: true },
  }).replace('"isAdmin"', '"__proto__":{"x":1},"isAdmin"'),
  JSON.stringify({ value: 'x'.repeat(200_000) }),
];

/** Parameter values that are not what the call takes. */
const HOSTILE_PARAMS = ['%00', '%1b%5b2J', '..%2F..%2Fetc', 'A'.repeat(2000), '%E2%80%AE', '%27%20OR%201%3D1', '-', '0000000'];

/** `offPattern`: a path parameter breaks its documented pattern, so the address is no call of the document (any 4xx may answer it). */
type Case = { method: string; path: string; token: string | undefined; body?: string; contentType?: string; offPattern: boolean };

function casesOf(template: string, method: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const owner = template.startsWith('/license-update/') ? acme : alice;
  // Logging out would end the session the other cases use: it is only called without one.
  const token = op.operationId === 'logout' ? undefined : owner;
  const value = (p: Parameter) =>
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(GOOD[p.name] ?? ['x'])) }, { weight: 1, arbitrary: text.map(encodeURIComponent) });
  const decoded = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const address = (values: Record<string, string | undefined>) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
    const query = params
      .filter((p) => p.in === 'query' && values[p.name] !== undefined)
      .map((p) => `${p.name}=${values[p.name]}`)
      .join('&');
    const offPattern = params.some((p) => p.in === 'path' && p.schema?.pattern && !new RegExp(p.schema.pattern).test(decoded(values[p.name] ?? 'x')));
    return { path: query ? `${path}?${query}` : path, offPattern };
  };
  const paramsArb = fc.record(
    Object.fromEntries(params.map((p) => [p.name, p.in === 'path' || p.required ? value(p) : fc.option(value(p), { nil: undefined })])),
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  const bodyArb = bodySchema ? arbitrary(bodySchema) : fc.constant(undefined);
  const generated = fc.sample(fc.tuple(paramsArb, bodyArb, fc.constantFrom('own', 'own', 'own', 'none', 'forged')), { numRuns: GENERATED, seed: SEED });
  const forged = `${owner.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
  const cases: Case[] = generated.map(([values, body, who]) => ({
    method,
    ...address(values),
    token: who === 'own' ? token : who === 'forged' ? forged : undefined,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }));
  const example = EXAMPLES[op.operationId];
  const [firstValues, firstBody] = example ? [{ ...generated[0]?.[0], ...example.values }, example.body] : (generated[0] ?? [{}, undefined]);
  if (example) {
    for (const body of [example.body, ...eachWithNul(example.body)]) cases.push({ method, ...address(firstValues), token, body: JSON.stringify(body) });
  }
  // Each parameter attacked in turn, the others as generated.
  for (const p of params)
    for (const bad of HOSTILE_PARAMS)
      cases.push({ method, ...address({ ...firstValues, [p.name]: bad }), token, ...(bodySchema ? { body: JSON.stringify(firstBody) } : {}) });
  if (bodySchema) {
    for (const body of hostileBodies(firstBody)) cases.push({ method, ...address(firstValues), token, body });
    cases.push({ method, ...address(firstValues), token, body: JSON.stringify(firstBody), contentType: 'text/plain' });
  }
  return cases;
}

t('every operation of openapi.json answers generated and hostile requests as the document says: no 5xx, no stall', async () => {
  const failures: string[] = [];
  let count = 0;
  let slowest = 0;
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const c of casesOf(template, method.toUpperCase(), op)) {
        count++;
        const t0 = performance.now();
        const res = await request(c.method, c.path, c.token, c.body, c.contentType);
        const bodyText = await res.text();
        const ms = performance.now() - t0;
        slowest = Math.max(slowest, ms);
        const where = `${c.method} ${c.path.slice(0, 120)} ${c.body === undefined ? '' : c.body.slice(0, 120)}`;
        if (res.status >= 500) failures.push(`${res.status} for ${where}: ${bodyText.slice(0, 200)}`);
        else if (ms > STALL_MS) failures.push(`${Math.round(ms)} ms for ${where}`);
        else {
          const violation = contractViolation(c.method, new URL(`http://x${c.path}`).pathname, res.status, res.headers, bodyText);
          // An address that is no call may also be answered as one (a 4xx, such as 404).
          if (violation && !(c.offPattern && res.status >= 400)) failures.push(`${violation} (${where})`);
        }
      }
    }
  }
  assert.ok(count > 500, `${count} requests`);
  assert.equal(failures.slice(0, 15), [], `${failures.length} of ${count} requests failed (slowest ${Math.round(slowest)} ms)`);
});

t.run();
