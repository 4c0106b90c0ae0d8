/**
 * The start-flow wizard's component-test setup: a registry answering the wizard's lookups (the
 * fake answers by path: every state gets the same lines), the app's routes signed in as Alice, and
 * what a user does on a wizard page.
 */
import type { AvailableLine, BasisLicense, DuplicateOrder, FeeSummary, ProductAttribute } from '../../../../core/model/licensing';
import { APPLICATION_FEE } from '../../../fee-summary';
import { render, waitFor, type Answer, type Rendered } from '../../render';
import { heading } from '../../identify/dom-actions';

export const ATTRIBUTES: ProductAttribute[] = [
  { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'RESIDENT' },
  { productType: 'PRODUCER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' },
  { productType: 'OTHER_LICENSING', applicationType: 'NEW', residencyType: 'NONRESIDENT' },
];
export const TWO_BASIS: BasisLicense[] = [
  { jurisdictionCode: 'TX', licenseNumber: 'TX-100001', licenseClassName: 'General Lines Agent', licenseResidency: 'RESIDENT' },
  { jurisdictionCode: 'OK', licenseNumber: 'OK-100001', licenseClassName: 'Insurance Producer', licenseResidency: 'NONRESIDENT' },
];
export const LINES: AvailableLine[] = [
  {
    licenseClassCode: 'PRODUCER',
    licenseClassName: 'Insurance Producer',
    message: 'Fingerprints are required for every new producer license.',
    loas: [
      { loaCode: 'LIFE', loaName: 'Life', active: false, available: true },
      { loaCode: 'AH', loaName: 'Accident & Health', active: false, available: true },
      { loaCode: 'PL', loaName: 'Personal Lines', active: false, available: false, message: 'Personal Lines is issued only to residents.' },
    ],
  },
];
export const FEES: FeeSummary = APPLICATION_FEE;
export const DUPLICATE: DuplicateOrder = {
  orderDate: '2026-09-30T16:10:00Z',
  orderCode: 'LH1000010',
  requestCode: 'R1000010-1',
  status: 'PENDING',
  product: 'Producer Licensing',
  state: 'TX',
  licenseClassName: 'General Lines Agent',
  loaNames: ['Life'],
  licenseNumber: 'TX-100001',
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });

export function registry(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/product-attributes.json': ATTRIBUTES,
    '/basis-licenses.json': TWO_BASIS,
    '/supported-states.json': { states: { AZ: 'Arizona', GA: 'Georgia' }, multiSelect: true },
    '/available-lines.json': LINES,
    '/available-lines/validation.json': noContent(),
    '/duplicates.json': noContent(),
    '/fee-summary.json': FEES,
    '/flows.json': { flowId: 'flow-new-1' },
    ...overrides,
  };
}

export const PRODUCT_QUERY = 'product=PRODUCER_LICENSING&application=NEW&residency=RESIDENT';
export const BASIS_QUERY = `${PRODUCT_QUERY}&basis=TX:TX-100001`;

/** The app at a wizard address, signed in, once its page's heading shows. */
export async function openWizard(path: string, answers: Record<string, Answer> = registry()): Promise<Rendered> {
  const app = await render({ path, signedIn: true, answers });
  // A loading indicator's label shows before its spinner: "…" marks it (StartFlow.tsx's labels).
  const loading = () => [...app.host.querySelectorAll('[role=status]')].some((s) => s.textContent?.endsWith('…'));
  await waitFor(() => app.host.querySelector('h1 + *, h1') && !loading(), 'a wizard page');
  return app;
}

/** The h1's question, without its caption ("Apply for a license: "). */
export const question = (root: ParentNode): string => heading(root).replace(/^Apply for a license(, state \d+ of \d+)?: /, '');

export const where = (app: Rendered): string => app.router!.state.location.pathname + app.router!.state.location.search;

export async function waitForQuestion(app: Rendered, text: string): Promise<void> {
  await waitFor(() => question(app.host) === text, `the page "${text}"`);
}

/** The radio or checkbox a label names (Fluent ties label and input by id). */
export function choice(root: ParentNode, label: string): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const input = found?.htmlFor ? (root.querySelector(`[id="${found.htmlFor}"]`) as HTMLInputElement | null) : null;
  if (!input) throw new Error(`No choice "${label}"`);
  return input;
}
