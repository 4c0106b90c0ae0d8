/**
 * `licensehub contract`: passes against the sandbox (reads, and writes on fresh flows), and
 * against the sandbox in its contract-breaking fault mode fails (exit 1) naming the offending
 * field paths the core codecs report (docs/portal.md §Validation rules "Responses").
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApiDocument } from '../../core/model/openapi/document';
import { useSandbox } from './helpers';

const cli = useSandbox(test);
test.after.each(() => {
  cli.sandbox.controls.clearFaults();
});

function identity(name: string, body: unknown): string {
  const path = join(cli.dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

type Row = { call: string; status?: number; verdict: string; paths?: string[]; detail?: string };
const row = (rows: Row[], call: string): Row => {
  const found = rows.find((r) => r.call === call);
  assert.ok(found, `no row for ${call}`);
  return found!;
};

test('contract passes against the sandbox: every read call an individual can reach decodes (exit 0)', async () => {
  const r = await cli.run([
    'contract',
    '--identity',
    identity('alice', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: true }),
  ]);
  assert.is(r.code, 0, r.stdout);
  assert.is(r.json.ok, true);
  for (const call of [
    'POST /identify.json',
    'GET /user-info.json',
    'GET /orders.json',
    'GET /orders/{orderCode}.json',
    'GET /pdb-report-metadata.json',
    'GET /incomplete-applications.json',
    'GET /available-lines.json',
    'GET /flows/{flowId}/modules.json (incomplete application)',
    'POST /contextual-messages.json (incomplete application)',
  ]) {
    assert.is(row(r.json.calls, call).verdict, 'OK', call);
  }
  assert.is(row(r.json.calls, 'GET /user-info.json').status, 200);
  assert.not.ok(
    r.json.calls.some((c: Row) => c.call.startsWith('PUT ')),
    'no write without --write',
  );
});

test('contract --write also makes the write calls on fresh flows; a firm reaches the DRLP calls', async () => {
  const incomplete = async (who: string[]) => {
    await cli.run(who);
    return (await cli.run(['incomplete', 'list'])).json.applications.map((a: { flowId: string }) => a.flowId).sort();
  };
  const alice = ['identify', '--entity', 'individual', '--by', 'npn', '--last-name', 'Morgan', '--npn', '1000001', '--accept-use-agreement'];
  const aliceBefore = await incomplete(alice);
  const alone = await cli.run(
    ['contract', '--write', '--identity', identity('alice', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001' })],
    {
      json: false,
    },
  );
  assert.is(alone.code, 0, alone.stdout);
  assert.match(alone.stdout, /DELETE \/incomplete-applications\/\{batchCode\}\.json \(clean-up\)\s+\d{3}\s+OK\n/);
  assert.equal(await incomplete(alice), aliceBefore, 'the check leaves the licensee no incomplete application of its own');
  const r = await cli.run(['contract', '--write', '--identity', identity('acme', { entityType: 'FIRM', searchType: 'TAX_ID', fein: '12-3456789' })], {
    json: false,
  });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, /Call\s+Status\s+Result\n/);
  for (const call of [
    'PUT /flows.json',
    'PUT /flows/{flowId}/modules/{path}.json (new flow)',
    'POST /submitter.json (new flow)',
    'GET /license-update/{flowId}/drlp.json',
    'POST /demographic-update/{flowId}/primary-name.json',
  ]) {
    assert.match(r.stdout, new RegExp(`${call.replace(/[{}/.()]/g, '\\$&')}\\s+\\d{3}\\s+OK\\n`), call);
  }
  assert.match(r.stdout, / 0 violations, 0 failed/);
});

test('an identity with an SSN in the file authorizes; the SSN is never printed', async () => {
  const r = await cli.run(
    [
      'contract',
      '--identity',
      identity('dan', { entityType: 'INDIVIDUAL', searchType: 'LICENSE', licenseNumber: 'NY-500001', licenseState: 'NY', ssn: '456-78-9012' }),
    ],
    { json: false },
  );
  assert.is(r.code, 0, r.stdout);
  assert.not.match(r.stdout + r.stderr, /456-78-9012/);
});

test('an identity the registry does not accept as is fails (exit 1), saying what it answered', async () => {
  const r = await cli.run(['contract', '--identity', identity('cora', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Diaz', npn: '1000003' })]);
  assert.is(r.code, 1);
  assert.match(row(r.json.calls, 'identity').detail!, /AUTHORIZATION_FAILURE \(LAST_FOUR\)/);
});

test('contract fails against the contract-breaking sandbox, naming the offending field paths (exit 1)', async () => {
  cli.sandbox.controls.setFaults([{ path: '*', breakContract: true }]);
  const r = await cli.run(['contract', '--identity', identity('alice2', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001' })]);
  assert.is(r.code, 1);
  assert.is(r.json.ok, false);
  const calls: Row[] = r.json.calls;
  assert.equal(row(calls, 'POST /identify.json').paths, ['status']);
  assert.equal(row(calls, 'GET /user-info.json').paths, ['displayName', 'ldapUser']);
  assert.equal(row(calls, 'GET /pdb-report-metadata.json').paths, ['price']);
  const orders = row(calls, 'GET /orders.json');
  assert.is(orders.verdict, 'VIOLATION');
  assert.equal(orders.paths!.slice(0, 3), ['orderSummaries.0.orderDate', 'orderSummaries.0.orderCode', 'orderSummaries.1.orderCode']);
  assert.is(row(calls, 'GET /user-info.json').status, 200);
});

test('the human table shows VIOLATION with the paths, cut short with a count when there are many', async () => {
  cli.sandbox.controls.setFaults([{ path: '/orders.json', breakContract: true }]);
  const r = await cli.run(['contract', '--identity', identity('alice3', { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Morgan', npn: '1000001' })], {
    json: false,
  });
  assert.is(r.code, 1);
  assert.match(r.stdout, /GET \/orders\.json\s+200\s+VIOLATION orderSummaries\.0\.orderDate, orderSummaries\.0\.orderCode, .*, … \(\d+ more\)\n/);
  assert.match(r.stdout, /GET \/user-info\.json\s+200\s+OK\n/);
  assert.match(r.stdout, /1 violations, 0 failed/);
});

test('an identity file that is not an identify body is bad input (exit 2)', async () => {
  const r = await cli.run(['contract', '--identity', identity('bad', { entityType: 'ROBOT', searchType: 'NPN' })]);
  assert.is(r.code, 2);
  assert.match(r.stderr, /Invalid field\(s\) entityType/);
});

test('contract --openapi prints the OpenAPI 3.1 document of the contract, its server the API base; without --identity or --openapi it is a usage error', async () => {
  const r = await cli.run(['contract', '--openapi'], { json: false });
  assert.is(r.code, 0, r.stderr);
  const api = `${cli.sandbox.url}/my-licensehub/api`;
  assert.equal(JSON.parse(r.stdout), JSON.parse(JSON.stringify(openApiDocument(api))));
  assert.is((await cli.run(['contract'])).code, 2);
});

test.run();
