/**
 * The journey as a terminal shows it: each step of presentJourney's view with its status, the
 * step counter, what to do next and the `licensehub` command that does it. The CLI prints these
 * lines and nothing of its own, so a support agent reads the same step, counter and next step the
 * licensee sees in the browser.
 */
import type { FlowScreenType } from '../../model/constants';
import { typeOption } from './type-names';
import type { ModuleSummary } from '../../model/modules';
import { journeyPlan, missingStepText, NOT_READY_TITLE, notReadyText, type JourneyView, type PlannedStep } from './journey';
import type { LandingView } from './landing';
import { definitionOf } from './types';

export { typeOption };

/** What the submitter's command must give: the fields the registry does not hold, and the use acceptance where it is asked. */
export type SubmitterAsks = Pick<JourneyView, 'submitterNeeds' | 'asksUseAcceptance'>;

const ASKS_EVERYTHING: SubmitterAsks = { submitterNeeds: [], asksUseAcceptance: true };

/** The command that shows a journey's landing: its task list, what it costs, the next step. */
export const journeyCommand = (flowId: string): string => `licensehub journey ${flowId}`;

/**
 * The command that does a step of a flow, as a support agent types it: it runs as printed (the
 * CLI knows the flow's type from the flow, so no `--type`), but for the submitter's fields the
 * registry does not hold (`needs`: a firm names the person who submits), each named to be given,
 * and `--accept-use` only where the session holds no use agreement from signing in.
 */
export function stepCommand(type: FlowScreenType, flowId: string, step: PlannedStep, asks: SubmitterAsks = ASKS_EVERYTHING): string {
  const definition = definitionOf(type);
  switch (step.step.kind) {
    case 'module':
      return `licensehub modules show ${flowId} ${step.step.module}`;
    case 'page':
      return definition.lead.kind === 'page' ? `licensehub ${definition.cliType} ${definition.lead.show} ${flowId}` : journeyCommand(flowId);
    case 'review':
      return definition.reviewCommand?.(flowId) ?? journeyCommand(flowId);
    case 'submitter':
      return [
        `licensehub submitter set ${flowId}`,
        ...(asks.asksUseAcceptance ? ['--accept-use'] : []),
        ...asks.submitterNeeds.map((field) => `--set ${field}=…`),
      ].join(' ');
    case 'attestation':
      return `licensehub attest ${flowId} --confirm`;
    case 'verification-contact':
      return `licensehub contact ${flowId}`;
    case 'validation':
      return `licensehub validate ${flowId}`;
    case 'submit':
    case 'pay':
      return `licensehub pay ${flowId}`;
  }
}

/** What the licensee does at a step, in a sentence. */
export function stepAction(type: FlowScreenType, step: PlannedStep): string {
  const { lead, noun } = definitionOf(type);
  switch (step.step.kind) {
    case 'page':
      return lead.kind === 'page' ? lead.action : step.title;
    // The action says what the step's title does not: "Next: Check your answers. Read them …", never the title twice.
    case 'review':
      return `Read your ${noun} as it will be sent and change anything that is wrong.`;
    case 'validation':
      return `Have the registry check your ${noun} before you pay.`;
    case 'verification-contact':
      return 'Check the verification contact.';
    case 'submit':
      return 'Pay.';
    case 'pay':
      return 'Pay the fees on the payment page.';
    default:
      return missingStepText(step);
  }
}

/** The next step of a journey: where a resumed flow opens, what to do there and the command. */
export interface NextStepView {
  readonly id: string;
  readonly title: string;
  /** The step's page in the portal, under the app's base. */
  readonly path: string;
  readonly action: string;
  readonly command: string;
}

const stepView = (view: JourneyView, flowId: string, step: PlannedStep): NextStepView => ({
  id: step.id,
  title: step.title,
  path: step.path,
  action: stepAction(view.type, step),
  command: stepCommand(view.type, flowId, step, view),
});

/**
 * The step at a page's path, where a page's own Save leads rather than the plan's Continue (a
 * module's: the registry's next module, or Check your answers after a Change); Continue's step
 * when the path is no step of the journey.
 */
export function stepAtPath(view: JourneyView, flowId: string, modules: readonly ModuleSummary[], path: string | undefined): NextStepView {
  const step = journeyPlan(view.type, flowId, modules).find((s) => s.path === path);
  return step ? stepView(view, flowId, step) : continueStep(view, flowId);
}

/** Where a flow goes on: the first step not done (where a resumed flow opens). */
export const nextStep = (view: JourneyView, flowId: string): NextStepView => stepView(view, flowId, view.resume);

/** What to do once the view's current step is saved: where the step's Continue leads (the first step not done when it is the last). */
export const continueStep = (view: JourneyView, flowId: string): NextStepView => stepView(view, flowId, view.next ?? view.resume);

/** The next step in `--json`: the command to run and the step's title; one shape in every command that names a next step. */
export interface NextCommand {
  readonly command: string;
  readonly title: string;
}

export const nextCommand = (step: { readonly command: string; readonly title: string }): NextCommand => ({ command: step.command, title: step.title });

/** The next step as two lines: what to do, and the command. */
export const nextStepLines = (next: NextStepView): string[] => [`Next: ${next.title}. ${next.action}`, `Run: ${next.command}`];

/**
 * A journey's landing as lines (landing.ts, as the browser's landing shows it): its words, what it
 * costs, the task list with each step's status in words, then the step in progress and its command.
 */
export function landingLines(landing: LandingView, view: JourneyView, flowId: string): string[] {
  const width = Math.max(...landing.tasks.tasks.map((t) => t.statusText.length));
  const next = landing.next === undefined ? nextStep(view, flowId) : stepView(view, flowId, landing.next);
  return [
    landing.title,
    landing.lead,
    landing.costs,
    landing.tasks.fold,
    ...landing.tasks.tasks.map((t, i) => `  ${String(i + 1).padStart(2)}. ${t.statusText.padEnd(width)}  ${t.title}`),
    ...nextStepLines(next),
  ];
}

/** The landing as data (`journey --json`'s `landing`): its words, the steps with their status, and the step in progress. */
export function landingReport(landing: LandingView, view: JourneyView, flowId: string) {
  const next = landing.next === undefined ? nextStep(view, flowId) : stepView(view, flowId, landing.next);
  return {
    title: landing.title,
    lead: landing.lead,
    costs: landing.costs,
    started: landing.started,
    tasks: landing.tasks.tasks.map((t) => ({ id: t.id, title: t.title, status: t.status, statusText: t.statusText })),
    next: nextCommand(next),
  };
}

/** Why payment is refused, as lines: the title, the sentence, each missing step with its command. */
export function notReadyLines(view: JourneyView, flowId: string): string[] {
  return [
    NOT_READY_TITLE,
    notReadyText(view.noun),
    ...view.missing.flatMap((step) => [`  - ${missingStepText(step)}`, `    ${stepCommand(view.type, flowId, step, view)}`]),
  ];
}

/** The payment step when it is open: the address of the registry's payment page, to hand to the licensee. */
export const paymentLines = (view: JourneyView, url: string): string[] => [
  `${view.caption}: ${view.current.title}`,
  `The ${view.noun} can be paid. The licensee pays on this page:`,
  url,
];

/** The journey as data (the CLI's `--json`): the counter, each step, the next step and what payment waits for. */
export function journeyReport(view: JourneyView, flowId: string) {
  return {
    flowId,
    type: typeOption(view.type),
    caption: view.caption,
    number: view.number,
    of: view.of,
    steps: view.steps.map((s) => ({ id: s.id, title: s.title, status: s.status })),
    next: nextCommand(nextStep(view, flowId)),
    nextStep: nextStep(view, flowId),
    canPay: view.canPay,
    missing: view.missing.map((step) => ({ id: step.id, text: missingStepText(step), command: stepCommand(view.type, flowId, step, view) })),
  };
}
