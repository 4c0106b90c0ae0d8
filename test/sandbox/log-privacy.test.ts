/**
 * No personal value in any log line (docs/portal.md §Sandbox): a database error on a submitter
 * save used to write the error with its parameters (the submitter's name, address, email and
 * phone); now a failure is logged as its kind, code and stack frames, and a request as its method,
 * path and status. The log of a run through failing and refused calls holds no personal value of
 * the seed.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { submitterDefaults, submitterPost } from '../../core/use-cases/submitter/defaults';
import { FlowCreated } from '../../core/model/pdb-report';
import { api, identify, signIn, start } from './helpers';
import { AZ_AND_GA } from './journeys/requests';
import { decoded } from './journeys/client';
import { personalValuesIn, seedPersonalValues } from './personal-values';

const t = suite('log privacy');
const lines: string[] = [];
let s: RunningSandbox;
t.before(async () => {
  s = await start({ log: (line) => lines.push(line) });
});
t.after(async () => {
  await s.close();
});

t('a database error on a submitter save is logged without the submitter, and no log line holds a personal value of the seed', async () => {
  const token = await signIn(s, 'ind-alice');
  const { flowId } = decoded(FlowCreated, await (await api(s, '/flows.json', { method: 'PUT', token, json: AZ_AND_GA })).json());
  const alice = {
    ...submitterDefaults({ submittingFor: 'SOMEONE_ELSE', useAcceptance: true }),
    firmName: 'Morgan Agency',
    firstName: 'Alice',
    lastName: 'Morgan',
    address1: '1600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    email: 'alice.morgan@example.com',
    phone: '(512) 555-0134',
  };
  // A database that fails the way PostgreSQL does: the error quotes a value and carries the query's parameters.
  const query = s.db.query.bind(s.db);
  s.db.query = (async (sql: string, params?: unknown[]) => {
    if (sql.startsWith('UPDATE flows SET submitter')) {
      throw Object.assign(new Error(`invalid input syntax: "${String(params?.[1])}"`), { code: '22P02', query: sql, params });
    }
    return query(sql, params);
  }) as typeof s.db.query;
  try {
    const res = await api(s, '/submitter.json', { method: 'POST', token, json: submitterPost(flowId, alice) });
    assert.is(res.status, 500, await res.text());
  } finally {
    s.db.query = query;
  }
  // Refused and failing calls on the way: wrong SSNs, bodies too deep or with control characters, unknown paths.
  await identify(s, { entityType: 'INDIVIDUAL', searchType: 'TAX_ID', lastName: 'Morgan', ssn: '123-45-6780', useAgreementAccepted: true });
  await identify(s, { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Diaz', npn: '1000003', ssn: '1111', useAgreementAccepted: true });
  await api(s, '/submitter.json', { method: 'POST', token, json: { ...submitterPost(flowId, alice), email: 'alice.morgan@example.com\u0000' } });
  await api(s, '/addresses.json?countryCode=US&query=1600%20Congress%20Ave%00', { token });
  await api(s, '/orders/LH0000000.json', { token });

  const log = lines.join('\n');
  assert.match(log, /POST \/my-licensehub\/api\/submitter\.json failed: Error 22P02/);
  assert.match(log, /POST \/my-licensehub\/api\/identify\.json 400/);
  assert.equal(personalValuesIn(log, await seedPersonalValues(s.db)), []);
});

t.run();
