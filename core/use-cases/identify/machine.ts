/**
 * Identify licensee (docs/portal.md §Identify): INITIAL, then SEARCH_DETAILS
 * once an entity type is chosen, then AUTHORIZE when the server asks for an SSN. Other
 * failures return to SEARCH_DETAILS with the failure shown. Success resets; reset returns to
 * the start.
 *
 * The request (which may hold an SSN) lives only in the IDENTIFY effect, never in the state,
 * so nothing sensitive can be persisted or logged from here.
 */
import type { DomainError } from '../../errors';
import type { EntityType, IdentifyRequest, IdentifyResult, SsnVerification } from '../../model/identify';

export type IdentifyStep = 'INITIAL' | 'SEARCH_DETAILS' | 'AUTHORIZE';

export const NOT_MATCHED_MESSAGE = 'The information you provided does not match our records.';

export type IdentifyFailure =
  /** IDENTIFICATION_FAILURE (or another failed status): the generic failed state. */
  | { readonly kind: 'FAILED' }
  /** A failure after the authorization (SSN) was supplied. */
  | { readonly kind: 'NOT_MATCHED'; readonly message: string }
  /** Status ERROR: each message in a red alert. */
  | { readonly kind: 'ERROR'; readonly errors: readonly string[] }
  /** The call itself failed (server error, 429, network…): the driver decides how to show it. */
  | { readonly kind: 'REQUEST_FAILED'; readonly error: DomainError };

export type IdentifyEffect = { readonly type: 'IDENTIFY'; readonly request: IdentifyRequest } | { readonly type: 'IDENTIFIED' };

export interface IdentifyState {
  readonly step: IdentifyStep;
  readonly entityType?: EntityType;
  /** Set in AUTHORIZE: which part of the SSN the server asks for. */
  readonly ssnVerification?: SsnVerification;
  readonly failure?: IdentifyFailure;
  readonly submitting: boolean;
  /** Whether the request in flight carried the authorization (was sent from AUTHORIZE). */
  readonly authorizationSupplied: boolean;
  readonly effects: readonly IdentifyEffect[];
}

export type IdentifyEvent =
  | { readonly type: 'SELECT_ENTITY_TYPE'; readonly entityType: EntityType }
  | { readonly type: 'SUBMIT'; readonly request: IdentifyRequest }
  | { readonly type: 'RESULT'; readonly result: IdentifyResult }
  | { readonly type: 'REQUEST_FAILED'; readonly error: DomainError }
  | { readonly type: 'RESET' };

export const initialIdentify: IdentifyState = { step: 'INITIAL', submitting: false, authorizationSupplied: false, effects: [] };

function failed(state: IdentifyState, failure: IdentifyFailure, step: IdentifyStep = 'SEARCH_DETAILS'): IdentifyState {
  return {
    step,
    ...(state.entityType === undefined ? {} : { entityType: state.entityType }),
    ...(step === 'AUTHORIZE' && state.ssnVerification ? { ssnVerification: state.ssnVerification } : {}),
    failure,
    submitting: false,
    authorizationSupplied: false,
    effects: [],
  };
}

export function identifyReducer(state: IdentifyState, event: IdentifyEvent): IdentifyState {
  switch (event.type) {
    case 'SELECT_ENTITY_TYPE':
      return { step: 'SEARCH_DETAILS', entityType: event.entityType, submitting: false, authorizationSupplied: false, effects: [] };
    case 'SUBMIT': {
      if (state.step === 'INITIAL' || state.submitting) return { ...state, effects: [] };
      const { failure: _cleared, ...rest } = state;
      return { ...rest, submitting: true, authorizationSupplied: state.step === 'AUTHORIZE', effects: [{ type: 'IDENTIFY', request: event.request }] };
    }
    case 'RESULT': {
      if (!state.submitting) return { ...state, effects: [] };
      const { result } = event;
      switch (result.status) {
        case 'SUCCESS':
          return { ...initialIdentify, effects: [{ type: 'IDENTIFIED' }] };
        case 'AUTHORIZATION_FAILURE':
          if (state.authorizationSupplied) return failed(state, { kind: 'NOT_MATCHED', message: NOT_MATCHED_MESSAGE }, 'AUTHORIZE');
          return {
            step: 'AUTHORIZE',
            ...(state.entityType === undefined ? {} : { entityType: state.entityType }),
            ssnVerification: result.ssnVerification ?? 'FULL_SSN',
            submitting: false,
            authorizationSupplied: false,
            effects: [],
          };
        case 'ERROR':
          return failed(state, { kind: 'ERROR', errors: result.errors ?? [] });
        default:
          return failed(state, state.authorizationSupplied ? { kind: 'NOT_MATCHED', message: NOT_MATCHED_MESSAGE } : { kind: 'FAILED' });
      }
    }
    case 'REQUEST_FAILED':
      if (!state.submitting) return { ...state, effects: [] };
      return failed(state, { kind: 'REQUEST_FAILED', error: event.error });
    case 'RESET':
      return initialIdentify;
  }
}
