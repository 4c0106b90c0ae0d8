/**
 * The demographic-update name page (docs/portal.md §Name change, "Name post").
 * On load the form reads back the request the registry holds (its requested name, and its
 * jurisdictions checked, the others not); with none, the requested name copies the current one
 * (company blanked for a business) and every jurisdiction starts checked. The post sends the checked jurisdictions without the form's
 * `checked` flag. PASS goes to the demographic-update submitter; PARTIAL and FAIL show the
 * returned errors.
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import type { DomainError } from '../../errors';
import type {
  JurisdictionEntry,
  JurisdictionError,
  Name,
  NameChangeItem,
  NameRequestStatus,
  PostedJurisdiction,
  PrimaryNamePost,
  PrimaryNamePostResult,
  PrimaryNameResponse,
} from '../../model/names';
import { SELECT_A_JURISDICTION, validateName } from '../../rules/names';
import { resourceReducer, type Resource } from '../async-load';
import { pathAfter } from '../journey/journey';
import { omit } from '../omit';
import { NAME_CHANGE } from '../journey/types';

/** A form item: the requested name is always present. */
export interface NameFormItem {
  readonly currentName: Name;
  readonly requestedName: Name;
  readonly jurisdictions: readonly JurisdictionEntry[];
}

/** The requested name starts as the current one; a business's company starts blank. */
export const initialRequestedName = (current: Name): Name => (current.type === 'BUSINESS' ? { type: 'BUSINESS', company: '' } : { ...current });

/** A held request marks its jurisdictions `changed`: those start checked, the others not. */
export const initialFormItems = (response: PrimaryNameResponse): NameFormItem[] =>
  response.enabled.map((item: NameChangeItem) => {
    const held = item.requestedName !== undefined && item.jurisdictions.some((j) => j.changed);
    return {
      currentName: item.currentName,
      requestedName: held && item.requestedName ? item.requestedName : initialRequestedName(item.currentName),
      jurisdictions: item.jurisdictions.map((j) => ({ ...j, checked: held ? j.changed : true })),
    };
  });

const posted = ({ checked: _c, ...j }: JurisdictionEntry): PostedJurisdiction => ({
  jurisdiction: j.jurisdiction,
  resident: j.resident,
  dhs: j.dhs,
  changed: j.changed,
  active: j.active,
  enabled: j.enabled,
});

/** The POST body: each item's requested name and its checked jurisdictions, without `checked`. */
export const namePostPayload = (flowId: string, items: readonly NameFormItem[]): PrimaryNamePost => ({
  flowId,
  items: items.map((item) => ({ requestedName: item.requestedName, jurisdictions: item.jurisdictions.filter((j) => j.checked !== false).map(posted) })),
});

/** Where the journey goes once the name page is sent (its submitter). */
export const demographicSubmitterPath = (flowId: string): string => pathAfter(NAME_CHANGE.type, flowId, 'names');

export type NameFormEffect =
  | { readonly type: 'FETCH_PRIMARY_NAME'; readonly flowId: string }
  | { readonly type: 'POST_PRIMARY_NAME'; readonly flowId: string; readonly body: PrimaryNamePost }
  | { readonly type: 'NAVIGATE'; readonly to: string };

export interface NameFormState {
  readonly flowId: string;
  readonly fetch: Resource<PrimaryNameResponse, DomainError | ''>;
  readonly items: readonly NameFormItem[];
  /** Failure keeps the response's errors list (PARTIAL, FAIL). */
  readonly post: Resource<PrimaryNamePostResult, readonly JurisdictionError[]>;
  /** Field errors of the requested names, by item index, shown after a refused submit. */
  readonly nameErrors: Readonly<Record<number, Readonly<Record<string, string>>>>;
  /** The answer's requestStatus when it was not PASS (PARTIAL or FAIL). */
  readonly refusal?: NameRequestStatus;
  /** A 400: the registry's messages, shown in the form (nothing was decided). */
  readonly rejected?: readonly string[];
  /** A failed call: the generic error path. */
  readonly error?: DomainError;
  readonly effects: readonly NameFormEffect[];
}

export type NameFormEvent =
  | { readonly type: 'LOAD'; readonly flowId: string }
  | { readonly type: 'LOADED'; readonly response: PrimaryNameResponse }
  | { readonly type: 'LOAD_FAILED'; readonly error: DomainError }
  | { readonly type: 'EDIT_NAME'; readonly index: number; readonly requestedName: Name }
  | { readonly type: 'CHECK_JURISDICTION'; readonly index: number; readonly jurisdiction: string; readonly checked: boolean }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'POSTED'; readonly result: PrimaryNamePostResult }
  | { readonly type: 'POST_FAILED'; readonly error: DomainError };

export const initialNameForm = (flowId: string): NameFormState => ({
  flowId,
  fetch: { status: 'initial' },
  items: [],
  post: { status: 'initial' },
  nameErrors: {},
  effects: [],
});

export function nameFormReducer(s: NameFormState, e: NameFormEvent): NameFormState {
  switch (e.type) {
    case 'LOAD': {
      const base = e.flowId === s.flowId ? s : initialNameForm(e.flowId);
      return { ...base, fetch: resourceReducer(base.fetch, { type: 'START' }), effects: [{ type: 'FETCH_PRIMARY_NAME', flowId: e.flowId }] };
    }
    case 'LOADED':
      return {
        ...s,
        fetch: { status: 'success', data: e.response },
        items: initialFormItems(e.response),
        post: { status: 'initial' },
        nameErrors: {},
        effects: [],
      };
    case 'LOAD_FAILED':
      return { ...s, fetch: { status: 'failure', error: e.error }, error: e.error, effects: [] };
    case 'EDIT_NAME': {
      const items = s.items.map((item, i) => (i === e.index ? { ...item, requestedName: e.requestedName } : item));
      const { [e.index]: _cleared, ...nameErrors } = s.nameErrors;
      return { ...s, items, nameErrors, effects: [] };
    }
    case 'CHECK_JURISDICTION': {
      const nameErrors = Object.fromEntries(
        Object.entries(s.nameErrors)
          .map(([i, { jurisdictions: _j, ...rest }]) => [i, rest] as const)
          .filter(([, rest]) => Object.keys(rest).length > 0),
      );
      const items = s.items.map((item, i) =>
        i !== e.index
          ? item
          : { ...item, jurisdictions: item.jurisdictions.map((j) => (j.jurisdiction === e.jurisdiction ? { ...j, checked: e.checked } : j)) },
      );
      return { ...s, items, nameErrors, effects: [] };
    }
    case 'SUBMIT': {
      if (s.post.status === 'loading' || s.fetch.status !== 'success') return { ...s, effects: [] };
      const nameErrors: Record<number, Record<string, string>> = {};
      const noneChecked = s.items.every((item) => item.jurisdictions.every((j) => j.checked === false));
      s.items.forEach((item, i) => {
        const errs: Record<string, string> = { ...(validateName(item.requestedName) as Record<string, string>) };
        if (noneChecked) errs.jurisdictions = SELECT_A_JURISDICTION;
        if (Object.keys(errs).length > 0) nameErrors[i] = errs;
      });
      if (Object.keys(nameErrors).length > 0) return { ...s, nameErrors, effects: [] };
      return {
        ...omit(s, 'refusal', 'rejected'),
        nameErrors: {},
        post: { status: 'loading' },
        effects: [{ type: 'POST_PRIMARY_NAME', flowId: s.flowId, body: namePostPayload(s.flowId, s.items) }],
      };
    }
    case 'POSTED':
      if (e.result.requestStatus === 'PASS') {
        return { ...s, post: { status: 'success', data: e.result }, effects: [{ type: 'NAVIGATE', to: demographicSubmitterPath(s.flowId) }] };
      }
      return { ...s, post: { status: 'failure', error: e.result.errors ?? [] }, refusal: e.result.requestStatus, effects: [] };
    case 'POST_FAILED':
      // A 400 is the registry refusing the request as sent: shown in the form, which keeps what was typed.
      if (e.error._tag === 'BadRequest') return { ...s, post: { status: 'failure', error: [] }, rejected: e.error.errors, effects: [] };
      return { ...s, post: { status: 'failure', error: [] }, error: e.error, effects: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// The use-case: the name form run by the core runner, its calls through the RegistryApi;
// navigation after a post goes to the driver's `navigate`.

export interface NameFormPorts {
  readonly api: Pick<RegistryApi, 'primaryName' | 'postPrimaryName'>;
  readonly navigate?: (to: string) => void;
}

export const runNameFormEffect =
  ({ api, navigate }: NameFormPorts) =>
  async (effect: NameFormEffect): Promise<readonly NameFormEvent[]> => {
    switch (effect.type) {
      case 'FETCH_PRIMARY_NAME': {
        const r = await api.primaryName(effect.flowId)();
        return [E.isRight(r) ? { type: 'LOADED', response: r.right } : { type: 'LOAD_FAILED', error: r.left }];
      }
      case 'POST_PRIMARY_NAME': {
        const r = await api.postPrimaryName(effect.flowId, effect.body)();
        return [E.isRight(r) ? { type: 'POSTED', result: r.right } : { type: 'POST_FAILED', error: r.left }];
      }
      case 'NAVIGATE':
        navigate?.(effect.to);
        return [];
    }
  };

export const createNameFormUseCase = (ports: NameFormPorts, from: NameFormState): Runner<NameFormState, NameFormEvent> =>
  createRunner(nameFormReducer, from, runNameFormEffect(ports));
