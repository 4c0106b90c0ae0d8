/** Modules of a flow, contextual messages and submitters (docs/portal.md §Modules, §Calls). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ContextualMessages, ContextualMessagesByLocation } from '../../../core/model/contextual-messages';
import { ModuleContent, ModuleErrors, ModuleList, type Component } from '../../../core/model/modules';
import { FlowCreated } from '../../../core/model/pdb-report';
import { SubmitterResponse } from '../../../core/model/submitter';
import { MAX_BODY_BYTES } from '../../../sandbox/http/errors';
import type { RunningSandbox } from '../../../sandbox/server';
import { SAMPLE_SUBMITTER } from '../../core/model/samples';
import { start } from '../helpers';
import { AZ_AND_GA, clientFor, decoded, expectErrors, type Client } from './client';

const test = suite<{ s: RunningSandbox; alice: Client; acme: Client; flowId: string; reportId: string }>('modules, messages, submitters');

test.before(async (ctx) => {
  ctx.s = await start();
  ctx.alice = await clientFor(ctx.s, 'ind-alice');
  ctx.acme = await clientFor(ctx.s, 'firm-acme');
  ctx.flowId = decoded(FlowCreated, (await ctx.alice.send('PUT', '/flows.json', AZ_AND_GA)).body).flowId;
  ctx.reportId = decoded(FlowCreated, (await ctx.alice.get('/flows/reports.json')).body).flowId;
});
test.after(async (ctx) => ctx.s.close());

const BIO_OK = { firstName: 'Alice', lastName: 'Morgan', birthDate: '04/12/1986', gender: 'F', contactPreference: 'EMAIL', email: 'a@example.com' };

test('a licensing flow lists its modules as steps', async ({ alice, flowId }) => {
  const list = decoded(ModuleList, (await alice.get(`/flows/${flowId}/modules.json`)).body);
  assert.equal(
    list.modules.map((m) => m.path),
    ['biographic', 'residence-address', 'background-questions', 'employment-history'],
  );
});

test('a contact change flow lists its own modules', async ({ alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).body);
  const list = decoded(ModuleList, (await alice.get(`/flows/${flowId}/modules.json`)).body);
  assert.equal(
    list.modules.map((m) => m.path),
    ['residence-address', 'contact-details', 'mailing-address'],
  );
});

test('a contact change starts from the contact points on file: residence address, email and phone, mailing address', async ({ alice }) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).body);
  const data = async (path: string) => decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/${path}.json`)).body).data;
  const onFile = { addressLine1: '1600 Congress Ave', addressLine2: 'Apt 12', city: 'Austin', state: 'TX', zipCode: '78701' };
  assert.equal(await data('residence-address'), { country: 'US', ...onFile });
  assert.equal(await data('contact-details'), { email: 'alice.morgan@example.com', phone: '(512) 555-0134' });
  assert.equal(await data('mailing-address'), onFile);
});

test('contact details asked once: the personal details start from the email and phone on file, the ones the submitter starts from; once given there, the submitter starts from what was given', async ({
  alice,
}) => {
  const { flowId } = decoded(FlowCreated, (await alice.send('PUT', '/flows.json', AZ_AND_GA)).body);
  const bio = decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/biographic.json`)).body).data;
  const before = decoded(SubmitterResponse, (await alice.get(`/submitter/${flowId}.json`)).body);
  assert.equal([bio.email, bio.phone], ['alice.morgan@example.com', '(512) 555-0134']);
  assert.equal([before.email, before.phone], [bio.email, bio.phone], 'the same source');
  assert.is(
    (await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, { ...BIO_OK, email: 'alice@new.example', phone: '(512) 555-0199' })).status,
    204,
  );
  const after = decoded(SubmitterResponse, (await alice.get(`/submitter/${flowId}.json`)).body);
  assert.equal([after.email, after.phone], ['alice@new.example', '(512) 555-0199']);
});

test('module content: components, prefilled data and the next module as destination; the last has none', async ({ alice, flowId }) => {
  const bio = decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/biographic.json`)).body);
  assert.is(bio.destination, 'residence-address');
  assert.is(bio.data.lastName, 'Morgan');
  const last = decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/employment-history.json`)).body);
  assert.is(last.destination, undefined);
  assert.is((await alice.get(`/flows/${flowId}/modules/nope.json`)).status, 404);
});

test('the module configuration uses every component kind and option of docs/portal.md §Modules', async ({ alice, flowId }) => {
  const all: Component[] = [];
  for (const path of ['biographic', 'residence-address', 'background-questions', 'employment-history']) {
    all.push(...decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/${path}.json`)).body).components);
  }
  const flat: Component[] = [];
  const walk = (cs: Component[]) =>
    cs.forEach((c) => {
      flat.push(c);
      if (c.kind === 'group' || c.kind === 'list') walk(c.components);
      if (c.kind === 'question') walk([c.field, ...(c.comment ? [c.comment] : [])]);
    });
  walk(all);
  const fields = flat.filter((c) => c.kind === 'field');
  for (const type of ['text', 'zipCode', 'radio', 'checkbox', 'select'])
    assert.ok(
      fields.some((f) => f.type === type),
      type,
    );
  const has = (p: (f: (typeof fields)[number]) => boolean, what: string) => assert.ok(fields.some(p), what);
  has((f) => !!f.mask && f.type === 'text', 'mask');
  has((f) => !!f.placeholder, 'placeholder');
  has((f) => !!f.options?.length && f.type === 'select', 'select options');
  has((f) => f.required === true, 'required boolean');
  has((f) => typeof f.required === 'object', 'required conditions');
  has((f) => !!f.when?.conditions.some((c) => c.is !== undefined), 'when is');
  has((f) => !!f.when?.conditions.some((c) => c.isNot !== undefined), 'when isNot');
  has((f) => typeof f.required === 'object' && f.required.operator === 'OR', 'OR');
  has((f) => !!f.validation?.regex, 'regex');
  has((f) => f.validation?.minLength !== undefined, 'minLength');
  has((f) => f.validation?.maxLength !== undefined, 'maxLength');
  for (const k of ['help', 'sensitive', 'disabled', 'defaultValue'] as const) has((f) => f[k] !== undefined, k);
  assert.ok(
    flat.some((c) => c.kind === 'group' && c.disabled),
    'disabled group',
  );
  assert.ok(
    flat.some((c) => c.kind === 'group' && c.when?.operator === 'AND'),
    'AND',
  );
  assert.ok(
    flat.some((c) => c.kind === 'list' && c.flags?.includes('DISABLE_ADD')),
    'list with DISABLE_ADD',
  );
  assert.ok(
    flat.some((c) => c.kind === 'list' && !c.flags),
    'list without flags',
  );
  const q = flat.find((c) => c.kind === 'question' && c.comment && c.params?.headerText && c.params.supplementalText && c.params.answerText);
  assert.ok(q, 'question with comment and params');
});

test('module submit 204 saves the data; it is read back', async ({ alice, flowId }) => {
  assert.is((await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, BIO_OK)).status, 204);
  const bio = decoded(ModuleContent, (await alice.get(`/flows/${flowId}/modules/biographic.json`)).body);
  assert.is(bio.data.birthDate, '04/12/1986');
});

test('module submit 200 returns the errors: required, regex, maxLength, conditional required', async ({ alice, flowId }) => {
  const a = await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, {
    ...BIO_OK,
    firstName: 'Al1ce',
    lastName: '',
    birthDate: '13/40/1986',
    contactPreference: 'PHONE',
    email: '',
    middleName: 'x'.repeat(26),
  });
  assert.is(a.status, 200);
  assert.equal(decoded(ModuleErrors, a.body).errors, [
    'First Name is not valid',
    'Middle Name must be 25 characters or less',
    'Last Name is a required field',
    'Date of Birth must be a valid date (MM/DD/YYYY)',
    'Phone is a required field',
  ]);
});

test('module rules: when hides fields, AND groups, minLength, list rows, DISABLE_ADD and a disabled group', async ({ alice, flowId }) => {
  const canada = { country: 'CA', addressLine1: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J', yearsAtAddress: 'LESS_THAN_3' };
  const a = await alice.send('PUT', `/flows/${flowId}/modules/residence-address.json`, canada);
  // State and Zip Code are hidden for Canada; the previous-address group needs US AND < 3 years.
  assert.equal(decoded(ModuleErrors, a.body).errors, ['Postal Code must be at least 6 characters']);
  const us = { country: 'US', addressLine1: '1 Main', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: 'LESS_THAN_3' };
  const b = await alice.send('PUT', `/flows/${flowId}/modules/residence-address.json`, us);
  assert.equal(decoded(ModuleErrors, b.body).errors, [
    'Previous Address Line 1 is a required field',
    'Previous City is a required field',
    'Previous Zip Code is a required field',
  ]);
  const bg = await alice.send('PUT', `/flows/${flowId}/modules/background-questions.json`, {
    felony: 'YES',
    felonyExplanation: 'short',
    regulatoryAction: 'NO',
    childSupport: 'NO',
  });
  assert.equal(decoded(ModuleErrors, bg.body).errors, ['Felony explanation must be at least 20 characters']);
  const emp = await alice.send('PUT', `/flows/${flowId}/modules/employment-history.json`, {
    employers: [
      { employer: 'Acme', position: 'Agent', startDate: '01/01/2020', current: ['YES'] },
      { employer: 'Old Co', position: 'Clerk', startDate: '01/01/2010' },
    ],
    references: [{ referenceName: 'Ann', referencePhone: '(512) 555-0100' }, {}],
  });
  assert.equal(decoded(ModuleErrors, emp.body).errors, [
    'Employment history 2: End Date is a required field',
    'Professional reference 2: Reference Name is a required field',
    'Professional reference 2: Reference Phone is a required field',
  ]);
  const extra = await alice.send('PUT', `/flows/${flowId}/modules/employment-history.json`, {
    employers: [],
    references: [1, 2, 3].map((n) => ({ referenceName: `Ref ${n}`, referencePhone: '(512) 555-0100' })),
  });
  assert.equal(decoded(ModuleErrors, extra.body).errors, ['Professional references cannot have more than 2 rows']);
  // The SSN sits in the disabled "Registry record" group: a value there is not checked.
  assert.is((await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, { ...BIO_OK, ssn: 'anything' })).status, 204);
});

test('module PUT answers only 204 or 200 with errors: a body that is not module data is a 200 with errors; radio values must be options', async ({
  alice,
  flowId,
}) => {
  expectErrors(await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, { firstName: 5 }), 200);
  expectErrors(await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, ['x']), 200);
  expectErrors(await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, { pad: 'x'.repeat(MAX_BODY_BYTES + 10) }), 200);
  assert.equal(expectErrors(await alice.send('PUT', `/flows/${flowId}/modules/nope.json`, BIO_OK), 200), ['This step is not part of the application.']);
  assert.equal(expectErrors(await alice.send('PUT', '/flows/NO-SUCH-FLOW/modules/biographic.json', BIO_OK), 200), ['This application could not be found.']);
  const a = await alice.send('PUT', `/flows/${flowId}/modules/biographic.json`, { ...BIO_OK, gender: 'Q' });
  assert.equal(decoded(ModuleErrors, a.body).errors, ['Gender is not valid']);
});

test("another licensee's flow is not found: modules, module, save, messages, submitter", async ({ acme, flowId }) => {
  expectErrors(await acme.get(`/flows/${flowId}/modules.json`), 404);
  expectErrors(await acme.get(`/flows/${flowId}/modules/biographic.json`), 404);
  // A save answers only 204 or 200 with errors: the foreign flow is a plain error string.
  assert.equal(expectErrors(await acme.send('PUT', `/flows/${flowId}/modules/biographic.json`, BIO_OK), 200), ['This application could not be found.']);
  expectErrors(await acme.get(`/contextual-messages/${flowId}/module-biographic.json`), 404);
  expectErrors(await acme.get(`/submitter/${flowId}.json`), 404);
});

test('contextual messages by location, single and as a map; unknown locations are empty', async ({ alice, flowId }) => {
  const one = decoded(ContextualMessages, (await alice.get(`/contextual-messages/${flowId}/module-residence-address.json`)).body);
  assert.ok(one.some((m) => m.stateCodes.includes('CA')));
  const map = decoded(
    ContextualMessagesByLocation,
    (await alice.send('POST', '/contextual-messages.json', { flowId, locationIds: ['fee-estimate', 'nowhere'] })).body,
  );
  assert.is(map['fee-estimate']?.length, 2);
  assert.equal(map.nowhere, []);
  expectErrors(await alice.send('POST', '/contextual-messages.json', { flowId }), 400);
});

// A valid submitter for someone else (isFirm comes from the registry, not from this value).
const SOMEONE = { ...SAMPLE_SUBMITTER, isFirm: false, firstName: 'Jo' };

test('submitter defaults: MY_SELF for an individual, SOMEONE_ELSE for a firm, country 1; a firm starts from what the registry holds of it (name, address)', async ({
  alice,
  acme,
  flowId,
}) => {
  const mine = decoded(SubmitterResponse, (await alice.get(`/submitter/${flowId}.json`)).body);
  assert.equal([mine.submittingFor, mine.country, mine.isFirm], ['MY_SELF', '1', false]);
  const { flowId: ccr } = decoded(FlowCreated, (await acme.send('PUT', '/flows.json', { productType: 'CONTACT_CHANGE' })).body);
  const firm = decoded(SubmitterResponse, (await acme.get(`/submitter/${ccr}.json`)).body);
  assert.equal([firm.submittingFor, firm.isFirm, firm.firmName], ['SOMEONE_ELSE', true, 'Acme Insurance Agency LLC']);
  assert.equal([firm.address1, firm.address2, firm.city, firm.state, firm.zipCode], ['100 Main St', 'Suite 400', 'Dallas', 'TX', '75201']);
});

test('submitter post saves a valid submitter (204) and reads it back', async ({ alice, flowId }) => {
  assert.is((await alice.send('POST', '/submitter.json', { ...SOMEONE, flowId })).status, 204);
  assert.is(decoded(SubmitterResponse, (await alice.get(`/submitter/${flowId}.json`)).body).firstName, 'Jo');
});

test('submitter 400 carries the messages of docs/portal.md §Submitter', async ({ alice, flowId }) => {
  const errors = expectErrors(
    await alice.send('POST', '/submitter.json', {
      ...SOMEONE,
      flowId,
      useAcceptance: false,
      firstName: 'J0' + 'o'.repeat(30),
      email: 'nope',
      phone: '512-555-0100',
      extension: '12a',
      country: '156',
      province: 'ON',
      postalCode: 'W1A 0B1',
      firmName: '',
    }),
    400,
  );
  assert.equal(errors, [
    'Please accept to continue',
    'Extension is not valid',
    'Firm Name is a required field',
    // One message per field, the first rule it breaks, as the portal shows it.
    'First Name may only contain letters, periods and hyphens',
    'Postal Code is not valid',
    'Email is not valid',
    'Phone is not valid',
  ]);
  // MY_SELF skips every rule but acceptance and extension.
  assert.is((await alice.send('POST', '/submitter.json', { ...SOMEONE, flowId, submittingFor: 'MY_SELF', firstName: '', phone: '' })).status, 204);
  // A non-US number is still required for someone else, and its area code starts 2-9.
  assert.equal(expectErrors(await alice.send('POST', '/submitter.json', { ...SOMEONE, flowId, nonUsaNumber: true, phone: '' }), 400), [
    'Phone is a required field',
  ]);
  assert.is((await alice.send('POST', '/submitter.json', { ...SOMEONE, flowId, nonUsaNumber: true, phone: '(212) 555-0100' })).status, 204);
  assert.equal(expectErrors(await alice.send('POST', '/submitter.json', { ...SOMEONE, flowId, nonUsaNumber: true, phone: '(112) 555-0100' }), 400), [
    'Phone is not valid',
  ]);
  expectErrors(await alice.send('POST', '/submitter.json', { flowId }), 400);
});

test('PDB report submitter: only for report flows, same rules', async ({ alice, flowId, reportId }) => {
  decoded(SubmitterResponse, (await alice.get(`/pdb-report-submitter/${reportId}.json`)).body);
  expectErrors(await alice.get(`/pdb-report-submitter/${flowId}.json`), 404);
  expectErrors(await alice.get(`/submitter/${reportId}.json`), 404);
  assert.is((await alice.send('POST', '/pdb-report-submitter.json', { ...SOMEONE, flowId: reportId })).status, 204);
  expectErrors(await alice.send('POST', '/pdb-report-submitter.json', { ...SOMEONE, flowId: reportId, email: '' }), 400);
});

test.run();
