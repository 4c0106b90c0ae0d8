/**
 * A journey, held once: for each kind of flow, the plan of its steps from the first page to
 * payment, where a given flow stands on it, and what comes next. Every screen's step counter,
 * Back link, Continue target and "Change" link, every resume target, the payment gate and every
 * CLI "next" come from here, so the browser and the terminal give the same answer.
 *
 * What the journey knows of a flow (`JourneyFacts`) comes from the registry (which modules hold
 * valid saved answers, whether the submitter is saved) and from the licensee's own session (the
 * attestation and the validation, which have no registry call: see records.ts).
 */
import type { FlowScreenType } from '../../model/constants';
import type { ModuleSummary } from '../../model/modules';
import { flowScreenPath } from '../flow-paths';
import { stepTitle, TYPE_NOUNS } from '../flow-steps/steps';
import type { FlowStep } from './definition';
import { definitionOf } from './types';

/** The step a flow's journey starts with, before the shared steps: its modules, or its page of its own (the name page, the DRLP page). */
export type LeadStep = { readonly kind: 'module'; readonly module: string; readonly title: string } | { readonly kind: 'page'; readonly id: string };

export type JourneyStep = LeadStep | { readonly kind: FlowStep };

export type StepStatus = 'done' | 'current' | 'to-do';

export interface PlannedStep {
  /** `module:biographic`, `names`, `drlp`, `review`, `submitter`, … */
  readonly id: string;
  readonly title: string;
  /** The step's page, under the app's base. */
  readonly path: string;
  readonly step: JourneyStep;
}

export interface JourneyFacts {
  /** Module paths whose saved answers meet the module's rules (FLOWS and CCR). */
  readonly modulesDone: ReadonlySet<string>;
  /** The name page or the DRLP page was sent and accepted (the registry holds the request). */
  readonly leadDone?: boolean;
  /** The submitter the registry holds meets the rules (saved with the use acceptance). */
  readonly submitterSaved: boolean;
  /** The submitter's fields the rules require that the registry does not hold (a firm names the person who submits). */
  readonly submitterNeeds?: readonly string[];
  /** The submitter step asks for the use acceptance: the session holds none from signing in (submitter/use-acceptance.ts); asked when not said. */
  readonly asksUseAcceptance?: boolean;
  /** The licensee confirmed the attestation in this session, after their last change. */
  readonly attested: boolean;
  /** The validation found nothing to fix, after the attestation. */
  readonly validated: boolean;
}

export const NO_FACTS: JourneyFacts = { modulesDone: new Set(), submitterSaved: false, attested: false, validated: false };

/** `/flows/{id}/modules?module={path}`. */
export const modulePagePath = (type: FlowScreenType, flowId: string, module: string): string =>
  `${flowScreenPath(type, flowId, 'modules')}?module=${encodeURIComponent(module)}`;

/** The address parameter that sends a changed step back to the review once it is saved. */
export const RETURN_TO_REVIEW = 'return=review';

/** Where a review's "Change" leads: the module, which returns to the review once saved. */
export const changeFromReviewPath = (type: FlowScreenType, flowId: string, module: string): string =>
  `${modulePagePath(type, flowId, module)}&${RETURN_TO_REVIEW}`;

/** A shared step's page: its own, or the one the definition names for payment (the PDB report's status page). */
const sharedStepPath = (type: FlowScreenType, flowId: string, step: FlowStep): string =>
  flowScreenPath(type, flowId, step === 'pay' ? (definitionOf(type).payScreen ?? step) : step);

const leadSteps = (type: FlowScreenType, flowId: string, modules: readonly ModuleSummary[]): PlannedStep[] => {
  const { lead } = definitionOf(type);
  switch (lead.kind) {
    case 'modules':
      return modules.map((m) => ({
        id: `module:${m.path}`,
        title: m.title,
        path: modulePagePath(type, flowId, m.path),
        step: { kind: 'module', module: m.path, title: m.title },
      }));
    case 'page':
      return [{ id: lead.id, title: lead.title, path: flowScreenPath(type, flowId, lead.screen), step: { kind: 'page', id: lead.id } }];
    case 'none':
      return [];
  }
};

/** Every step of a flow, in order, from its first page to payment. */
export function journeyPlan(type: FlowScreenType, flowId: string, modules: readonly ModuleSummary[] = []): PlannedStep[] {
  return [
    ...leadSteps(type, flowId, modules),
    ...definitionOf(type).steps.map((step) => ({ id: step, title: stepTitle(type, step), path: sharedStepPath(type, flowId, step), step: { kind: step } })),
  ];
}

/**
 * Where Continue leads once a step (`at`, a step id) is saved: the step after it in the plan; after
 * a module, the first step that is not one (the modules lead from one to the next themselves, as
 * the registry's module flow says). Every page's Continue and every command's "Next" come from here.
 */
export function pathAfter(type: FlowScreenType, flowId: string, at: string): string {
  const plan = journeyPlan(type, flowId);
  const index = plan.findIndex((s) => s.id === at);
  const next = index < 0 ? plan.find((s) => s.step.kind !== 'page') : plan[index + 1];
  return (next ?? (plan[plan.length - 1] as PlannedStep)).path;
}

/**
 * Whether the facts say this step is done. Steps that only show what is held are done once what
 * follows them is; the submit step is done once the payment gate's steps are, where payment waits
 * for what submit asks the registry to prepare (the report).
 */
function isDone(type: FlowScreenType, step: JourneyStep, facts: JourneyFacts): boolean {
  switch (step.kind) {
    case 'module':
      return facts.modulesDone.has(step.module);
    case 'page':
      return facts.leadDone === true || facts.submitterSaved;
    case 'review':
      // The review only shows what is held: it is done once the steps before it are.
      return true;
    case 'submitter':
      return facts.submitterSaved;
    case 'attestation':
      return facts.submitterSaved && facts.attested;
    case 'verification-contact':
    case 'validation':
      return facts.submitterSaved && facts.attested && facts.validated;
    case 'submit':
      return definitionOf(type).paysOnceReady === true && facts.submitterSaved && facts.attested;
    case 'pay':
      return false;
  }
}

/** What must be done before payment, in order, as the steps that do it: the modules, then the definition's payment gate. */
export function missingBeforePayment(plan: readonly PlannedStep[], type: FlowScreenType, facts: JourneyFacts): PlannedStep[] {
  const gates: readonly string[] = definitionOf(type).paymentGate;
  const leads = plan.filter((s) => s.step.kind === 'module' && !isDone(type, s.step, facts));
  return [...leads, ...plan.filter((s) => gates.includes(s.step.kind) && !isDone(type, s.step, facts))];
}

export interface JourneyStepView {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly status: StepStatus;
}

export interface JourneyView {
  readonly type: FlowScreenType;
  readonly noun: string;
  readonly steps: readonly JourneyStepView[];
  /** 1-based position of the current step, and the number of steps. */
  readonly number: number;
  readonly of: number;
  /** "Step 5 of 11". */
  readonly caption: string;
  readonly current: PlannedStep;
  /** The step before the current one (the page before the journey for its first step). */
  readonly backPath?: string;
  /** Where the step's Continue leads: the step after it; from the submitter to the validation, a step before it that payment waits for, while one is not done. */
  readonly next?: PlannedStep;
  readonly nextPath?: string;
  /** The first step not done: where a resumed flow opens. */
  readonly resume: PlannedStep;
  /** The payment may start: every step before it is done. */
  readonly canPay: boolean;
  /** The steps still to do before payment, first first. */
  readonly missing: readonly PlannedStep[];
  /** The submitter's fields still to give (JourneyFacts). */
  readonly submitterNeeds: readonly string[];
  /** The submitter step asks for the use acceptance (JourneyFacts). */
  readonly asksUseAcceptance: boolean;
}

export const stepCaption = (number: number, of: number): string => `Step ${number} of ${of}`;

/** Where a flow stands, seen from one of its steps (`at`, a step id; the first step not done when absent). */
export function presentJourney(
  type: FlowScreenType,
  flowId: string,
  facts: JourneyFacts,
  options: { readonly modules?: readonly ModuleSummary[]; readonly at?: string; readonly beforeFirst?: string } = {},
): JourneyView {
  const plan = journeyPlan(type, flowId, options.modules);
  const done = plan.map((s) => isDone(type, s.step, facts));
  const firstOpen = done.indexOf(false);
  const resume = plan[firstOpen < 0 ? plan.length - 1 : firstOpen] as PlannedStep;
  const atIndex = options.at === undefined ? plan.indexOf(resume) : plan.findIndex((s) => s.id === options.at);
  const index = atIndex < 0 ? plan.indexOf(resume) : atIndex;
  const current = plan[index] as PlannedStep;
  const missing = missingBeforePayment(plan, type, facts);
  // The attestation covers the answers given: from the submitter to the validation, Continue goes
  // first to a step before it that payment waits for and is not done (a module left unanswered,
  // the submitter).
  const covers = ['submitter', 'attestation', 'verification-contact', 'validation'].includes(current.step.kind);
  const missed = covers ? missing.find((m) => plan.indexOf(m) < index) : undefined;
  const next = missed ?? plan[index + 1];
  return {
    type,
    noun: TYPE_NOUNS[type],
    steps: plan.map((s, i) => ({ id: s.id, title: s.title, path: s.path, status: i === index ? 'current' : done[i] ? 'done' : 'to-do' })),
    number: index + 1,
    of: plan.length,
    caption: stepCaption(index + 1, plan.length),
    current,
    ...(index > 0 ? { backPath: (plan[index - 1] as PlannedStep).path } : options.beforeFirst === undefined ? {} : { backPath: options.beforeFirst }),
    ...(next === undefined ? {} : { next, nextPath: next.path }),
    resume,
    canPay: missing.length === 0,
    missing,
    submitterNeeds: facts.submitterNeeds ?? [],
    asksUseAcceptance: facts.asksUseAcceptance ?? true,
  };
}

export const moduleStepId = (module: string): string => `module:${module}`;

/** The words for what stands between a flow and its payment. */
export const NOT_READY_TITLE = 'You cannot pay yet';
export const notReadyText = (noun: string): string => `Some steps of this ${noun} are not done. Payment opens once each of them is.`;
export const missingStepText = (step: PlannedStep): string => {
  switch (step.step.kind) {
    case 'module':
      return `Answer the questions of "${step.title}".`;
    case 'submitter':
      return 'Say who is submitting.';
    case 'attestation':
      return 'Confirm the attestation.';
    case 'validation':
      return 'Check for problems.';
    default:
      return step.title;
  }
};
