/**
 * The identify steps as pages with their own address (the browser shows one per step): what an
 * address asks of the identify use-case, which page a state belongs on, and where the address
 * goes once a submit has settled. Two sources move the step: the user (choices, back and forward
 * move the address, and the use-case follows it here) and the server (its answer opens a page).
 */
import type { EntityType } from '../../model/identify';
import type { Runner } from '../runner';
import type { IdentifyEvent, IdentifyState } from './machine';
import { isIdentified } from './use-case';

export type IdentifyPage = 'entity' | 'search' | 'authorize';

type IdentifyRunner = Pick<Runner<IdentifyState, IdentifyEvent>, 'dispatch' | 'getState' | 'settled'>;

/** The page the machine's step belongs on. */
export const pageOfState = (state: Pick<IdentifyState, 'step'>): IdentifyPage =>
  state.step === 'AUTHORIZE' ? 'authorize' : state.step === 'SEARCH_DETAILS' ? 'search' : 'entity';

/**
 * The address is at `page` with `entityType`: the entity page starts over, a later page selects
 * its entity type. Only the server opens the authorization page: an address asking for it before
 * then (stale, typed, reloaded) is 'RESTARTED', to be replaced by the search page.
 */
export function arriveAtIdentifyPage(identifying: IdentifyRunner, page: IdentifyPage, entityType: EntityType | undefined): 'RESTARTED' | undefined {
  const current = identifying.getState();
  if (page === 'entity') {
    if (current.step !== 'INITIAL') identifying.dispatch({ type: 'RESET' });
  } else if (entityType && (current.step === 'INITIAL' || current.entityType !== entityType)) {
    identifying.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType });
  }
  return page === 'authorize' && identifying.getState().step !== 'AUTHORIZE' ? 'RESTARTED' : undefined;
}

/**
 * Once a submit from `from` has settled, the page to move to: AUTHORIZE opens its page (a new
 * entry), another failure returns to the search (in place of the page it came from). Nothing
 * when signed in (already on the way out), still submitting, or already on that page.
 */
export async function pageAfterSubmit(
  identifying: IdentifyRunner,
  from: IdentifyPage,
): Promise<{ readonly page: IdentifyPage; readonly replace: boolean } | undefined> {
  await identifying.settled();
  const result = identifying.getState();
  if (isIdentified(result) || result.submitting) return undefined;
  const page = pageOfState(result);
  if (page === from || page === 'entity') return undefined;
  return { page, replace: page === 'search' };
}

/**
 * The page shown at an address for `page`: an authorization address the machine has not reached
 * shows the search (the address follows a moment later), except while signing in, when the
 * machine has already reset.
 */
export const shownPage = (page: IdentifyPage, state: Pick<IdentifyState, 'step'>, signingIn: boolean): IdentifyPage =>
  page === 'authorize' && state.step !== 'AUTHORIZE' && !signingIn ? 'search' : page;
