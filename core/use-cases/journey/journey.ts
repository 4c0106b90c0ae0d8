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
import { flowBase, flowScreenPath } from '../flow-paths';
import { STEPS_BY_TYPE, type FlowStep } from '../flow-steps/step-table';
import { stepTitle, TYPE_NOUNS } from '../flow-steps/steps';

/** The step a flow's journey starts with, before the shared steps: its modules, name page, DRLP page. */
export type LeadStep = { readonly kind: 'module'; readonly module: string; readonly title: string } | { readonly kind: 'names' } | { readonly kind: 'drlp' };

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
  /** The licensee confirmed the attestation in this session, after their last change. */
  readonly attested: boolean;
  /** The validation found nothing to fix, after the attestation. */
  readonly validated: boolean;
}

export const NO_FACTS: JourneyFacts = { modulesDone: new Set(), submitterSaved: false, attested: false, validated: false };

const NAMES_TITLE = 'Your name';
const DRLP_TITLE = 'Designated responsible licensed producers';

/** `/flows/{id}/modules?module={path}`. */
export const modulePagePath = (type: FlowScreenType, flowId: string, module: string): string =>
  `${flowScreenPath(type, flowId, 'modules')}?module=${encodeURIComponent(module)}`;

/** The address parameter that sends a changed step back to the review once it is saved. */
export const RETURN_TO_REVIEW = 'return=review';

/** Where a review's "Change" leads: the module, which returns to the review once saved. */
export const changeFromReviewPath = (type: FlowScreenType, flowId: string, module: string): string =>
  `${modulePagePath(type, flowId, module)}&${RETURN_TO_REVIEW}`;

/** The PDB report's pay step is its status page: the report is paid for once it is ready. */
const sharedStepPath = (type: FlowScreenType, flowId: string, step: FlowStep): string =>
  type === 'PDB-REPORT' && step === 'pay' ? flowScreenPath(type, flowId, 'status') : flowScreenPath(type, flowId, step);

const leadSteps = (type: FlowScreenType, flowId: string, modules: readonly ModuleSummary[]): PlannedStep[] => {
  switch (type) {
    case 'FLOWS':
    case 'CCR':
      return modules.map((m) => ({
        id: `module:${m.path}`,
        title: m.title,
        path: modulePagePath(type, flowId, m.path),
        step: { kind: 'module', module: m.path, title: m.title },
      }));
    case 'DEMOGRAPHIC-UPDATE':
      return [{ id: 'names', title: NAMES_TITLE, path: flowBase(type, flowId), step: { kind: 'names' } }];
    case 'LICENSE-UPDATE':
      return [{ id: 'drlp', title: DRLP_TITLE, path: flowScreenPath(type, flowId, 'edit'), step: { kind: 'drlp' } }];
    case 'PDB-REPORT':
      return [];
  }
};

/** The PDB report's steps: who asks for it, the attestation, the request, then payment once ready. */
const SHARED_STEPS: Readonly<Record<FlowScreenType, readonly FlowStep[]>> = { ...STEPS_BY_TYPE, 'PDB-REPORT': ['submitter', 'attestation', 'submit', 'pay'] };

/** Every step of a flow, in order, from its first page to payment. */
export function journeyPlan(type: FlowScreenType, flowId: string, modules: readonly ModuleSummary[] = []): PlannedStep[] {
  return [
    ...leadSteps(type, flowId, modules),
    ...SHARED_STEPS[type].map((step) => ({ id: step, title: stepTitle(type, step), path: sharedStepPath(type, flowId, step), step: { kind: step } })),
  ];
}

/** Whether the facts say this step is done. Steps that only show what is held are done once what follows them is. */
function isDone(type: FlowScreenType, step: JourneyStep, facts: JourneyFacts): boolean {
  switch (step.kind) {
    case 'module':
      return facts.modulesDone.has(step.module);
    case 'names':
    case 'drlp':
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
    case 'pay':
      return type === 'PDB-REPORT' && step.kind === 'submit' ? facts.submitterSaved && facts.attested : false;
  }
}

/** What must be done before payment, in order, as the steps that do it. */
export function missingBeforePayment(plan: readonly PlannedStep[], type: FlowScreenType, facts: JourneyFacts): PlannedStep[] {
  const gates: FlowStep[] = type === 'PDB-REPORT' ? ['submitter', 'attestation'] : ['submitter', 'attestation', 'validation'];
  const leads = plan.filter((s) => s.step.kind === 'module' && !isDone(type, s.step, facts));
  return [...leads, ...plan.filter((s) => gates.includes(s.step.kind as FlowStep) && !isDone(type, s.step, facts))];
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
  /** The step after the current one. */
  readonly nextPath?: string;
  /** The first step not done: where a resumed flow opens. */
  readonly resume: PlannedStep;
  /** The payment may start: every step before it is done. */
  readonly canPay: boolean;
  /** The steps still to do before payment, first first. */
  readonly missing: readonly PlannedStep[];
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
  return {
    type,
    noun: TYPE_NOUNS[type],
    steps: plan.map((s, i) => ({ id: s.id, title: s.title, path: s.path, status: i === index ? 'current' : done[i] ? 'done' : 'to-do' })),
    number: index + 1,
    of: plan.length,
    caption: stepCaption(index + 1, plan.length),
    current,
    ...(index > 0 ? { backPath: (plan[index - 1] as PlannedStep).path } : options.beforeFirst === undefined ? {} : { backPath: options.beforeFirst }),
    ...(index + 1 < plan.length ? { nextPath: (plan[index + 1] as PlannedStep).path } : {}),
    resume,
    canPay: missing.length === 0,
    missing,
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
