/**
 * A journey as a task list (docs/portal.md §Shared flow steps): every step of the
 * flow's plan with its status in words, from the same facts as the step counter and the payment
 * gate (journey.ts). Completed steps and the one to do now are links; the steps after it cannot
 * start yet. Also the words of a journey's landing, which depend on whether the licensee has done
 * anything yet, and the fee named before they start.
 */
import type { FlowScreenType } from '../../model/constants';
import type { FeeSummary } from '../../model/licensing';
import type { ModuleSummary } from '../../model/modules';
import { formatFee } from '../../rules/format';
import { TYPE_NOUNS } from '../flow-steps/steps';
import { presentJourney, type JourneyFacts } from './journey';

export type TaskStatus = 'completed' | 'in-progress' | 'cannot-start-yet';

export const TASK_STATUS_WORDS: Readonly<Record<TaskStatus, string>> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  'cannot-start-yet': 'Cannot start yet',
};

export interface TaskView {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly status: TaskStatus;
  readonly statusText: string;
  /** The licensee may open it: a completed step, or the one to do now. */
  readonly linked: boolean;
  /** The page shown now. */
  readonly current: boolean;
}

export interface TaskListView {
  /** "Steps of your contact change": the list's heading and its landmark's name. */
  readonly title: string;
  /** "You have completed 2 of 9 steps." */
  readonly summary: string;
  /** The list folded away on a step's page: "Steps of your contact change (2 of 9 completed)". */
  readonly fold: string;
  readonly tasks: readonly TaskView[];
  /** Something is done already: the licensee is coming back to it. */
  readonly started: boolean;
}

export const taskListTitle = (type: FlowScreenType): string => `Steps of your ${TYPE_NOUNS[type]}`;

/** The task list of a flow, seen from one of its steps (`at`) or from its landing. */
export function presentTaskList(
  type: FlowScreenType,
  flowId: string,
  facts: JourneyFacts,
  options: { readonly modules?: readonly ModuleSummary[]; readonly at?: string } = {},
): TaskListView {
  // Seen from nowhere in particular, the journey's current step is the first one not done.
  const journey = presentJourney(type, flowId, facts, options.modules === undefined ? {} : { modules: options.modules });
  const firstOpen = journey.steps.findIndex((s) => s.status === 'current');
  const tasks = journey.steps.map((step, i): TaskView => {
    // A step that only shows what is held (the review) is complete once those before it are; a
    // module, once its own answers are saved.
    const ownAnswers = step.id.startsWith('module:');
    const status: TaskStatus = i === firstOpen ? 'in-progress' : step.status === 'done' && (i < firstOpen || ownAnswers) ? 'completed' : 'cannot-start-yet';
    return { ...step, status, statusText: TASK_STATUS_WORDS[status], linked: status !== 'cannot-start-yet', current: step.id === options.at };
  });
  const completed = tasks.filter((t) => t.status === 'completed').length;
  return {
    title: taskListTitle(type),
    summary: `You have completed ${completed} of ${tasks.length} steps.`,
    fold: `${taskListTitle(type)} (${completed} of ${tasks.length} completed)`,
    tasks,
    started: completed > 0,
  };
}

/**
 * A contact change's modules open with the contact details on file, which already meet the rules.
 * Until the licensee saves a change (the review marks one) or says who is submitting, nothing of
 * theirs is done: the landing treats it as new.
 */
export const contactChangeLandingFacts = (facts: JourneyFacts, changes: number): JourneyFacts =>
  changes > 0 || facts.submitterSaved ? facts : { ...facts, modulesDone: new Set() };

/** The opening sentence of a contact change's landing: new, or coming back to what is saved. */
export const ccrLandingLead = (started: boolean): string =>
  started
    ? 'You have started this contact change. What you saved is kept: pick up at the step in progress.'
    : 'A contact change request updates the addresses, email, phone and fax the registry holds for you. Every state you are licensed in receives the new details.';

/** The fee, named before the licensee starts (the registry's price of the flow), and when it is paid. */
export function feeAtStartText(type: FlowScreenType, fee: FeeSummary | null): string {
  const noun = TYPE_NOUNS[type];
  if (fee === null) return `The payment page at the end shows the fee for this ${noun} before you pay.`;
  if (!/[1-9]/.test(fee.grandTotal)) return `There is nothing to pay for this ${noun}.`;
  return `The fee for this ${noun} is ${formatFee(fee.grandTotal)}. You pay it at the end, after you have checked your answers.`;
}
