/**
 * The validation step: the registry's own rules run over what the flow holds before payment.
 * Each module's saved data is checked with the module configuration the registry serves (the
 * rules the registry applies when a module is saved), and the saved submitter with the docs/portal.md §Shared flow steps
 * submitter rules. Each problem links to the page that fixes it. The DEMOGRAPHIC-UPDATE type
 * (used by license updates too, docs/portal.md §Shared flow steps) has no modules: its check is the submitter's.
 */
import type { FlowScreenType } from '../../model/constants';
import type { ModuleContent, ModuleSummary } from '../../model/modules';
import type { Submitter } from '../../model/submitter';
import { validateModule } from '../../rules/modules';
import { SUBMITTER_LABELS, validateSubmitter, type SubmitterField } from '../../rules/submitter';
import { errorList } from '../../rules/messages';
import { flowScreenPath } from '../flow-paths';
import { moduleChangePath } from './review';
import { STEP_TITLES, validationType } from './steps';
import { definitionOf } from '../journey/types';

export interface ValidationProblem {
  /** Where the problem is: a module's title, or the submitter step's. */
  readonly where: string;
  readonly message: string;
  /** The page that fixes it. */
  readonly fixPath: string;
}

export interface FlowCheckInput {
  /** The flow's modules with their content (FLOWS and CCR). */
  readonly modules?: ReadonlyArray<{ readonly summary: ModuleSummary; readonly content: ModuleContent }>;
  /** The submitter as the registry holds it, with the defaults filled in. */
  readonly submitter: Submitter;
}

/** Whether the check of this type reads the flow's modules. */
export const checksModules = (type: FlowScreenType): boolean => definitionOf(validationType(type)).lead.kind === 'modules';

/** The problems of a flow, modules first (in flow order), then the submitter. `type` is the route's type. */
export function checkFlow(type: FlowScreenType, flowId: string, input: FlowCheckInput): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (checksModules(type)) {
    for (const { summary, content } of input.modules ?? []) {
      for (const message of Object.values(validateModule(content.components, content.data))) {
        problems.push({ where: summary.title, message, fixPath: moduleChangePath(type, flowId, summary.path) });
      }
    }
  }
  const submitterPath = flowScreenPath(type, flowId, 'submitter');
  for (const { message } of errorList<SubmitterField>(validateSubmitter(input.submitter), SUBMITTER_LABELS)) {
    problems.push({ where: STEP_TITLES.submitter, message, fixPath: submitterPath });
  }
  return problems;
}

export const NO_PROBLEMS_TITLE = 'No problems found';
/** The one thing to do once nothing is to fix: the button that takes focus on the validation step. */
export const CONTINUE_TO_SUBMIT = 'Continue to submit';
export const noProblemsText = (noun: string): string => `Everything the registry checks before payment is in order. Continue to submit your ${noun}.`;
export const problemsTitle = (count: number): string => (count === 1 ? '1 problem to fix' : `${count} problems to fix`);
export const PROBLEMS_TEXT = 'Fix each problem, then come back to this step. Each link opens the page to change.';
