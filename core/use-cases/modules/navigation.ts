/**
 * Moving through a flow's modules (docs/portal.md §Modules "Module flow").
 *
 * - Submit validates the module and sends it; on failure (invalid, or a 200 with error
 *   strings) the user stays. On success the user goes to the module's destination, with the
 *   module parameter written to the address, or, with no destination, to the review route; a
 *   module opened from the review's "Change" goes back to the review.
 * - Other navigation (the step list, Back) saves only when the data is valid, then goes; Back
 *   from a module opened from the review returns to the review.
 * - The module's error strings from a 200 are cleared by typing.
 * - OPEN (the address names a module) loads it; its fields' defaults fill what the data lacks.
 *   What was typed on a module and not saved is kept in memory (`drafts`) while the screen is
 *   open, so browser Back and Forward between modules find it again; nothing goes to storage.
 * - SAVE_DRAFT (before a logout) saves the module when its data is valid and unsaved.
 */
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import type { List, ModuleContent, ModuleData, ModuleValue } from '../../model/modules';
import { addRow, removeRow, setValueAt, validateModule, withDefaults } from '../../rules/modules';
import { flowScreenPath } from '../flow-paths';
import { pathAfter } from '../journey/journey';
import { omit } from '../omit';

/** Module flows: the types whose journey starts with modules (journey/types), under /flows/{flowId} and /ccr/{flowId}. */
export type ModuleFlowType = FlowScreenType;

/** `/flows/{flowId}/modules?module={path}` */
export const modulePath = (type: ModuleFlowType, flowId: string, module: string): string =>
  `${flowScreenPath(type, flowId, 'modules')}?module=${encodeURIComponent(module)}`;
/** Where the journey goes after the modules (their review). */
export const reviewPath = (type: ModuleFlowType, flowId: string): string => pathAfter(type, flowId, 'modules');

/** Where the user goes once the current module is dealt with. */
export type ModuleTarget = { readonly kind: 'MODULE'; readonly module: string } | { readonly kind: 'REVIEW' } | { readonly kind: 'PATH'; readonly to: string };

export type ModuleNavEffect =
  | { readonly type: 'LOAD_MODULE'; readonly flowId: string; readonly module: string }
  | { readonly type: 'SAVE_MODULE'; readonly flowId: string; readonly module: string; readonly data: ModuleData }
  | { readonly type: 'NAVIGATE'; readonly to: string };

export interface ModuleNavState {
  readonly type: ModuleFlowType;
  readonly flowId: string;
  readonly module: string;
  readonly content?: ModuleContent;
  readonly data: ModuleData;
  /** Client-side field errors by data path, shown after a refused Submit. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The registry's error strings for this module (a 200 on save). */
  readonly moduleErrors: readonly string[];
  readonly saving: boolean;
  /** Where to go once the save in flight settles; `submit` saves must succeed to go. */
  readonly pending?: { readonly target: ModuleTarget; readonly submit: boolean };
  readonly error?: DomainError;
  /** The module named by the address is being fetched. */
  readonly loading?: boolean;
  readonly loadError?: DomainError;
  /** Typed since the last load or save. */
  readonly dirty?: boolean;
  /** Unsaved data of modules left without saving, by module path (memory only). */
  readonly drafts?: Readonly<Record<string, ModuleData>>;
  /** Opened from the review's "Change": a successful Submit returns to the review. */
  readonly returnToReview?: boolean;
  readonly effects: readonly ModuleNavEffect[];
}

export type ModuleNavEvent =
  /** `returnToReview`: the module was opened from the review's "Change" (`&return=review`), and Submit goes back there. */
  | { readonly type: 'OPEN'; readonly module: string; readonly returnToReview?: boolean }
  | { readonly type: 'LOADED'; readonly module: string; readonly content: ModuleContent }
  | { readonly type: 'LOAD_FAILED'; readonly module: string; readonly error: DomainError }
  | { readonly type: 'CHANGE'; readonly data: ModuleData }
  | { readonly type: 'SET_VALUE'; readonly path: string; readonly value: ModuleValue }
  | { readonly type: 'ADD_ROW'; readonly path: string; readonly list: Pick<List, 'components'> }
  | { readonly type: 'REMOVE_ROW'; readonly path: string; readonly index: number }
  | { readonly type: 'SAVE_DRAFT' }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'NAVIGATE'; readonly target: ModuleTarget }
  | { readonly type: 'SAVED' }
  | { readonly type: 'SAVE_REJECTED'; readonly errors: readonly string[] }
  | { readonly type: 'SAVE_FAILED'; readonly error: DomainError };

export const initialModuleNav = (type: ModuleFlowType, flowId: string, module = ''): ModuleNavState => ({
  type,
  flowId,
  module,
  data: {},
  fieldErrors: {},
  moduleErrors: [],
  saving: false,
  effects: [],
});

const pathOf = (s: ModuleNavState, target: ModuleTarget): string =>
  target.kind === 'MODULE' ? modulePath(s.type, s.flowId, target.module) : target.kind === 'REVIEW' ? reviewPath(s.type, s.flowId) : target.to;

/** After a successful submit: the module's destination, or the review route. */
export const submitTarget = (content: ModuleContent | undefined): ModuleTarget =>
  content?.destination ? { kind: 'MODULE', module: content.destination } : { kind: 'REVIEW' };

const errorsOf = (s: ModuleNavState) => (s.content ? validateModule(s.content.components, s.data) : {});

const save = (s: ModuleNavState, target: ModuleTarget, submit: boolean): ModuleNavState => ({
  ...s,
  saving: true,
  pending: { target, submit },
  effects: [{ type: 'SAVE_MODULE', flowId: s.flowId, module: s.module, data: s.data }],
});

const go = (s: ModuleNavState, target: ModuleTarget): ModuleNavState => ({
  ...omit(s, 'pending'),
  saving: false,
  effects: [{ type: 'NAVIGATE', to: pathOf(s, target) }],
});

/** Typing clears the module's error strings; field errors are re-checked on the next Submit. */
const edit = (s: ModuleNavState, data: ModuleData): ModuleNavState => ({ ...s, data, moduleErrors: [], dirty: true, effects: [] });

/** The drafts with the current module's unsaved data kept (or dropped once saved). */
const keepDraft = (s: ModuleNavState): Readonly<Record<string, ModuleData>> => {
  const { [s.module]: _old, ...others } = s.drafts ?? {};
  return s.dirty && s.content ? { ...others, [s.module]: s.data } : others;
};

/**
 * Where the module page's Back leads: to the review for a module opened from the review's
 * "Change" (the licensee came from there, and walks no section again), else to the module
 * before (`previous`); nowhere from the first module.
 */
export const backTarget = (s: Pick<ModuleNavState, 'returnToReview'>, previous: string | undefined): ModuleTarget | undefined =>
  s.returnToReview ? { kind: 'REVIEW' } : previous === undefined ? undefined : { kind: 'MODULE', module: previous };

/** The module's data is valid and typed since it was loaded or saved: worth saving before a logout. */
export const hasUnsavedValidData = (s: ModuleNavState): boolean =>
  s.content !== undefined && s.dirty === true && !s.saving && Object.keys(errorsOf(s)).length === 0;

export function moduleNavReducer(s: ModuleNavState, e: ModuleNavEvent): ModuleNavState {
  switch (e.type) {
    case 'OPEN':
      if (e.module === s.module && (s.content || s.loading))
        return (s.returnToReview ?? false) === (e.returnToReview ?? false) ? s : { ...s, returnToReview: e.returnToReview === true, effects: [] };
      return {
        ...initialModuleNav(s.type, s.flowId, e.module),
        drafts: keepDraft(s),
        returnToReview: e.returnToReview === true,
        loading: true,
        effects: [{ type: 'LOAD_MODULE', flowId: s.flowId, module: e.module }],
      };
    case 'LOADED': {
      // An answer for a module the user has already left is dropped, also when it comes after
      // the module they went on to (two loads in flight answer in either order).
      if (e.module !== s.module && (s.loading || s.content !== undefined)) return s;
      const draft = s.drafts?.[e.module];
      const data = draft ?? withDefaults(e.content.components, e.content.data);
      return {
        ...initialModuleNav(s.type, s.flowId, e.module),
        ...(s.drafts === undefined ? {} : { drafts: s.drafts }),
        returnToReview: s.returnToReview === true,
        content: e.content,
        data,
        dirty: draft !== undefined,
      };
    }
    case 'LOAD_FAILED':
      if (e.module !== s.module) return s;
      return { ...s, loading: false, loadError: e.error, effects: [] };
    case 'CHANGE':
      return edit(s, e.data);
    case 'SET_VALUE': {
      // The changed field's own message goes with the change; the others stay until the next Submit.
      const { [e.path]: _fixed, ...fieldErrors } = s.fieldErrors;
      return edit({ ...s, fieldErrors }, setValueAt(s.data, e.path, e.value));
    }
    case 'ADD_ROW':
      return edit(s, addRow(s.data, e.path, e.list));
    case 'REMOVE_ROW':
      return edit(s, removeRow(s.data, e.path, e.index));
    case 'SAVE_DRAFT':
      if (!hasUnsavedValidData(s)) return s;
      return { ...omit(s, 'pending'), saving: true, effects: [{ type: 'SAVE_MODULE', flowId: s.flowId, module: s.module, data: s.data }] };
    case 'SUBMIT': {
      if (s.saving) return { ...s, effects: [] };
      const fieldErrors = errorsOf(s);
      if (Object.keys(fieldErrors).length > 0) return { ...s, fieldErrors, effects: [] };
      return save({ ...s, fieldErrors: {} }, s.returnToReview ? { kind: 'REVIEW' } : submitTarget(s.content), true);
    }
    case 'NAVIGATE': {
      if (s.saving) return { ...s, effects: [] };
      const valid = Object.keys(errorsOf(s)).length === 0;
      return valid ? save(s, e.target, false) : go(s, e.target);
    }
    case 'SAVED': {
      // The answer to a save of a module the user has since left (browser Back) changes nothing here.
      if (!s.saving) return s;
      const { [s.module]: _saved, ...drafts } = s.drafts ?? {};
      const saved = { ...s, dirty: false, drafts };
      return s.pending ? go(saved, s.pending.target) : { ...saved, saving: false, effects: [] };
    }
    case 'SAVE_REJECTED':
      if (!s.saving) return s;
      if (s.pending && !s.pending.submit) return go({ ...s, moduleErrors: e.errors, drafts: keepDraft(s) }, s.pending.target);
      return { ...omit(s, 'pending'), saving: false, moduleErrors: e.errors, effects: [] };
    case 'SAVE_FAILED':
      if (!s.saving) return s;
      if (s.pending && !s.pending.submit) return go({ ...s, drafts: keepDraft(s) }, s.pending.target);
      return { ...omit(s, 'pending'), saving: false, error: e.error, effects: [] };
  }
}
