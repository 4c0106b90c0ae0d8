/**
 * The portal and the sandbox each validate a submitter, module data, a requested name, the
 * identify search and a DRLP search or add on their own (a real server does not trust the browser): the same input must give the same
 * messages on both sides, field by field where both key them by field.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { validateSubmitter as portalSubmitter } from '../../core/rules/submitter';
import { validateModule as portalModule } from '../../core/rules/modules';
import { validateSubmitter as sandboxSubmitter } from '../../sandbox/domain/submitter-validation';
import { validateModuleData as sandboxModule } from '../../sandbox/domain/module-validation';
import { validateName as portalName } from '../../core/rules/names';
import { nameFieldErrors as sandboxName } from '../../sandbox/domain/names';
import type { Name } from '../../core/model/names';
import { validateIdentify as portalIdentify, type IdentifyForm } from '../../core/rules/identify';
import { searchFieldErrors as sandboxIdentify } from '../../sandbox/api/identify-request';
import { validateDrlpAdd as portalDrlpAdd } from '../../core/use-cases/drlp/add-modal';
import { drlpRequestErrors as sandboxDrlpAdd } from '../../sandbox/domain/drlp';
import { omit } from '../../core/use-cases/omit';
import type { Submitter } from '../../core/model/submitter';
import { SAMPLE_SUBMITTER } from '../core/model/samples';
import type { Component, ConditionSet, Field, ModuleData } from '../../core/model/modules';

const sorted = (messages: Iterable<string>) => [...messages].sort();
const pick = <T>(...values: T[]) => fc.constantFrom(...values);

// Each field draws from values that sit on either side of a rule: blank, spaces, valid, invalid, too long, padded.
const submitter: fc.Arbitrary<Submitter> = fc.record({
  isFirm: fc.boolean(),
  submittingFor: pick('MY_SELF', 'SOMEONE_ELSE'),
  nonUsaNumber: fc.boolean(),
  useAcceptance: fc.boolean(),
  firmName: pick('', ' ', 'Acme Brokers'),
  title: pick('', 'Agent'),
  firstName: pick('', '  ', 'Ann', "O'Neil-Ray Jr.", 'Ann2', 'A'.repeat(25), 'A'.repeat(26), ` ${'A'.repeat(24)} `, 'Zoë', 'B'.repeat(30) + '1'),
  lastName: pick('', 'Lee', 'Lee_', 'L'.repeat(100), 'L'.repeat(101), ` ${'L'.repeat(99)} `),
  address1: pick('', '1 Main St'),
  address2: pick('', 'Suite 2'),
  address3: pick(''),
  city: pick('', ' ', 'Austin'),
  country: pick('', '1', '156', '826'),
  state: pick('', 'TX'),
  zipCode: pick('', ' ', '78701'),
  province: pick('', 'ON'),
  postalCode: pick('', 'K1A 0B1', 'K1A-0B1', 'k1a0b1', ' K1A 0B1 ', 'D1A 0B1', 'W1A 0B1', 'SW1A 1AA'),
  phone: pick('', ' ', '(512) 555-0100', '(112) 555-0100', ' (212) 555-0100 ', '512-555-0100'),
  extension: pick('', '12', ' 12 ', 'x12'),
  email: pick('', 'a@b.co', ' a@b.co ', 'a@b', 'a b@c.de'),
});

test('rules parity: a submitter gets the same messages from the portal and the sandbox', () => {
  fc.assert(
    fc.property(submitter, (s) => {
      assert.equal(sorted(sandboxSubmitter(s)), sorted(Object.values(portalSubmitter(s))), JSON.stringify(s));
    }),
    { numRuns: 500 },
  );
});

test('rules parity: the two cases the issue found agree (blank US zip, blank non-US phone)', () => {
  // An individual's submission for someone else, valid in every field but the one each case blanks.
  const base: Submitter = { ...SAMPLE_SUBMITTER, isFirm: false };
  for (const validate of [(s: Submitter) => Object.values(portalSubmitter(s)), sandboxSubmitter]) {
    assert.equal(validate({ ...base, zipCode: '' }), ['ZIP Code is a required field']);
    assert.equal(validate({ ...base, nonUsaNumber: true, phone: '' }), ['Phone is a required field']);
  }
});

// Module data: text fields (plain, in questions, in groups) over a few keys, each with optional rules and
// conditions. Text values only: a value of the wrong type is a server-side shape check the portal cannot produce.
const KEYS = ['a', 'b', 'c', 'd'];
const VALUES = ['', ' ', 'x', 'yes', 'no', 'abcdef', '12345', 'a1', '02/29/2024', '02/30/2024', '13/01/1990', '04/12/1986'];
const conditionSet: fc.Arbitrary<ConditionSet> = fc.record(
  {
    operator: pick<'AND' | 'OR'>('AND', 'OR'),
    conditions: fc.array(
      fc.record(
        { key: pick(...KEYS), is: fc.oneof(pick(...VALUES), fc.subarray(VALUES)), isNot: fc.oneof(pick(...VALUES), fc.subarray(VALUES)) },
        { requiredKeys: ['key'] },
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ['conditions'] },
);
const field = (key: string): fc.Arbitrary<Field> =>
  fc.record(
    {
      kind: fc.constant('field' as const),
      key: fc.constant(key),
      title: fc.constant(`Field ${key.toUpperCase()}`),
      type: pick<'text' | 'zipCode'>('text', 'zipCode'),
      required: fc.oneof(fc.boolean(), conditionSet),
      disabled: fc.boolean(),
      when: conditionSet,
      mask: pick('99/99/9999', '99999'),
      validation: fc.record({ regex: pick('^\\d+$', '^[a-z]+$', '^(yes|no)$'), minLength: fc.nat(6), maxLength: fc.nat(6) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['kind', 'key', 'title', 'type'] },
  );
const components: fc.Arbitrary<Component[]> = fc
  .tuple(field('a'), field('b'), field('c'), field('d'), fc.nat(2), fc.boolean(), fc.option(conditionSet, { nil: undefined }), fc.boolean())
  .map(([a, b, c, d, split, groupDisabled, groupWhen, asQuestion]) => {
    const loose: Component[] = [a, asQuestion ? { kind: 'question', field: b } : b];
    const grouped: Component[] = [c, d];
    const group: Component = { kind: 'group', components: grouped.slice(0, split), disabled: groupDisabled, ...(groupWhen ? { when: groupWhen } : {}) };
    return [...loose, group, ...grouped.slice(split)];
  });
const data: fc.Arbitrary<ModuleData> = fc.dictionary(pick(...KEYS), pick(...VALUES), { maxKeys: KEYS.length });

test('rules parity: module data gets the same messages from the portal and the sandbox', () => {
  fc.assert(
    fc.property(components, data, (comps, values) => {
      assert.equal(sorted(sandboxModule(comps, values)), sorted(Object.values(portalModule(comps, values))), JSON.stringify({ comps, values }));
    }),
    { numRuns: 500 },
  );
});

// Names: each part from values on either side of a rule: blank, spaces, valid, a digit, too long, padded.
const part = pick('', '  ', 'Ann', "O'Neil-Ray Jr.", 'J0hn', 'Zoë', 'L'.repeat(100), 'L'.repeat(101), ` ${'L'.repeat(100)} `, ' Lee ');
const name: fc.Arbitrary<Name> = fc.oneof(
  fc.record({ type: fc.constant('INDIVIDUAL' as const), first: part, last: part, middle: part, suffix: part }, { requiredKeys: ['type', 'first', 'last'] }),
  fc.record({ type: fc.constant('BUSINESS' as const), company: pick('', ' ', 'Acme Insurance Agency LLC', 'J0hn & Co.') }),
);

test('rules parity: a requested name gets the same message per field from the portal and the sandbox', () => {
  fc.assert(
    fc.property(name, (n) => {
      assert.equal(sandboxName(n), portalName(n), JSON.stringify(n));
    }),
    { numRuns: 500 },
  );
});

test('rules parity: the name cases the review found agree (the label, not the typed value; a padded last name of 100)', () => {
  const padded: Name = { type: 'INDIVIDUAL', first: 'Ann', last: ` ${'L'.repeat(100)} ` };
  for (const validate of [portalName, sandboxName]) {
    assert.equal(validate({ type: 'INDIVIDUAL', first: 'J0hn', last: 'Lee' }), { first: 'First Name may only contain letters, periods and hyphens' });
    assert.equal(validate(padded), {});
  }
});

// Identify: each search field from values on either side of its rules (the license state is chosen from the registry's list).
const identifyForm: fc.Arbitrary<IdentifyForm> = fc.record({
  entityType: pick('FIRM', 'INDIVIDUAL'),
  searchType: pick('LICENSE', 'NPN', 'TAX_ID'),
  useAgreementAccepted: fc.constant(true),
  fein: pick('', ' ', '12-3456789', '123456789', ' 12-3456789 '),
  lastName: pick('', '  ', 'Morgan', "O'Neil", 'Zoë', 'L'.repeat(100), 'L'.repeat(101), ` ${'L'.repeat(100)} `),
  licenseNumber: pick('', ' ', 'TX-100001', 'TX\u00e9'),
  licenseState: pick('', 'TX', 'NY'),
  npn: pick('', ' ', '1000001', '10a', ' 1000001 '),
  ssn: pick('', '123-45-6789', '123456789', '6789', ' 123-45-6789 '),
});

test('rules parity: the identify search gets the same message per field from the portal and the sandbox', () => {
  fc.assert(
    fc.property(identifyForm, (f) => {
      if (f.entityType === '' || f.searchType === '') return;
      const trimmed = {
        fein: f.fein.trim(),
        lastName: f.lastName.trim(),
        licenseNumber: f.licenseNumber.trim(),
        licenseState: f.licenseState,
        npn: f.npn.trim(),
        ssn: f.ssn.trim(),
      };
      const sandbox = sandboxIdentify(f.entityType, f.searchType, trimmed, (code) => ['TX', 'NY'].includes(code));
      assert.equal(sandbox, omit(portalIdentify(f), 'searchType', 'useAgreementAccepted'), JSON.stringify(f));
    }),
    { numRuns: 500 },
  );
});

// DRLP add: NPN, last name and the licenses chosen.
const drlpAdd = fc.record({
  npn: pick('', ' ', '1000004', '10a', ' 1000004 '),
  lastName: pick('', ' ', 'Evans', 'Zoë', 'L'.repeat(100), 'L'.repeat(101), ` ${'L'.repeat(100)} `, '\tEvans'),
  licenseCodes: fc.subarray(['AG-5001', 'AG-5002']),
});

test('rules parity: a DRLP add gets the same message per field from the portal and the sandbox', () => {
  fc.assert(
    fc.property(drlpAdd, (r) => {
      assert.equal(sandboxDrlpAdd(r), portalDrlpAdd(r), JSON.stringify(r));
    }),
    { numRuns: 300 },
  );
});

test.run();
