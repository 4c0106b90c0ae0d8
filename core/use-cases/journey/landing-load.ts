/**
 * What a journey's landing reads from the registry beyond the journey's facts (journey/facts.ts),
 * for a driver without a cache (the CLI; the browser reads the same through its route loaders):
 * the flow's price where the definition names it, and the changes saved where its first steps
 * open holding what is on file (landing.ts).
 */
import * as E from 'fp-ts/Either';
import type { FlowScreenType } from '../../model/constants';
import type { RegistryApi } from '../../ports/registry-api';
import { changedItems } from '../ccr/review';
import { flowFee } from '../flow-steps/fees';
import { landingNeedsPrice } from './landing';
import { definitionOf } from './types';

/** The registry's price of the flow, or null where the definition says how the fee is worked out, or the registry does not say. */
export const loadLandingPrice = async (api: Pick<RegistryApi, 'feeSummary'>, type: FlowScreenType, flowId: string): Promise<string | null> =>
  landingNeedsPrice(type) ? ((await flowFee(api, type, flowId))?.grandTotal ?? null) : null;

/** The changes saved (a contact change's review); a review that cannot be read says none, as the browser's landing does. */
export async function loadLandingChanges(api: Pick<RegistryApi, 'ccrReview'>, type: FlowScreenType, flowId: string): Promise<number> {
  if (definitionOf(type).landing.startedByChanges !== true) return 0;
  const review = await api.ccrReview(flowId)();
  return E.isRight(review) ? changedItems(review.right).length : 0;
}
