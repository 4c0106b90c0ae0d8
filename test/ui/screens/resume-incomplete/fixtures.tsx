/**
 * The resume journey's component-test setup: two incomplete applications (one payable), the
 * journey's routes rendered in the test app, and a registry answer a test releases when it wants.
 */
import type { IncompleteApplication } from '../../../../core/model/incomplete';
import { render, type Answer } from '../../render';

export const PAYABLE: IncompleteApplication = {
  batchCode: 'flow-az-1',
  gatewayProductName: 'Producer Licensing',
  isLicensing: true,
  dateModified: '2026-10-29T16:20:00Z',
  isPayable: true,
  licenses: [{ stateName: 'Arizona', licenseClassName: 'Insurance Producer', loaNames: ['Property', 'Casualty'] }],
};
export const NOT_PAYABLE: IncompleteApplication = {
  batchCode: 'flow-la-2',
  gatewayProductName: 'Adjuster Licensing',
  isLicensing: true,
  dateModified: '2026-11-10T14:10:00Z',
  isPayable: false,
  licenses: [{ stateName: 'Louisiana', licenseClassName: 'Independent Adjuster', loaNames: ['Property & Casualty'] }],
};

export const LIST = '/incomplete-applications.json';
export const deletePath = (batchCode: string) => `/incomplete-applications/${batchCode}.json`;

/** The app's routes signed in as Alice, on a path of the journey. */
export const renderJourney = (
  path: string,
  applications: IncompleteApplication[] | Answer,
  answers: Record<string, Answer> = {},
  stored?: Record<string, string>,
) => render({ path, signedIn: true, answers: { [LIST]: applications, ...answers }, ...(stored ? { stored } : {}) });

/** A 200 answer whose (empty) body arrives only when `release` is called: the call stays in flight until then. */
export function gated(): { response: Response; release(): void } {
  let release = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), release: () => release() };
}
