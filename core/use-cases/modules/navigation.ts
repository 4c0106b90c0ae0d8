/**
 * Moving through a flow's modules (spec §4 "Module flow", §8 module submit).
 *
 * - Submit validates the module and sends it; on failure (invalid, or a 200 with error
 *   strings) the user stays. On success the user goes to the module's destination, with the
 *   module parameter written to the address, or, with no destination, to the review route.
 * - Other navigation (the step list, Back) saves only when the data is valid, then goes.
 * - The module's error strings from a 200 are cleared by typing.
 */
import type { DomainError } from '../../errors';
import type { ModuleContent, ModuleData } from '../../model/modules';
import { validateModule } from '../../rules/modules';
import { flowScreenPath } from '../flow-paths';

/** Module flows live under /flows/{flowId} and /ccr/{flowId}. */
export type ModuleFlowType = 'FLOWS' | 'CCR';

/** `/flows/{flowId}/modules?module={path}` */
export const modulePath = (type: ModuleFlowType, flowId: string, module: string): string =>
  `${flowScreenPath(type, flowId, 'modules')}?module=${encodeURIComponent(module)}`;
export const reviewPath = (type: ModuleFlowType, flowId: string): string => flowScreenPath(type, flowId, 'review');

/** Where the user goes once the current module is dealt with. */
export type ModuleTarget = { readonly kind: 'MODULE'; readonly module: string } | { readonly kind: 'REVIEW' } | { readonly kind: 'PATH'; readonly to: string };

export type ModuleNavEffect =
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
  readonly effects: readonly ModuleNavEffect[];
}

export type ModuleNavEvent =
  | { readonly type: 'LOADED'; readonly module: string; readonly content: ModuleContent }
  | { readonly type: 'CHANGE'; readonly data: ModuleData }
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
  ...s,
  saving: false,
  pending: undefined,
  effects: [{ type: 'NAVIGATE', to: pathOf(s, target) }],
});

export function moduleNavReducer(s: ModuleNavState, e: ModuleNavEvent): ModuleNavState {
  switch (e.type) {
    case 'LOADED':
      return { ...initialModuleNav(s.type, s.flowId, e.module), content: e.content, data: e.content.data };
    case 'CHANGE':
      // typing clears the module's error strings; field errors are re-checked on the next Submit
      return { ...s, data: e.data, moduleErrors: [], effects: [] };
    case 'SUBMIT': {
      if (s.saving) return { ...s, effects: [] };
      const fieldErrors = errorsOf(s);
      if (Object.keys(fieldErrors).length > 0) return { ...s, fieldErrors, effects: [] };
      return save({ ...s, fieldErrors: {} }, submitTarget(s.content), true);
    }
    case 'NAVIGATE': {
      if (s.saving) return { ...s, effects: [] };
      const valid = Object.keys(errorsOf(s)).length === 0;
      return valid ? save(s, e.target, false) : go(s, e.target);
    }
    case 'SAVED':
      return s.pending ? go(s, s.pending.target) : { ...s, saving: false, effects: [] };
    case 'SAVE_REJECTED':
      if (s.pending && !s.pending.submit) return go({ ...s, moduleErrors: e.errors }, s.pending.target);
      return { ...s, saving: false, pending: undefined, moduleErrors: e.errors, effects: [] };
    case 'SAVE_FAILED':
      if (s.pending && !s.pending.submit) return go(s, s.pending.target);
      return { ...s, saving: false, pending: undefined, error: e.error, effects: [] };
  }
}
