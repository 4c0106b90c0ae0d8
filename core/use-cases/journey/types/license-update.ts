/** The license update (docs/portal.md §License update): a firm's DRLP page, its own review, then the shared steps. */
import type { DrlpData } from '../../../model/drlp';
import { mapAnswer, type JourneyDefinition } from '../definition';

export const LICENSE_UPDATE: JourneyDefinition = {
  type: 'LICENSE-UPDATE',
  noun: 'license update',
  cliType: 'license-update',
  routeBase: '/license-update',
  products: ['LICENSE_UPDATE'],
  lead: {
    kind: 'page',
    id: 'drlp',
    title: 'Designated responsible licensed producers',
    screen: 'edit',
    action: 'Choose the designated responsible licensed producers.',
    show: 'show',
    load: async (api, flowId) => mapAnswer(await api.drlp(flowId)(), (drlp: DrlpData) => ({ drlp })),
    // Done once the working copy differs from the registry's record.
    done: (held) => held.drlp?.modified === true,
  },
  landing: {
    title: "Update your firm's DRLPs",
    about:
      "A license update adds or removes the designated responsible licensed producers (DRLPs) of your firm's licenses. Each state where a DRLP changes receives the update.",
    costs: 'a fee for each state where a DRLP is added or removed, shown state by state before you pay',
  },
  steps: ['review', 'submitter', 'attestation', 'verification-contact', 'validation', 'submit', 'pay'],
  ownScreens: ['review'],
  paymentGate: ['submitter', 'attestation', 'validation'],
  reviewCommand: (flowId) => `licensehub license-update show ${flowId}`,
  // A new one opens at its landing, which names what it costs before anything is chosen.
  opensAt: 'landing',
  recognize: (api, flowId) => api.drlp(flowId),
  create: (api, request) => api.startLicenseUpdate(request.productType),
  // docs/portal.md §Shared flow steps: "License-update validation uses the DEMOGRAPHIC-UPDATE type."
  validatesAs: 'DEMOGRAPHIC-UPDATE',
  paymentPage: (flowId) => `payment/${flowId}.htm`,
  fee: {
    pricedAs: 'LICENSE_UPDATE',
    lines: 'by-state',
    sends: 'A DRLP change goes to this state',
    why: 'The registry sends the change to each state where a designated responsible licensed producer (DRLP) is added or removed, and charges its fee once for each of those states. States where nothing changes are not charged.',
  },
  submit: {
    text: 'Your license update is ready to send. Continue to the payment page; the registry sends the update to the states once the payment is made. Nothing is sent before then.',
    action: 'Continue to payment',
  },
  replay: { recognizes: (command) => command.startsWith('license-update '), restart: ['--product', 'license-update'], fill: 'license-update proceed' },
};
