/** The name change (docs/portal.md §Name change): the name page, then the shared steps from the submitter. */
import type { PrimaryNameResponse } from '../../../model/names';
import { mapAnswer, type JourneyDefinition } from '../definition';

export const NAME_CHANGE: JourneyDefinition = {
  type: 'DEMOGRAPHIC-UPDATE',
  noun: 'name change',
  cliType: 'name-change',
  routeBase: '/demographic-update',
  products: ['DEMOGRAPHIC_UPDATE', 'DEMOGRAPHIC_UPDATE_2'],
  lead: {
    kind: 'page',
    id: 'names',
    title: 'Your name',
    screen: '',
    action: 'Ask for the new name.',
    show: 'show',
    load: async (api, flowId) => mapAnswer(await api.primaryName(flowId)(), (names: PrimaryNameResponse) => ({ names })),
    // Done once the registry holds a requested name for a jurisdiction (its accepted post marks them changed).
    done: (held) => held.names?.enabled.some((item) => item.jurisdictions.some((j) => j.changed)) ?? false,
  },
  landing: {
    title: 'Start your name change',
    about: 'A name change asks the registry to change your name in the states you choose. Each state you choose receives the new name.',
    costs: 'a fee for each state you choose on the name page, shown state by state before you pay',
  },
  steps: ['submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  paymentGate: ['submitter', 'attestation', 'validation'],
  // A new one opens at its landing, which names what it costs before anything is chosen.
  opensAt: 'landing',
  recognize: (api, flowId) => api.primaryName(flowId),
  create: (api, request) => api.startDemographicUpdate(request.productType),
  paymentPage: (flowId) => `payment/${flowId}.htm`,
  fee: {
    pricedAs: 'DEMOGRAPHIC_UPDATE',
    lines: 'by-state',
    sends: 'Your new name goes to this state',
    why: 'The registry sends your new name to each state you ticked on the name page, and charges its fee once for each of those states.',
  },
  submit: {
    text: 'Your name change is ready to send. Continue to the payment page; the registry sends the change to the states once the payment is made. Nothing is sent before then.',
    action: 'Continue to payment',
  },
  replay: { recognizes: (command) => command === 'name-change set', restart: ['--product', 'name-change'], fill: 'name-change set' },
};
