/**
 * What END_CREATE_FLOW and END_VIEW_REPORT do (docs/portal.md §Start flow, §Calls): which call creates the flow for a
 * product, and where the new flow opens.
 *
 * - Licensing products and contact change: PUT /flows.json with the licensing request; the
 *   licensing products open at their modules, a new contact change at its landing, the
 *   contact-change resume route (`/ccr/{flowId}/resume-ccr`, docs/portal.md §Calls).
 * - Demographic updates: PUT /demographic-update/start.json; license update: PUT
 *   /license-update/start.json; each opens at its landing (journey/landing.ts), which names the fee.
 * - The detail report: the PDB report route (info page), whose flow comes from GET /flows/reports.json
 *   and continues at the submitter.
 */
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomainError } from '../../errors';
import type { LicensingRequest, ProductType } from '../../model/licensing';
import type { FlowCreated } from '../../model/pdb-report';
import type { FlowScreenType } from '../../model/constants';
import type { RegistryApi } from '../../ports/registry-api';
import { flowScreenPath } from '../flow-paths';
import { journeyCommand } from '../journey/commands';
import { landingPath } from '../journey/landing';
import { definitionOf, definitionOfProduct, PDB_REPORT } from '../journey/types';

/** Runs the call that creates the flow for the request's product, as its journey's definition says. */
export const createFlowFor = (api: RegistryApi, request: LicensingRequest): TaskEither<DomainError, FlowCreated> =>
  definitionOfProduct(request.productType).create(api, request);

/** The type of a product's flow: which shared screens (submitter, attestation, …) it goes through. */
export const flowScreenTypeOf = (productType: ProductType): FlowScreenType => definitionOfProduct(productType).type;

/** Where a newly created flow opens: the page's path and title, and the command that shows the same page. */
export interface CreatedFlowDestination {
  readonly path: string;
  readonly title: string;
  readonly command: string;
}

export function createdFlowDestination(productType: ProductType, flowId: string): CreatedFlowDestination {
  const { type, opensAt, landing } = definitionOfProduct(productType);
  if (opensAt === 'landing') return { path: landingPath(type, flowId), title: landing.title, command: journeyCommand(flowId) };
  return { path: flowScreenPath(type, flowId, opensAt.screen), title: opensAt.title, command: opensAt.command(flowId) };
}

/** A journey started: the new flow, its type and where it opens. */
export interface StartedJourney extends CreatedFlowDestination {
  readonly flowId: string;
  readonly type: FlowScreenType;
}

/**
 * Starts the journey of a product (END_CREATE_FLOW, END_VIEW_REPORT, `pdb-report start`): the
 * call its definition names, then where the new flow opens. Both drivers start a journey here.
 */
export const startJourney = (api: RegistryApi, request: LicensingRequest): TaskEither<DomainError, StartedJourney> =>
  TE.map(({ flowId }: FlowCreated) => ({ flowId, type: flowScreenTypeOf(request.productType), ...createdFlowDestination(request.productType, flowId) }))(
    createFlowFor(api, request),
  );

/** A started journey as a terminal prints it: what was started, then the step it opens at and the command that shows it. */
export const startedLines = (started: StartedJourney): string[] => {
  const noun = definitionOf(started.type).noun;
  return [`${noun.charAt(0).toUpperCase()}${noun.slice(1)} started: ${started.flowId}`, `Next: ${started.title}.`, `Run: ${started.command}`];
};

/** Where a newly created flow opens. */
export const createdFlowPath = (productType: ProductType, flowId: string): string => createdFlowDestination(productType, flowId).path;

export const PATH_PDB_REPORT = '/pdb-report';

/** Where the browser goes when the wizard ends: the created flow (END_CREATE_FLOW) or the report route (END_VIEW_REPORT). */
export function endPath(state: { readonly step: string; readonly created?: { readonly path: string } }): string | undefined {
  if (state.step === 'END_VIEW_REPORT') return PATH_PDB_REPORT;
  return state.step === 'END_CREATE_FLOW' ? state.created?.path : undefined;
}
/** After GET /flows/reports.json returns the report's flow id. */
export const pdbReportSubmitterPath = (flowId: string): string => flowScreenPath(PDB_REPORT.type, flowId, 'submitter');

/**
 * The products the user menu starts at once, with no wizard page between (no choice to make):
 * each menu entry's address is `/start/{slug}`.
 */
export const DIRECT_PRODUCTS = {
  'contact-change': 'CONTACT_CHANGE',
  'name-change': 'DEMOGRAPHIC_UPDATE_2',
  'license-update': 'LICENSE_UPDATE',
} as const satisfies Readonly<Record<string, ProductType>>;
export type DirectProduct = keyof typeof DIRECT_PRODUCTS;

export const isDirectProduct = (slug: string): slug is DirectProduct => Object.hasOwn(DIRECT_PRODUCTS, slug);

/** `/start/{slug}`: where a menu entry starts its journey. */
export const directStartPath = (slug: DirectProduct): string => `/start/${slug}`;

/** Creates the flow of a product that needs no choice, and says where it opens. */
export const startDirectly = (api: RegistryApi, slug: DirectProduct): TaskEither<DomainError, string> =>
  TE.map((started: StartedJourney) => started.path)(startJourney(api, { productType: DIRECT_PRODUCTS[slug] }));

/** Products only a firm can start (a license update names a firm's DRLPs). */
const FIRM_ONLY: readonly ProductType[] = ['LICENSE_UPDATE'];

/** Whether the participant is offered the product: firm-only products to firms alone. */
export const isOffered = (productType: ProductType, firm: boolean): boolean => firm || !FIRM_ONLY.includes(productType);
