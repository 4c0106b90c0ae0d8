/**
 * Identify is limited before a match (docs/portal.md §Limits): failed attempts are counted per last
 * name, per client and in total, and once a count is full identify answers 429 with Retry-After
 * before it looks anybody up, so guessing SSNs for one last name stops long before the right
 * one; signing in is not counted.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../sandbox/server';
import { DEFAULT_IDENTIFY_LIMITS, type IdentifyLimits } from '../../sandbox/api/attempt-limiter';
import { identify, signIn, start } from './helpers';

const t = suite('identify limits');
const clock = { ms: Date.parse('2026-03-02T15:00:00Z') };
const now = () => new Date(clock.ms);
const sandboxes: RunningSandbox[] = [];
const sandbox = async (identifyLimits: IdentifyLimits = DEFAULT_IDENTIFY_LIMITS) => {
  const s = await start({ now, identifyLimits });
  sandboxes.push(s);
  return s;
};
t.after(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
});

const bySsn = (lastName: string, ssn: string) => ({ entityType: 'INDIVIDUAL', searchType: 'TAX_ID', lastName, ssn, useAgreementAccepted: true });
const wrongSsn = (i: number) => `900-${String(10 + (i % 90)).padStart(2, '0')}-${String(1000 + i).padStart(4, '0')}`;

t('wrong SSNs for one last name are refused with 429 and Retry-After before the right SSN can match', async () => {
  const s = await sandbox();
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await identify(s, bySsn('Morgan', wrongSsn(i)))).status);
  assert.equal(statuses.slice(0, DEFAULT_IDENTIFY_LIMITS.perLastName), Array(DEFAULT_IDENTIFY_LIMITS.perLastName).fill(400));
  assert.ok(
    statuses.slice(DEFAULT_IDENTIFY_LIMITS.perLastName).every((x) => x === 429),
    statuses.join(' '),
  );

  const right = await identify(s, bySsn('morgan', '123-45-6789'));
  assert.is(right.status, 429, 'the right SSN is refused too, in any case of the last name');
  assert.equal(await right.json(), { status: 'ERROR', errors: ['Too many attempts. Please wait a few minutes and try again.'] });
  const wait = Number(right.headers.get('retry-after'));
  assert.ok(wait > 0 && wait <= DEFAULT_IDENTIFY_LIMITS.windowMs / 1000, `Retry-After ${wait}`);
  assert.is((await identify(s, bySsn('Carter', wrongSsn(99)))).status, 400, 'another last name is still searched');

  clock.ms += wait * 1000;
  assert.is((await identify(s, bySsn('Morgan', '123-45-6789'))).status, 200, 'after Retry-After the right SSN signs in');
});

t('failed attempts from one client are limited whatever last name they name', async () => {
  const s = await sandbox({ ...DEFAULT_IDENTIFY_LIMITS, perClient: 5 });
  for (let i = 0; i < 5; i++) assert.is((await identify(s, bySsn(`Nobody${'x'.repeat(i)}`, wrongSsn(i)))).status, 400);
  const firm = await identify(s, { entityType: 'FIRM', searchType: 'NPN', npn: '2000001', useAgreementAccepted: true });
  assert.is(firm.status, 429, 'a search without a last name is counted per client too');
  assert.ok(Number(firm.headers.get('retry-after')) > 0);
});

t('failed attempts are limited in total', async () => {
  const s = await sandbox({ ...DEFAULT_IDENTIFY_LIMITS, perClient: 1000, total: 3 });
  for (const name of ['Able', 'Baker', 'Cole']) assert.is((await identify(s, bySsn(name, wrongSsn(1)))).status, 400);
  assert.is((await identify(s, bySsn('Morgan', '123-45-6789'))).status, 429);
});

t('signing in is not counted: one client signs in a hundred times', async () => {
  const s = await sandbox();
  for (let i = 0; i < 100; i++) await signIn(s, i % 2 ? 'ind-alice' : 'firm-acme');
});

t.run();
