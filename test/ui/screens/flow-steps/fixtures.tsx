/** The shared flow screens' component-test setup: a flow F-1 with two modules and a submitter, rendered in the test app. */
import type { ModuleContent, ModuleList } from '../../../../core/model/modules';
import type { SubmitterResponse } from '../../../../core/model/submitter';
import { JOURNEY_RECORDS_KEY } from '../../../../core/model/constants';
import { render, type Answer } from '../../render';

export const FLOW = 'F-1';

export const MODULES: ModuleList = {
  modules: [
    { id: 'MOD-B', path: 'biographic', title: 'Biographic Information', contextualMessageId: 'module-biographic' },
    { id: 'MOD-C', path: 'contact', title: 'Contact Details', contextualMessageId: 'module-contact' },
  ],
};

export const BIOGRAPHIC: ModuleContent = {
  components: [
    { kind: 'field', key: 'firstName', title: 'First Name', type: 'text', required: true },
    { kind: 'field', key: 'gender', title: 'Gender', type: 'radio', options: [{ label: 'Female', value: 'F' }] },
    { kind: 'field', key: 'ssn', title: 'Social Security Number (SSN)', type: 'text', sensitive: true },
  ],
  data: { firstName: 'Alice', gender: 'F', ssn: '123-45-6789' },
};
export const CONTACT: ModuleContent = {
  components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required: true }],
  data: { email: 'alice@example.com' },
};

export const ACME: SubmitterResponse = { isFirm: true, firmName: 'Acme Insurance Agency', email: 'office@acme.example', phone: '(512) 555-0100' };
export const SAVED_MINE: SubmitterResponse = {
  isFirm: false,
  submittingFor: 'MY_SELF',
  email: 'alice@example.com',
  phone: '(602) 555-0101',
  useAcceptance: true,
};

/** A license update's DRLP working copy, and a name change's name page, as the registry holds them. */
export const DRLP = { businessEntity: { businessEntityName: 'Acme Insurance Agency LLC', fein: '12-3456789', states: [] }, modified: true, errors: [] };
export const NAMES = {
  enabled: [
    {
      currentName: { type: 'INDIVIDUAL', first: 'Alice', last: 'Morgan' },
      jurisdictions: [{ jurisdiction: 'TX', resident: true, dhs: false, changed: true, active: true, enabled: true }],
    },
  ],
  disabled: [],
};

export const REFERENCE: Record<string, Answer> = {
  '/countries.json': [
    { licensehubCountryCode: 1, displayName: 'United States', isoCountryCode: 'US' },
    { licensehubCountryCode: 156, displayName: 'Canada', isoCountryCode: 'CA' },
    { licensehubCountryCode: 276, displayName: 'Germany', isoCountryCode: 'DE' },
  ],
  '/states.json': [
    { stateCode: 'TX', displayName: 'Texas' },
    { stateCode: 'OK', displayName: 'Oklahoma' },
  ],
  '/provinces.json': [{ provinceCode: 'ON', displayName: 'Ontario' }],
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the session store holds once the licensee has confirmed the attestation and the validation of these flows. */
export const attestedAndValidated = (...flowIds: string[]): Record<string, string> => ({
  [JOURNEY_RECORDS_KEY]: JSON.stringify(Object.fromEntries(flowIds.map((id) => [id, { attested: true, validated: true }]))),
});

/** The app's routes signed in as Alice, on a flow step, with the flow's answers (and what the session store holds). */
export const renderStep = (path: string, answers: Record<string, Answer> = {}, stored?: Record<string, string>) =>
  render({
    path,
    signedIn: true,
    ...(stored ? { stored } : {}),
    answers: {
      ...REFERENCE,
      [`/flows/${FLOW}/modules.json`]: MODULES,
      [`/flows/${FLOW}/modules/biographic.json`]: BIOGRAPHIC,
      [`/flows/${FLOW}/modules/contact.json`]: CONTACT,
      [`/submitter/${FLOW}.json`]: SAVED_MINE,
      [`/contextual-messages/${FLOW}/attestation.json`]: [{ text: 'Read each statement carefully.', stateCodes: [] }],
      ...answers,
    },
  });
