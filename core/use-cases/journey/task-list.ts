/**
 * A journey as a task list (docs/portal.md §Shared flow steps): every step of the
 * flow's plan with its status in words, from the same facts as the step counter and the payment
 * gate (journey.ts). Completed steps and the one to do now are links; the steps after it cannot
 * start yet. A journey's landing shows it open (landing.ts).
 */
import type { FlowScreenType } from '../../model/constants';
import type { ModuleSummary } from '../../model/modules';
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
