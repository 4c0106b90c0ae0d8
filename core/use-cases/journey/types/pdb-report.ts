/**
 * The PDB detail report (docs/portal.md §PDB report): who asks for it, the attestation, the
 * request, then payment once the registry has prepared the report (its status page).
 */
import type { JourneyDefinition } from '../definition';

export const PDB_REPORT: JourneyDefinition = {
  type: 'PDB-REPORT',
  noun: 'report request',
  cliType: 'pdb-report',
  routeBase: '/pdb-report',
  products: ['PDB_DETAIL_REPORT'],
  lead: { kind: 'none', before: '/pdb-report' },
  landing: {
    title: 'Get your producer database detail report',
    about:
      'The producer database (PDB) detail report lists what the registry holds about you: your demographics, your licenses and lines of authority in every state, and your appointments.',
  },
  steps: ['submitter', 'attestation', 'submit', 'pay'],
  paymentGate: ['submitter', 'attestation'],
  payScreen: 'status',
  opensAt: { screen: 'submitter', title: 'Who is submitting', command: (flowId) => `licensehub submitter show ${flowId}` },
  recognize: (api, flowId) => api.pdbSubmitter(flowId),
  create: (api) => api.startPdbReport(),
  reportSubmitter: true,
  paymentPage: (flowId) => `payment/detail-report/${flowId}.htm`,
  fee: {
    pricedAs: 'PDB_DETAIL_REPORT',
    lines: 'item',
    item: 'Detail report',
    sends: 'Your demographics, licenses with their lines of authority, and appointments, as the registry holds them when you pay',
    why: 'The registry charges the price of the report once.',
  },
  submit: {
    text: 'Your report request is ready. Continue to have the registry prepare your report; you pay for it once it is ready.',
    action: 'Request the report',
  },
  paysOnceReady: true,
  replay: { recognizes: (command, pdb) => command === 'pdb-report start' || (command === 'submitter set' && pdb), restart: 'report' },
};
