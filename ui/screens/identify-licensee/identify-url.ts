/**
 * Each identify step has its own URL so back and forward move between steps:
 *   (no step)            entity type        ?entity=FIRM once one is chosen
 *   ?step=search         search details     &entity=INDIVIDUAL&search=NPN
 *   ?step=authorize      authorization      &entity=…&search=…
 * Only choices live in the URL. Typed values stay in memory: an SSN never reaches a URL, and
 * the search fields (names, numbers) are personal data too.
 */
import { EntityType, SearchType } from '../../../core/model/identify';
import type { IdentifyPage } from '../../../core/use-cases/identify/pages';

export type IdentifyUrlStep = IdentifyPage;

export interface IdentifyLocation {
  readonly step: IdentifyUrlStep;
  readonly entityType?: EntityType;
  readonly searchType?: SearchType;
}

/** Where to go: a choice given as `undefined` (none made yet) is left out of the URL. */
export interface IdentifyTarget {
  readonly step: IdentifyUrlStep;
  readonly entityType?: EntityType | undefined;
  readonly searchType?: SearchType | undefined;
}

export function parseIdentifyLocation(params: URLSearchParams): IdentifyLocation {
  const entity = params.get('entity');
  const search = params.get('search');
  const entityType = EntityType.is(entity) ? entity : undefined;
  const searchType = SearchType.is(search) ? search : undefined;
  const requested = params.get('step');
  // The later steps need an entity type; without one the URL means the first step.
  const step: IdentifyUrlStep = entityType && (requested === 'search' || requested === 'authorize') ? requested : 'entity';
  return { step, ...(entityType ? { entityType } : {}), ...(searchType && step !== 'entity' ? { searchType } : {}) };
}

export function identifySearch(location: IdentifyTarget): string {
  const params = new URLSearchParams();
  if (location.step !== 'entity') params.set('step', location.step);
  if (location.entityType) params.set('entity', location.entityType);
  if (location.searchType && location.step !== 'entity') params.set('search', location.searchType);
  const query = params.toString();
  return query ? `?${query}` : '';
}
