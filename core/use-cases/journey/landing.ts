/**
 * A journey's landing (docs/portal.md §Shared flow steps "Landing"), for every type from its
 * definition: where it is, its words for a new journey or one the licensee comes back to, what it
 * costs (named before anything is done), its task list, and the one action to the step in
 * progress. The browser's landing and `licensehub journey` show this view.
 */
import type { FlowScreenType } from '../../model/constants';
import type { ModuleSummary } from '../../model/modules';
import { formatFee } from '../../rules/format';
import { flowScreenPath } from '../flow-paths';
import { journeyPlan, type JourneyFacts, type PlannedStep } from './journey';
import { presentTaskList, type TaskListView } from './task-list';
import { landingScreen } from '../flow-steps/step-table';
import { definitionOf } from './types';

/** The landing's address (under the app's base). */
export function landingPath(type: FlowScreenType, flowId: string): string {
  const definition = definitionOf(type);
  const screen = landingScreen(definition);
  if (screen !== null) return flowScreenPath(type, flowId, screen);
  return definition.lead.kind === 'none' ? definition.lead.before : flowScreenPath(type, flowId, '');
}

/** The opening words of a journey the licensee comes back to. */
export const resumedTitle = (noun: string): string => `Continue your ${noun}`;
export const resumedLead = (noun: string): string => `You have started this ${noun}. What you saved is kept: pick up at the step in progress.`;

/**
 * What it costs, named at the start: the registry's price of the flow where it is known before
 * anything is chosen (`price`: a contact change's, an application's, the report's); else how the
 * definition says it is worked out (a name change's, a license update's).
 */
export function costsText(type: FlowScreenType, price: string | null): string {
  const { noun, landing, paysOnceReady } = definitionOf(type);
  if (landing.costs !== undefined) return `What it costs: ${landing.costs}.`;
  if (price === null) return `The payment page at the end shows the fee for this ${noun} before you pay.`;
  if (!/[1-9]/.test(price)) return `There is nothing to pay for this ${noun}.`;
  const when = paysOnceReady ? 'You pay it once the report is ready.' : 'You pay it at the end, after you have checked your answers.';
  return `The fee for this ${noun} is ${formatFee(price)}. ${when}`;
}

/** Whether the landing asks the registry for the flow's price (the definition does not say how the fee is worked out). */
export const landingNeedsPrice = (type: FlowScreenType): boolean => definitionOf(type).landing.costs === undefined;

/**
 * The facts the landing reads: where the definition says its first steps open holding what is on
 * file (a contact change), they count only once the licensee saved a change (`changes`, its
 * review's count) or the submitter.
 */
export const landingFacts = (type: FlowScreenType, facts: JourneyFacts, changes: number): JourneyFacts =>
  definitionOf(type).landing.startedByChanges === true && changes === 0 && !facts.submitterSaved ? { ...facts, modulesDone: new Set() } : facts;

export interface LandingView {
  readonly type: FlowScreenType;
  readonly title: string;
  readonly lead: string;
  readonly costs: string;
  readonly tasks: TaskListView;
  /** Something is done already: the licensee is coming back. */
  readonly started: boolean;
  /** "Start" or "Continue", to the step in progress; absent before the flow exists (the report's info page starts it). */
  readonly action?: { readonly label: string; readonly path: string; readonly step: string };
  /** The step in progress, where the action leads. */
  readonly next?: PlannedStep;
}

export const START = 'Start';
export const CONTINUE = 'Continue';

/**
 * The landing of a flow (`flowId` null: before it exists, on the page that starts it). `price` is
 * the registry's price of the flow, when the definition names it (landingNeedsPrice).
 */
export function presentLanding(
  type: FlowScreenType,
  flowId: string | null,
  facts: JourneyFacts,
  options: { readonly modules?: readonly ModuleSummary[]; readonly price?: string | null } = {},
): LandingView {
  const { noun, landing } = definitionOf(type);
  const listed = presentTaskList(type, flowId ?? '', facts, options.modules === undefined ? {} : { modules: options.modules });
  // Before the flow exists its steps have no address yet: none is a link.
  const tasks = flowId === null ? { ...listed, tasks: listed.tasks.map((t) => ({ ...t, linked: false })) } : listed;
  const started = tasks.started;
  const next = tasks.tasks.find((t) => t.status === 'in-progress');
  return {
    type,
    title: started ? resumedTitle(noun) : landing.title,
    lead: started ? resumedLead(noun) : landing.about,
    costs: costsText(type, options.price ?? null),
    tasks,
    started,
    ...(flowId === null || next === undefined
      ? {}
      : {
          action: { label: started ? CONTINUE : START, path: next.path, step: next.id },
          next: journeyPlan(type, flowId, options.modules).find((s) => s.id === next.id) as PlannedStep,
        }),
  };
}
