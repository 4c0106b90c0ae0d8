/** The contact change (docs/portal.md §Contact change): its modules, its own review, then the shared steps. */
import type { JourneyDefinition } from '../definition';

export const CONTACT_CHANGE: JourneyDefinition = {
  type: 'CCR',
  noun: 'contact change',
  cliType: 'contact-change',
  routeBase: '/ccr',
  products: ['CONTACT_CHANGE'],
  lead: { kind: 'modules' },
  landing: {
    title: 'Change your contact details',
    about:
      'A contact change request updates the addresses, email, phone and fax the registry holds for you. Every state you are licensed in receives the new details.',
    startedByChanges: true,
    ownScreen: true,
    // Where a new one opens (the spec's PUT /flows.json "goes to … the contact-change resume route"); its base shows the same.
    screen: 'resume-ccr',
  },
  steps: ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  ownScreens: ['review'],
  paymentGate: ['submitter', 'attestation', 'validation'],
  reviewCommand: (flowId) => `licensehub contact-change review ${flowId}`,
  opensAt: 'landing',
  recognize: (api, flowId) => api.ccrReview(flowId),
  create: (api, request) => api.createFlow(request),
  paymentPage: (flowId) => `payment/${flowId}.htm`,
  fee: {
    pricedAs: 'CONTACT_CHANGE',
    lines: 'by-state',
    sends: 'Your new contact details go to this state',
    why: 'The registry sends your new contact details to each state where you hold an active license, and charges its fee once for each of those states.',
  },
  submit: {
    text: 'Your contact change is ready to send. Continue to the payment page; the registry sends the change to the states once the payment is made. Nothing is sent before then.',
    action: 'Continue to payment',
  },
  replay: { recognizes: () => false, restart: ['--product', 'contact-change'] },
};
