/** The licensing application (docs/portal.md §Start flow, §Modules, §Shared flow steps): the wizard, the modules, then the shared steps. */
import type { JourneyDefinition } from '../definition';

export const LICENSING: JourneyDefinition = {
  type: 'FLOWS',
  noun: 'application',
  cliType: 'licensing',
  routeBase: '/flows',
  products: ['PRODUCER_LICENSING', 'ADJUSTER_LICENSING', 'OTHER_LICENSING'],
  lead: { kind: 'modules' },
  landing: {
    title: 'Apply for your licenses',
    about:
      'Your application asks the questions the states need for the licenses you chose, then who is submitting. The registry sends it to the states once you have paid.',
  },
  steps: ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  paymentGate: ['submitter', 'attestation', 'validation'],
  reviewCommand: (flowId) => `licensehub modules list ${flowId}`,
  opensAt: { screen: 'modules', title: 'Your application', command: (flowId) => `licensehub modules list ${flowId}` },
  // Any flow but a report answers: tried last (types/index.ts).
  recognize: (api, flowId) => api.submitter(flowId),
  create: (api, request) => api.createFlow(request),
  paymentPage: (flowId) => `payment/${flowId}.htm`,
  fee: {
    pricedAs: 'PRODUCER_LICENSING',
    lines: 'application',
    why: 'Each state sets its own state fee. The LicenseHub fee is what the registry charges to process the application, once for each license.',
  },
  submit: {
    text: 'Your application is ready to send. Continue to the payment page to pay the fees; the registry sends your application to the states once the payment is made. Nothing is sent before then.',
    action: 'Continue to payment',
  },
  replay: { recognizes: () => false, restart: 'licensing' },
};
