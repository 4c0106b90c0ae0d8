/**
 * The modules screen's component-test setup: a flow of three modules whose configuration uses
 * every component kind and condition of docs/portal.md §Modules, rendered in the test app signed in as Alice,
 * with the registry's answers by path (a save answers on the module's own path).
 */
import type { Component, ModuleContent, ModuleList } from '../../../../core/model/modules';
import { render, type Answer } from '../../render';

export const FLOW = 'F-100';
export const LIST_PATH = `/flows/${FLOW}/modules.json`;
export const modulePath = (module: string) => `/flows/${FLOW}/modules/${module}.json`;
export const messagesPath = (location: string) => `/contextual-messages/${FLOW}/${location}.json`;

export const MODULES: ModuleList = {
  modules: [
    { id: 'M1', path: 'about', title: 'About You', contextualMessageId: 'loc-about', stateCode: 'AZ' },
    { id: 'M2', path: 'history', title: 'History', contextualMessageId: 'loc-history' },
    { id: 'M3', path: 'last', title: 'Last Step', contextualMessageId: 'loc-last' },
  ],
};

export const ABOUT: Component[] = [
  {
    kind: 'group',
    title: 'Personal information',
    components: [
      { kind: 'field', key: 'firstName', title: 'First Name', type: 'text', required: true, help: 'As on your ID.', validation: { maxLength: 5 } },
      {
        kind: 'field',
        key: 'birthDate',
        title: 'Date of Birth',
        type: 'text',
        mask: '99/99/9999',
        placeholder: 'MM/DD/YYYY',
        validation: { regex: '^\\d{2}/\\d{2}/\\d{4}$' },
      },
      { kind: 'field', key: 'nickname', title: 'Nickname', type: 'text', validation: { minLength: 3 } },
    ],
  },
  {
    kind: 'group',
    title: 'Registry record',
    disabled: true,
    components: [{ kind: 'field', key: 'ssn', title: 'Social Security Number', type: 'text', sensitive: true, defaultValue: '***-**-****' }],
  },
  { kind: 'field', key: 'zip', title: 'Zip Code', type: 'zipCode' },
  {
    kind: 'field',
    key: 'contact',
    title: 'Contact by',
    type: 'select',
    defaultValue: 'EMAIL',
    options: [
      { label: 'Email', value: 'EMAIL' },
      { label: 'Phone', value: 'PHONE' },
    ],
  },
  { kind: 'field', key: 'alerts', title: 'Alerts', type: 'checkbox', options: [{ label: 'Text me', value: 'YES' }] },
  {
    kind: 'field',
    key: 'phone',
    title: 'Phone',
    type: 'text',
    required: {
      operator: 'OR',
      conditions: [
        { key: 'contact', is: 'PHONE' },
        { key: 'alerts', is: 'YES' },
      ],
    },
  },
  {
    kind: 'field',
    key: 'years',
    title: 'Years at address',
    type: 'radio',
    required: true,
    options: [
      { label: 'Less than 3', value: 'LT3' },
      { label: '3 or more', value: 'GE3' },
    ],
  },
  {
    kind: 'group',
    title: 'Previous address',
    when: {
      operator: 'AND',
      conditions: [
        { key: 'years', is: 'LT3' },
        { key: 'contact', isNot: 'PHONE' },
      ],
    },
    components: [{ kind: 'field', key: 'previousCity', title: 'Previous City', type: 'text', required: true }],
  },
];

export const HISTORY: Component[] = [
  {
    kind: 'question',
    field: {
      kind: 'field',
      key: 'felony',
      title: 'Ever convicted?',
      type: 'radio',
      required: true,
      options: [
        { label: 'Yes', value: 'YES' },
        { label: 'No', value: 'NO' },
      ],
    },
    comment: { kind: 'field', key: 'why', title: 'Explanation', type: 'text', required: true, when: { conditions: [{ key: 'felony', is: 'YES' }] } },
    params: { headerText: 'Criminal history', supplementalText: 'Include sealed records.', answerText: 'If Yes, describe it.' },
  },
  {
    kind: 'list',
    key: 'jobs',
    title: 'Jobs',
    components: [
      { kind: 'field', key: 'employer', title: 'Employer', type: 'text', required: true },
      { kind: 'field', key: 'current', title: 'Current', type: 'checkbox', options: [{ label: 'I still work here', value: 'YES' }] },
      { kind: 'field', key: 'end', title: 'End Date', type: 'text', when: { conditions: [{ key: 'current', isNot: 'YES' }] } },
    ],
  },
  {
    kind: 'list',
    key: 'refs',
    title: 'References',
    flags: ['DISABLE_ADD'],
    components: [{ kind: 'field', key: 'name', title: 'Reference Name', type: 'text' }],
  },
];

export const content = (components: Component[], data: ModuleContent['data'] = {}, destination?: string): ModuleContent => ({
  components,
  data,
  ...(destination ? { destination } : {}),
});

export const ANSWERS: Record<string, Answer> = {
  [LIST_PATH]: MODULES,
  [modulePath('about')]: content(ABOUT, { firstName: 'Alice' }, 'history'),
  [modulePath('history')]: content(HISTORY, { refs: [{}, {}] }, 'last'),
  [modulePath('last')]: content([{ kind: 'field', key: 'note', title: 'Note', type: 'text' }]),
  [messagesPath('loc-about')]: [
    { text: 'For every state.', stateCodes: [] },
    { text: 'Arizona only.', stateCodes: ['AZ'] },
    { text: 'Texas only.', stateCodes: ['TX'] },
  ],
  [messagesPath('loc-history')]: [],
  [messagesPath('loc-last')]: [],
};

/** The app's routes signed in as Alice, at `path` (under the router base). */
export const renderModules = (path = `/flows/${FLOW}/modules?module=about`, answers: Record<string, Answer> = {}) =>
  render({ path, signedIn: true, answers: { ...ANSWERS, ...answers } });

export const noContent = () => new Response(null, { status: 204 });
