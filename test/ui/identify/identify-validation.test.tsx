import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_FIELD_LABELS, lookupOption, type SearchField } from '../../../core/model/lookup';
import type { EntityType, SearchType } from '../../../core/model/identify';
import { waitFor } from '../render';
import { button, byLabel, description, errorSummary, heading, press, select, summaryMessages, type } from './dom-actions';
import { renderIdentify, type IdentifyScreen } from './identify-harness';

const test = suite('identify validation (docs/portal.md §Identify): each message for its bad input');
let s: IdentifyScreen | undefined;
test.after.each(async () => {
  await s?.unmount();
  s = undefined;
});

interface BadInput {
  message: string;
  /** The label of the control the message belongs to. */
  control: string;
  entityType: EntityType;
  searchType?: SearchType;
  fields?: Partial<Record<SearchField, string>>;
  accept?: boolean;
}

const L = SEARCH_FIELD_LABELS;
const BAD_INPUTS: BadInput[] = [
  { message: 'Please select a search type', control: 'License Number', entityType: 'INDIVIDUAL' },
  {
    message: 'Please accept to continue',
    control: 'I accept the use agreement',
    entityType: 'FIRM',
    searchType: 'NPN',
    fields: { npn: '2000001' },
    accept: false,
  },
  { message: 'Last Name is a required field', control: L.lastName, entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { npn: '1000001' } },
  { message: 'Last Name is a required field', control: L.lastName, entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: '   ', npn: '1000001' } },
  { message: 'Last Name is not valid', control: L.lastName, entityType: 'INDIVIDUAL', searchType: 'TAX_ID', fields: { lastName: 'Núñez', ssn: '123456789' } },
  {
    message: 'Last Name must be 100 characters or less',
    control: L.lastName,
    entityType: 'INDIVIDUAL',
    searchType: 'NPN',
    fields: { lastName: 'a'.repeat(101), npn: '1' },
  },
  { message: 'License Number is a required field', control: L.licenseNumber, entityType: 'FIRM', searchType: 'LICENSE', fields: { licenseState: 'TX' } },
  {
    message: 'License Number is not valid',
    control: L.licenseNumber,
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    fields: { licenseState: 'TX', licenseNumber: 'TX—1' },
  },
  {
    message: 'License State is a required field',
    control: L.licenseState,
    entityType: 'INDIVIDUAL',
    searchType: 'LICENSE',
    fields: { licenseNumber: 'TX-100001' },
  },
  { message: 'National Producer Number (NPN) is a required field', control: L.npn, entityType: 'FIRM', searchType: 'NPN' },
  {
    message: 'National Producer Number (NPN) must be numeric',
    control: L.npn,
    entityType: 'INDIVIDUAL',
    searchType: 'NPN',
    fields: { lastName: 'Morgan', npn: '1000-01' },
  },
  { message: 'Federal Employer Identification Number (FEIN) is not valid', control: L.fein, entityType: 'FIRM', searchType: 'TAX_ID' },
  {
    message: 'Federal Employer Identification Number (FEIN) is not valid',
    control: L.fein,
    entityType: 'FIRM',
    searchType: 'TAX_ID',
    fields: { fein: '1234' },
  },
  {
    message: 'Social Security Number (SSN) is a required field',
    control: L.ssn,
    entityType: 'INDIVIDUAL',
    searchType: 'TAX_ID',
    fields: { lastName: 'Morgan' },
  },
  {
    message: 'Social Security Number (SSN) is not valid',
    control: L.ssn,
    entityType: 'INDIVIDUAL',
    searchType: 'TAX_ID',
    fields: { lastName: 'Morgan', ssn: '6789' },
  },
];

/** The text input or select of a search field (the NPN label also names a radio: take the input). */
function fieldControl(label: string): HTMLInputElement | HTMLSelectElement {
  const all = [...s!.host.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[type="text"], select')];
  const found = all.find((el) => s!.host.querySelector(`label[for="${el.id}"]`)?.textContent?.replace(/\s*\*$/, '') === label);
  if (!found) throw new Error(`no field "${label}"`);
  return found;
}

async function fill(bad: BadInput) {
  await press(byLabel(s!.host, bad.entityType === 'FIRM' ? 'Firm' : 'Individual'));
  await press(button(s!.host, 'Continue'));
  await waitFor(() => heading(s!.host).includes('Search details'), 'the search step');
  if (bad.searchType) await press(byLabel(s!.host, lookupOption(bad.entityType, bad.searchType)!.label));
  for (const [field, value] of Object.entries(bad.fields ?? {})) {
    const control = fieldControl(L[field as SearchField]);
    if (control instanceof HTMLSelectElement) await select(control, value!);
    else await type(control, value!);
  }
  if (bad.accept !== false) await press(byLabel(s!.host, 'I accept the use agreement'));
}

for (const bad of BAD_INPUTS) {
  const input = JSON.stringify(bad.fields ?? {});
  test(`"${bad.message}" for ${bad.entityType} ${bad.searchType ?? '(no search type)'} ${input}: inline, in the summary, nothing sent`, async () => {
    s = await renderIdentify();
    await fill(bad);
    await press(button(s.host, 'Submit'));
    await waitFor(() => errorSummary(s!.host), 'the error summary');
    assert.ok(summaryMessages(s.host).includes(bad.message), `summary: ${summaryMessages(s.host).join(' | ')}`);
    assert.is(document.activeElement, errorSummary(s.host), 'the summary takes focus');
    const control =
      bad.control === 'License Number' && !bad.searchType
        ? byLabel(s.host, 'License Number')
        : bad.control.startsWith('I accept')
          ? byLabel(s.host, bad.control)
          : fieldControl(bad.control);
    // A radio's message describes its group.
    const described = control.closest('[role="radiogroup"]') ?? control;
    assert.match(description(s.host, described), bad.message);
    assert.is(described.getAttribute('aria-invalid'), 'true');
    const link = [...errorSummary(s.host)!.querySelectorAll('a')].find((a) => a.textContent === bad.message)!;
    await press(link);
    assert.is(document.activeElement, control, 'the summary link focuses its field');
    assert.is(s.requests.length, 0, 'bad input sends nothing');
  });
}

test('"Select whether you are an individual or a firm" when Continue is pressed with no entity type; the step stays', async () => {
  s = await renderIdentify();
  await press(button(s.host, 'Continue'));
  await waitFor(() => errorSummary(s!.host), 'the error summary');
  assert.equal(summaryMessages(s.host), ['Select whether you are an individual or a firm']);
  assert.match(description(s.host, s.host.querySelector('[role="radiogroup"]')!), 'Select whether you are an individual or a firm');
  assert.is(s.router.state.location.search, '');
});

test('the authorization SSN: "is a required field" when blank and "is not valid" when short, nothing sent', async () => {
  s = await renderIdentify();
  await fill({ message: '', control: '', entityType: 'INDIVIDUAL', searchType: 'NPN', fields: { lastName: 'Diaz', npn: '1000003' } });
  s.answer({ status: 'AUTHORIZATION_FAILURE', ssnVerification: 'FULL_SSN' });
  await press(button(s.host, 'Submit'));
  await waitFor(() => heading(s!.host).includes('Verify your identity'), 'the authorization step');
  await press(button(s.host, 'Submit'));
  await waitFor(() => errorSummary(s!.host), 'the error summary');
  assert.equal(summaryMessages(s.host), ['Social Security Number (SSN) is a required field']);
  await type(byLabel(s.host, 'Social Security Number (SSN)'), '8901');
  await press(button(s.host, 'Submit'));
  await waitFor(() => summaryMessages(s!.host)[0] === 'Social Security Number (SSN) is not valid', 'the shape message');
  assert.match(description(s.host, byLabel(s.host, 'Social Security Number (SSN)')), 'Social Security Number (SSN) is not valid');
  assert.is(s.requests.length, 1, 'only the search was sent');
});

test('the summary lists messages in form order: search fields as shown, then the agreement', async () => {
  s = await renderIdentify();
  await fill({ message: '', control: '', entityType: 'INDIVIDUAL', searchType: 'NPN', accept: false });
  await press(button(s.host, 'Submit'));
  await waitFor(() => errorSummary(s!.host), 'the error summary');
  assert.equal(summaryMessages(s.host), ['Last Name is a required field', 'National Producer Number (NPN) is a required field', 'Please accept to continue']);
});

test.run();
