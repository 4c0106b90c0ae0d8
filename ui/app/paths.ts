import { sanitizeFlowId } from '../../core/rules/flow-id';

/**
 * The routes of docs/portal.md §Routes, under the router base ({app}, config.appBase). Every path is named here
 * so journeys can link to each other; routes.tsx registers a path when its screen exists, and
 * until then its URL is the 404 page. The shared screens (submitter, attestation, verification
 * contact, validation, review, pay, submit) take their type from the route group
 * (core/use-cases/flow-paths.ts builds their addresses).
 */
export const PATHS = {
  root: '/',
  identify: '/identify-licensee',
  userMenu: '/user-menu',
  paymentError: '/payment-error',
  /** The terms of use the agreement checkboxes link to (public, opened in a new tab). */
  termsOfUse: '/terms-of-use',
  orderHistory: '/order-history',
  /** The parameter holds an order code (docs/portal.md §Routes). */
  orderDetail: '/order-history/:flowId',
  /** Where the payment page returns once an order is paid: its confirmation. */
  orderConfirmation: '/order-history/:flowId/confirmation',
  /** A paid detail report, as sold (docs/portal.md §PDB report). */
  orderReport: '/order-history/:flowId/report',
  resumeIncomplete: '/resume-incomplete',
  resumeIncompleteDetail: '/resume-incomplete/:flowId',
  /** A product that needs no choice, started at once from the user menu (core DIRECT_PRODUCTS). */
  startDirectly: '/start/:product',
  /** The start-flow wizard; its steps are children of this path. */
  startFlow: '/start-flow',
  legacyFlow: '/legacy-flow',
  validation: '/validation',
  attestation: '/attestation',
  continuingEducation: '/continuing-education',
  pdbReport: '/pdb-report',
  /** Waiting for a PDB report (docs/portal.md §PDB report); the route group's submit leads here. */
  pdbReportStatus: '/pdb-report/:flowId/status',
  flows: '/flows',
  /** The modules of a licensing flow; the current module is the `module` query parameter. */
  flowModules: '/flows/:flowId/modules',
  ccr: '/ccr/:flowId',
  ccrModules: '/ccr/:flowId/modules',
  ccrResume: '/ccr/:flowId/resume-ccr',
  ccrReview: '/ccr/:flowId/review',
  /** The name page of a demographic update. */
  demographicUpdate: '/demographic-update/:flowId',
  /** The DRLP edit screen of a license update. */
  licenseUpdateEdit: '/license-update/:flowId/edit',
  /** The review of a license update (its own, not the shared review). */
  licenseUpdateReview: '/license-update/:flowId/review',
} as const;

/**
 * A path with its :flowId filled in, sanitized first (core/rules/flow-id.ts): an id from a server
 * answer or the address bar can never add segments, a query or a scheme to a navigation target.
 */
export function flowPath(pattern: string, flowId: string): string {
  return pattern.replace(':flowId', sanitizeFlowId(flowId));
}
