/**
 * The license-update DRLP screen (docs/portal.md §License update "DRLP screen state", "DRLP").
 *
 * - A post whose answer has no errors goes to the license-update review page. With errors the
 *   result is shown; if the action was Next the status becomes ACTIVATEMODAL (a confirmation
 *   modal), otherwise SUCCESS.
 * - Proceed success goes to the license-update review page.
 * - Errors with status ACTIVATEMODAL open the error modal; errors with another status are
 *   stored with the modal closed; clearing errors closes it.
 * - A successful add closes the add modal.
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import { omit } from '../omit';
import type { DomainError } from '../../errors';
import type { DrlpAddRequest, DrlpData, DrlpError, DrlpPaidChange, DrlpRemoveRequest, DrlpSearchRequest, DrlpSearchResult } from '../../model/drlp';
import { pathAfter } from '../journey/journey';
import { validateDrlpAdd, validateDrlpSearch, type DrlpAddField } from './add-modal';
import type { FieldErrors } from '../../rules/messages';
import { LICENSE_UPDATE } from '../journey/types';

export type DrlpStatus = 'INITIAL' | 'LOADING' | 'SUCCESS' | 'ACTIVATEMODAL' | 'FAILURE';
/** Next submits for review; Save keeps working on the page. */
export type DrlpPostAction = 'NEXT' | 'SAVE';
/** The calls a user starts on the screen (shown as busy while they run). */
export type DrlpCall = 'POST' | 'PROCEED' | 'SEARCH' | 'ADD' | 'REMOVE';

export interface DrlpErrorModal {
  readonly errors: readonly DrlpError[];
  readonly isActive: boolean;
}

export interface DrlpAddModal {
  readonly isOpen: boolean;
  readonly npn: string;
  readonly lastName: string;
  readonly stateCode: string;
  readonly isApplyToAll: boolean;
  readonly licenseCodes: readonly string[];
  readonly flowId: string;
  readonly selectedStateCode: string;
}

export type DrlpEffect =
  | { readonly type: 'FETCH_DRLP'; readonly flowId: string }
  | { readonly type: 'POST_DRLP'; readonly flowId: string; readonly body: DrlpData }
  | { readonly type: 'PROCEED_DRLP'; readonly flowId: string; readonly body: DrlpData }
  | { readonly type: 'SEARCH_DRLP'; readonly flowId: string; readonly body: DrlpSearchRequest }
  | { readonly type: 'ADD_DRLP'; readonly flowId: string; readonly body: DrlpAddRequest }
  | { readonly type: 'REMOVE_DRLP'; readonly flowId: string; readonly body: DrlpRemoveRequest }
  /** Undoes a pending removal: the same person added back to the same license. */
  | { readonly type: 'RESTORE_DRLP'; readonly flowId: string; readonly body: DrlpAddRequest }
  | { readonly type: 'FETCH_REVIEW'; readonly flowId: string }
  | { readonly type: 'NAVIGATE'; readonly to: string };

export interface DrlpScreenState {
  readonly flowId: string;
  readonly status: DrlpStatus;
  readonly response?: DrlpData;
  readonly review?: DrlpData;
  readonly search?: DrlpSearchResult;
  readonly errorModal: DrlpErrorModal;
  readonly addModal: DrlpAddModal;
  /** The action of the post in flight. */
  readonly pendingAction?: DrlpPostAction;
  /** The call in flight, if any. */
  readonly inFlight?: DrlpCall;
  /** The add modal's field errors after a refused Search or Add (nothing was sent). */
  readonly addErrors: FieldErrors<DrlpAddField>;
  /** A 400 from the registry: its messages, shown where the call was made; nothing changed. */
  readonly rejected?: { readonly call: DrlpCall; readonly errors: readonly string[] };
  /** What the last remove or add changed, said on the page (the list changes silently otherwise). */
  readonly notice?: string;
  /** A removal the registry took but that leaves its license without an active DRLP: said as an alert. */
  readonly warning?: string;
  readonly error?: DomainError;
  readonly effects: readonly DrlpEffect[];
}

export type DrlpEvent =
  | { readonly type: 'LOAD' }
  | { readonly type: 'LOADED'; readonly data: DrlpData }
  | { readonly type: 'POST'; readonly action: DrlpPostAction; readonly data: DrlpData }
  | { readonly type: 'POSTED'; readonly data: DrlpData }
  | { readonly type: 'PROCEED' }
  | { readonly type: 'PROCEEDED'; readonly data: DrlpData }
  | { readonly type: 'SET_ERRORS'; readonly errors: readonly DrlpError[]; readonly status: DrlpStatus }
  | { readonly type: 'CLEAR_ERRORS' }
  | { readonly type: 'OPEN_ADD'; readonly stateCode: string }
  | {
      readonly type: 'EDIT_ADD';
      readonly changes: Partial<Pick<DrlpAddModal, 'npn' | 'lastName' | 'stateCode' | 'isApplyToAll' | 'licenseCodes' | 'selectedStateCode'>>;
    }
  | { readonly type: 'CLOSE_ADD' }
  | { readonly type: 'SEARCH' }
  | { readonly type: 'SEARCHED'; readonly result: DrlpSearchResult }
  /** Add, refused for a license whose add is already paid for (`paid`: the firm's paid changes the driver holds). */
  | { readonly type: 'ADD'; readonly paid?: readonly DrlpPaidChange[] }
  | { readonly type: 'ADDED'; readonly data: DrlpData }
  | { readonly type: 'REMOVE'; readonly request: DrlpRemoveRequest }
  | { readonly type: 'REMOVED'; readonly data: DrlpData; readonly request: DrlpRemoveRequest }
  | { readonly type: 'UNDO_REMOVE'; readonly request: DrlpRemoveRequest }
  | { readonly type: 'RESTORED'; readonly data: DrlpData }
  | { readonly type: 'LOAD_REVIEW' }
  | { readonly type: 'REVIEW_LOADED'; readonly data: DrlpData }
  | { readonly type: 'REFUSED'; readonly call: DrlpCall; readonly errors: readonly string[] }
  | { readonly type: 'FAILED'; readonly error: DomainError };

/** Where the journey goes once the DRLP page is sent on (its review). */
export const licenseUpdateReviewPath = (flowId: string): string => pathAfter(LICENSE_UPDATE.type, flowId, 'drlp');

const closedAddModal = (flowId: string): DrlpAddModal => ({
  isOpen: false,
  npn: '',
  lastName: '',
  stateCode: '',
  isApplyToAll: false,
  licenseCodes: [],
  flowId,
  selectedStateCode: '',
});

export const initialDrlpScreen = (flowId: string): DrlpScreenState => ({
  flowId,
  status: 'INITIAL',
  errorModal: { errors: [], isActive: false },
  addModal: closedAddModal(flowId),
  addErrors: {},
  effects: [],
});

/** Errors with status ACTIVATEMODAL open the error modal; with another status they are stored with it closed. */
export const withErrors = (s: DrlpScreenState, errors: readonly DrlpError[], status: DrlpStatus): DrlpScreenState => ({
  ...s,
  status,
  errorModal: { errors, isActive: status === 'ACTIVATEMODAL' && errors.length > 0 },
});

const toReview = (s: DrlpScreenState): DrlpScreenState => ({
  ...omit(s, 'pendingAction', 'inFlight'),
  status: 'SUCCESS',
  errorModal: { errors: [], isActive: false },
  effects: [{ type: 'NAVIGATE', to: licenseUpdateReviewPath(s.flowId) }],
});

/** The person a remove request names, as the notices say it. */
const personOf = (s: DrlpScreenState, r: DrlpRemoveRequest): string => {
  const drlp = s.response?.businessEntity.states
    .find((st) => st.stateCode === r.stateCode)
    ?.licenses.find((l) => l.licenseCode === r.licenseCode)
    ?.drlps.find((d) => d.npn === r.npn);
  return drlp ? `${drlp.firstName} ${drlp.lastName}` : `NPN ${r.npn}`;
};
const removedNotice = (s: DrlpScreenState, r: DrlpRemoveRequest): string => `${personOf(s, r)} removed from license ${r.licenseCode}.`;

/** After a removal: the registry's objections to the license it left, as one alert with what to do. */
function removalWarning(data: DrlpData, r: DrlpRemoveRequest, who: string): string | undefined {
  const problems = (data.errors ?? []).filter((x) => x.stateCode === r.stateCode && x.licenseCode === r.licenseCode).flatMap((x) => x.errors);
  if (problems.length === 0) return undefined;
  return `${who} is marked for removal from license ${r.licenseCode}, but ${problems.join(' ')} Add another DRLP to it, or undo the removal.`;
}

export function drlpReducer(s: DrlpScreenState, e: DrlpEvent): DrlpScreenState {
  const next = reduceDrlp(s, e);
  // Every answer ends the call in flight.
  return ANSWERS.includes(e.type) && next.inFlight ? omit(next, 'inFlight') : next;
}

const ANSWERS: readonly DrlpEvent['type'][] = ['LOADED', 'POSTED', 'PROCEEDED', 'SEARCHED', 'ADDED', 'REMOVED', 'RESTORED', 'REFUSED', 'FAILED'];

function reduceDrlp(s: DrlpScreenState, e: DrlpEvent): DrlpScreenState {
  const { flowId } = s;
  /** `from` with `call` in flight and the last call's refusal and notice gone. */
  const start = (from: Omit<DrlpScreenState, 'search'>, call: DrlpCall) => ({ ...omit(from, 'rejected', 'notice', 'warning'), inFlight: call });
  switch (e.type) {
    case 'LOAD':
      return { ...s, status: 'LOADING', effects: [{ type: 'FETCH_DRLP', flowId }] };
    case 'LOADED':
      return { ...s, status: 'SUCCESS', response: e.data, effects: [] };
    case 'POST':
      if (s.inFlight) return { ...s, effects: [] };
      return { ...start(s, 'POST'), status: 'LOADING', pendingAction: e.action, effects: [{ type: 'POST_DRLP', flowId, body: e.data }] };
    case 'POSTED': {
      const errors = e.data.errors ?? [];
      if (errors.length === 0) return toReview({ ...s, response: e.data });
      const status: DrlpStatus = s.pendingAction === 'NEXT' ? 'ACTIVATEMODAL' : 'SUCCESS';
      return { ...withErrors({ ...omit(s, 'pendingAction'), response: e.data }, errors, status), effects: [] };
    }
    case 'PROCEED':
      if (!s.response || s.inFlight) return { ...s, effects: [] };
      return { ...start(s, 'PROCEED'), status: 'LOADING', effects: [{ type: 'PROCEED_DRLP', flowId, body: s.response }] };
    case 'PROCEEDED': {
      const errors = e.data.errors ?? [];
      if (errors.length === 0) return toReview({ ...s, response: e.data });
      return { ...withErrors({ ...s, response: e.data }, errors, 'SUCCESS'), effects: [] };
    }
    case 'SET_ERRORS':
      return { ...withErrors(s, e.errors, e.status), effects: [] };
    case 'CLEAR_ERRORS':
      return { ...s, status: s.status === 'ACTIVATEMODAL' ? 'SUCCESS' : s.status, errorModal: { errors: [], isActive: false }, effects: [] };
    case 'OPEN_ADD':
      return {
        ...omit(s, 'search', 'rejected', 'notice'),
        addErrors: {},
        addModal: { ...closedAddModal(flowId), isOpen: true, stateCode: e.stateCode, selectedStateCode: e.stateCode },
        effects: [],
      };
    case 'EDIT_ADD': {
      // A changed person or place makes the last search answer stale: it is dropped with its choices.
      const who = ['npn', 'lastName', 'stateCode', 'isApplyToAll'] as const;
      const stale = who.some((k) => k in e.changes && e.changes[k] !== s.addModal[k]);
      const addModal = { ...s.addModal, ...(stale ? { licenseCodes: [] } : {}), ...e.changes };
      const addErrors = Object.fromEntries(Object.entries(s.addErrors).filter(([k]) => !(k in e.changes)));
      return { ...(stale ? omit(s, 'search') : s), addModal, addErrors, effects: [] };
    }
    case 'CLOSE_ADD':
      return {
        ...(s.rejected?.call === 'ADD' || s.rejected?.call === 'SEARCH' ? omit(s, 'search', 'rejected') : omit(s, 'search')),
        addErrors: {},
        addModal: closedAddModal(flowId),
        effects: [],
      };
    case 'SEARCH': {
      if (s.inFlight) return { ...s, effects: [] };
      const { npn, lastName, stateCode, isApplyToAll } = s.addModal;
      const addErrors = validateDrlpSearch(s.addModal);
      if (Object.keys(addErrors).length > 0) return { ...omit(s, 'search', 'rejected'), addErrors, effects: [] };
      return {
        ...start(omit(s, 'search'), 'SEARCH'),
        addErrors: {},
        effects: [{ type: 'SEARCH_DRLP', flowId, body: { npn: npn.trim(), lastName: lastName.trim(), stateCode, isApplyToAll } }],
      };
    }
    case 'SEARCHED':
      return { ...s, search: e.result, addModal: { ...s.addModal, isApplyToAll: e.result.isApplyToAll }, effects: [] };
    case 'ADD': {
      if (s.inFlight) return { ...s, effects: [] };
      const { npn, lastName, stateCode, isApplyToAll, licenseCodes } = s.addModal;
      const addErrors = validateDrlpAdd(s.addModal, e.paid);
      if (Object.keys(addErrors).length > 0) return { ...omit(s, 'rejected'), addErrors, effects: [] };
      return {
        ...start(s, 'ADD'),
        addErrors: {},
        effects: [{ type: 'ADD_DRLP', flowId, body: { npn: npn.trim(), lastName: lastName.trim(), stateCode, isApplyToAll, licenseCodes: [...licenseCodes] } }],
      };
    }
    case 'ADDED': {
      // A successful add closes the add modal.
      const who = s.search ? `${s.search.firstName} ${s.search.lastName}` : `NPN ${s.addModal.npn}`;
      const codes = s.addModal.licenseCodes;
      const notice = `${who} added as a DRLP on license${codes.length === 1 ? '' : 's'} ${codes.join(', ')}.`;
      return { ...omit(s, 'search'), response: e.data, addModal: closedAddModal(flowId), notice, effects: [] };
    }
    case 'REMOVE':
      if (s.inFlight) return { ...s, effects: [] };
      return { ...start(s, 'REMOVE'), notice: removedNotice(s, e.request), effects: [{ type: 'REMOVE_DRLP', flowId, body: e.request }] };
    case 'REMOVED': {
      const warning = removalWarning(e.data, e.request, personOf(s, e.request));
      return warning ? { ...omit(s, 'notice'), response: e.data, warning, effects: [] } : { ...s, response: e.data, effects: [] };
    }
    case 'UNDO_REMOVE': {
      if (s.inFlight) return { ...s, effects: [] };
      const r = e.request;
      const body: DrlpAddRequest = { npn: r.npn, lastName: r.lastName, stateCode: r.stateCode, isApplyToAll: false, licenseCodes: [r.licenseCode] };
      return {
        ...start(s, 'REMOVE'),
        notice: `${personOf(s, r)} kept on license ${r.licenseCode}: the removal is undone.`,
        effects: [{ type: 'RESTORE_DRLP', flowId, body }],
      };
    }
    case 'RESTORED':
      return { ...s, response: e.data, effects: [] };
    case 'LOAD_REVIEW':
      return { ...s, effects: [{ type: 'FETCH_REVIEW', flowId }] };
    case 'REVIEW_LOADED':
      return { ...s, review: e.data, effects: [] };
    case 'REFUSED':
      return {
        ...omit(s, 'pendingAction', 'notice'),
        status: s.status === 'LOADING' ? 'SUCCESS' : s.status,
        rejected: { call: e.call, errors: e.errors },
        effects: [],
      };
    case 'FAILED':
      return { ...omit(s, 'pendingAction'), status: 'FAILURE', error: e.error, effects: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// The use-case: the DRLP screen machine run by the core runner, its calls through the
// RegistryApi. A navigation goes to the driver, which may answer with events (the CLI loads
// the review it would navigate to).

export interface DrlpPorts {
  readonly api: Pick<RegistryApi, 'drlp' | 'postDrlp' | 'proceedDrlp' | 'addDrlp' | 'removeDrlp' | 'licenseUpdateReview' | 'searchDrlp'>;
  readonly navigate?: (to: string) => readonly DrlpEvent[];
}

export const runDrlpEffect =
  ({ api, navigate }: DrlpPorts) =>
  async (effect: DrlpEffect): Promise<readonly DrlpEvent[]> => {
    // A 400 on a user's call is the registry refusing it (REFUSED, shown in place); anything else is the generic error path.
    const failed = (error: DomainError, call?: DrlpCall): DrlpEvent =>
      call && error._tag === 'BadRequest' ? { type: 'REFUSED', call, errors: error.errors } : { type: 'FAILED', error };
    const data = async (
      call: () => Promise<E.Either<DomainError, DrlpData>>,
      ok: (d: DrlpData) => DrlpEvent,
      which?: DrlpCall,
    ): Promise<readonly DrlpEvent[]> => {
      const r = await call();
      return [E.isRight(r) ? ok(r.right) : failed(r.left, which)];
    };
    switch (effect.type) {
      case 'FETCH_DRLP':
        return data(api.drlp(effect.flowId), (d) => ({ type: 'LOADED', data: d }));
      case 'POST_DRLP':
        return data(api.postDrlp(effect.flowId, effect.body), (d) => ({ type: 'POSTED', data: d }), 'POST');
      case 'PROCEED_DRLP':
        return data(api.proceedDrlp(effect.flowId, effect.body), (d) => ({ type: 'PROCEEDED', data: d }), 'PROCEED');
      case 'ADD_DRLP':
        return data(api.addDrlp(effect.flowId, effect.body), (d) => ({ type: 'ADDED', data: d }), 'ADD');
      case 'REMOVE_DRLP':
        return data(api.removeDrlp(effect.flowId, effect.body), (d) => ({ type: 'REMOVED', data: d, request: effect.body }), 'REMOVE');
      case 'RESTORE_DRLP':
        // A refused undo is said on the page, as a refused removal is.
        return data(api.addDrlp(effect.flowId, effect.body), (d) => ({ type: 'RESTORED', data: d }), 'REMOVE');
      case 'FETCH_REVIEW':
        return data(api.licenseUpdateReview(effect.flowId), (d) => ({ type: 'REVIEW_LOADED', data: d }));
      case 'SEARCH_DRLP': {
        const r = await api.searchDrlp(effect.flowId, effect.body)();
        return [E.isRight(r) ? { type: 'SEARCHED', result: r.right } : failed(r.left, 'SEARCH')];
      }
      case 'NAVIGATE':
        return navigate?.(effect.to) ?? [];
    }
  };

export const createDrlpUseCase = (ports: DrlpPorts, from: DrlpScreenState): Runner<DrlpScreenState, DrlpEvent> =>
  createRunner(drlpReducer, from, runDrlpEffect(ports));
