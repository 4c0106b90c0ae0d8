import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { api, demoIdentities, identify, identifyBody, start } from './helpers';
import { must } from '../must';

const t = suite('identify');
let s: RunningSandbox;
t.before(async () => {
  s = await start();
});
t.after(async () => {
  await s.close();
});

const expected = (leadsTo: string) => {
  const [status, ssnVerification] = leadsTo.split(':');
  return { status, ssnVerification };
};

for (const d of demoIdentities) {
  t(`demo identity "${d.label}" leads to ${d.leadsTo}`, async () => {
    const res = await identify(s, identifyBody(d));
    const body = (await res.json()) as Record<string, unknown>;
    const want = expected(d.leadsTo);
    assert.is(body.status, want.status);
    if (want.status === 'SUCCESS') {
      assert.is(res.status, 200);
      const token = res.headers.get('authorization');
      assert.match(token ?? '', /^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      const info = (await (await api(s, '/user-info.json', { token: token! })).json()) as Record<string, unknown>;
      assert.is(info.displayName, d.displayName);
    } else {
      assert.is(res.status, 400);
      assert.is(res.headers.get('authorization'), null, 'a failure hands out no token');
      if (want.ssnVerification) assert.is(body.ssnVerification, want.ssnVerification);
      if (want.status === 'ERROR') assert.equal(body.errors, d.errors);
    }
  });
}

t('demo identities cover every outcome the brief lists', () => {
  const outcomes = new Set(demoIdentities.map((d) => d.leadsTo));
  for (const o of ['SUCCESS', 'AUTHORIZATION_FAILURE:LAST_FOUR', 'AUTHORIZATION_FAILURE:FULL_SSN', 'IDENTIFICATION_FAILURE', 'ERROR']) {
    assert.ok(outcomes.has(o), o);
  }
  const kinds = new Set(demoIdentities.filter((d) => d.leadsTo === 'SUCCESS').map((d) => `${d.entityType} ${d.searchType}`));
  for (const k of ['INDIVIDUAL LICENSE', 'INDIVIDUAL NPN', 'INDIVIDUAL TAX_ID', 'FIRM LICENSE', 'FIRM NPN', 'FIRM TAX_ID']) assert.ok(kinds.has(k), k);
});

t('lastName matches case-insensitively and licenseNumber after trimming', async () => {
  const byNpn = await identify(s, { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'MORGAN', npn: '1000001', useAgreementAccepted: true });
  assert.is(byNpn.status, 200);
  const byLicense = await identify(s, {
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    licenseState: 'TX',
    licenseNumber: '  TX-100001 ',
    useAgreementAccepted: true,
  });
  assert.is(byLicense.status, 200);
  const otherCase = await identify(s, {
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    licenseState: 'TX',
    licenseNumber: 'tx-100001',
    useAgreementAccepted: true,
  });
  assert.equal(await otherCase.json(), { status: 'IDENTIFICATION_FAILURE' });
});

t('a firm search never matches an individual (and the reverse)', async () => {
  const firmAsIndividual = await identify(s, { entityType: 'FIRM', searchType: 'NPN', npn: '1000001', useAgreementAccepted: true });
  assert.equal(await firmAsIndividual.json(), { status: 'IDENTIFICATION_FAILURE' });
  const individualAsFirm = await identify(s, {
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    licenseState: 'TX',
    licenseNumber: 'AG-5001',
    useAgreementAccepted: true,
  });
  assert.equal(await individualAsFirm.json(), { status: 'IDENTIFICATION_FAILURE' });
});

t('a full SSN with the wrong digits for FULL_SSN authorization keeps the question asked (AUTHORIZATION_FAILURE)', async () => {
  const res = await identify(s, {
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    licenseState: 'NY',
    licenseNumber: 'NY-500001',
    ssn: '456-78-0000',
    useAgreementAccepted: true,
  });
  assert.equal(await res.json(), { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'FULL_SSN' });
  const lastFourOnly = await identify(s, {
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    licenseState: 'NY',
    licenseNumber: 'NY-500001',
    ssn: '9012',
    useAgreementAccepted: true,
  });
  assert.equal(await lastFourOnly.json(), { status: 'AUTHORIZATION_FAILURE', ssnVerification: 'FULL_SSN' }, 'FULL_SSN is not satisfied by a last four');
});

t('repeated wrong SSNs for one licensee are throttled with 429 and Retry-After', async () => {
  const local = await start();
  try {
    const wrong = { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 'Diaz', npn: '1000003', ssn: '1111', useAgreementAccepted: true };
    for (let i = 0; i < 5; i++) assert.is((await identify(local, wrong)).status, 400);
    const blocked = await identify(local, { ...wrong, ssn: '8901' });
    assert.is(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    // Other licensees are not affected.
    assert.is((await identify(local, { entityType: 'FIRM', searchType: 'NPN', npn: '2000001', useAgreementAccepted: true })).status, 200);
  } finally {
    await local.close();
  }
});

const errorsOf = async (res: Response) => {
  assert.is(res.status, 400);
  const body = (await res.json()) as { status: string; errors: string[] };
  assert.is(body.status, 'ERROR');
  assert.ok(Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every((e) => typeof e === 'string'));
  return body.errors;
};

t('malformed JSON on identify is 400 with errors', async () => {
  const res = await api(s, '/identify.json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"entityType": "FIRM",' });
  assert.equal(await errorsOf(res), ['The request body is not valid JSON.']);
});

t('a body that is not an object on identify is 400 with errors', async () => {
  for (const body of ['[]', '"FIRM"', 'null', '42', '']) {
    const res = await api(s, '/identify.json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await errorsOf(res);
  }
});

t('an oversized body (> 256 KiB) on identify is 400 with errors', async () => {
  const big = JSON.stringify({ entityType: 'FIRM', searchType: 'NPN', npn: '2000001', useAgreementAccepted: true, pad: 'x'.repeat(300 * 1024) });
  const res = await api(s, '/identify.json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
  assert.match(must((await errorsOf(res))[0], 'an error'), /too large/);
});

t('an oversized chunked body without Content-Length is refused too', async () => {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let n = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (n++ < 6) ctrl.enqueue(chunk);
      else ctrl.close();
    },
  });
  const res = await api(s, '/identify.json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
  assert.match(must((await errorsOf(res))[0], 'an error'), /too large/);
});

t('wrong types on identify are 400 with errors naming the fields', async () => {
  const res = await identify(s, { entityType: 'INDIVIDUAL', searchType: 'NPN', lastName: 12, npn: 1000001, useAgreementAccepted: 'yes' });
  const errors = await errorsOf(res);
  assert.ok(errors.includes('lastName must be a string'), errors.join());
  assert.ok(errors.includes('npn must be a string'), errors.join());
  assert.ok(errors.includes('useAgreementAccepted must be true or false'), errors.join());
});

t('identify validation mirrors docs/portal.md §Identify', async () => {
  const base = { entityType: 'INDIVIDUAL', useAgreementAccepted: true };
  assert.ok((await errorsOf(await identify(s, { ...base }))).includes('Please select a search type'));
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'NPN', lastName: 'Morgan', npn: '1000001', useAgreementAccepted: false }))).includes(
      'Please accept to continue',
    ),
  );
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'NPN', lastName: 'Morgan', npn: '10A' }))).includes(
      'National Producer Number (NPN) must be numeric',
    ),
  );
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'NPN', lastName: 'M'.repeat(101), npn: '1' }))).includes(
      'Last Name must be 100 characters or less',
    ),
  );
  assert.ok((await errorsOf(await identify(s, { ...base, searchType: 'NPN', lastName: 'Müller', npn: '1' }))).includes('Last Name is not valid'));
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'TAX_ID', lastName: 'Morgan', ssn: '6789' }))).includes(
      'Social Security Number (SSN) is not valid',
    ),
  );
  assert.ok((await errorsOf(await identify(s, { ...base, searchType: 'LICENSE', licenseNumber: 'X' }))).includes('License State is a required field'));
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'LICENSE', licenseNumber: 'X', licenseState: 'ZZ' }))).includes('License State is not valid'),
  );
  assert.ok(
    (await errorsOf(await identify(s, { entityType: 'FIRM', searchType: 'TAX_ID', fein: '123456789', useAgreementAccepted: true }))).includes(
      'Federal Employer Identification Number (FEIN) is not valid',
    ),
  );
  assert.ok(
    (await errorsOf(await identify(s, { ...base, searchType: 'NPN', lastName: 'Diaz', npn: '1000003', ssn: '12-34' }))).includes(
      'Social Security Number (SSN) is not valid',
    ),
  );
});

t('SSNs are stored only as hashes', async () => {
  const rows = await s.db.query<Record<string, unknown>>('SELECT * FROM licensees');
  const dump = JSON.stringify(rows);
  for (const ssn of ['123456789', '123-45-6789', '345678901', '456-78-9012']) assert.not.ok(dump.includes(ssn), ssn);
});

t.run();
