/**
 * The journey as a terminal shows it: each step of presentJourney's view with its status, the
 * step counter, what to do next and the `licensehub` command that does it. The CLI prints these
 * lines and nothing of its own, so a support agent reads the same step, counter and next step the
 * licensee sees in the browser.
 */
import type { FlowScreenType } from '../../model/constants';
import type { ModuleSummary } from '../../model/modules';
import { typeCommand, typeOption } from './type-names';
import { journeyPlan, missingStepText, NOT_READY_TITLE, notReadyText, type JourneyView, type PlannedStep, type StepStatus } from './journey';

export { typeOption };

const typed = (type: FlowScreenType): string => `--type ${typeOption(type)}`;

/** The command that does a step of a flow, as a support agent types it. */
export function stepCommand(type: FlowScreenType, flowId: string, step: PlannedStep): string {
  switch (step.step.kind) {
    case 'module':
      return `licensehub modules show ${flowId} ${step.step.module}`;
    case 'names':
      return `${typeCommand('DEMOGRAPHIC-UPDATE')} show ${flowId}`;
    case 'drlp':
      return `${typeCommand('LICENSE-UPDATE')} show ${flowId}`;
    case 'review':
      return type === 'CCR'
        ? `${typeCommand('CCR')} review ${flowId}`
        : type === 'LICENSE-UPDATE'
          ? `${typeCommand('LICENSE-UPDATE')} show ${flowId}`
          : `licensehub modules list ${flowId}`;
    case 'submitter':
      return `licensehub submitter set ${flowId} ${typed(type)} --accept-use`;
    case 'attestation':
      return `licensehub attest ${flowId} ${typed(type)} --confirm`;
    case 'verification-contact':
      return `licensehub contact ${flowId} ${typed(type)}`;
    case 'validation':
      return `licensehub validate ${flowId} ${typed(type)}`;
    case 'submit':
    case 'pay':
      return `licensehub pay ${flowId} ${typed(type)}`;
  }
}

/** What the licensee does at a step, in a sentence. */
export function stepAction(step: PlannedStep): string {
  switch (step.step.kind) {
    case 'names':
      return 'Ask for the new name.';
    case 'drlp':
      return 'Choose the designated responsible licensed producers.';
    case 'review':
      return 'Check your answers.';
    case 'verification-contact':
      return 'Check the verification contact.';
    case 'submit':
    case 'pay':
      return 'Pay.';
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

const stepView = (type: FlowScreenType, flowId: string, step: PlannedStep): NextStepView => ({
  id: step.id,
  title: step.title,
  path: step.path,
  action: stepAction(step),
  command: stepCommand(type, flowId, step),
});

/** Where a flow goes on: the first step not done (where a resumed flow opens). */
export const nextStep = (view: JourneyView, flowId: string): NextStepView => stepView(view.type, flowId, view.resume);

/**
 * Where Continue leads from the view's current step, as the step's screen does: the step after it
 * in the plan (the first step not done when it is the last).
 */
export function continueStep(view: JourneyView, flowId: string, modules: readonly ModuleSummary[] = []): NextStepView {
  const following = journeyPlan(view.type, flowId, modules)[view.number];
  return stepView(view.type, flowId, following ?? view.resume);
}

/** The next step as two lines: what to do, and the command. */
export const nextStepLines = (next: NextStepView): string[] => [`Next: ${next.title}. ${next.action}`, `Run: ${next.command}`];

const STATUS_WORDS: Readonly<Record<StepStatus, string>> = { done: 'done', current: 'now', 'to-do': 'to do' };

/** The whole journey as lines: the counter, each step with its status, then the next step. */
export function journeyLines(view: JourneyView, flowId: string): string[] {
  const width = Math.max(...view.steps.map((s) => STATUS_WORDS[s.status].length));
  return [
    `${view.caption}: ${view.current.title}`,
    ...view.steps.map((s, i) => `  ${String(i + 1).padStart(2)}. ${STATUS_WORDS[s.status].padEnd(width)}  ${s.title}`),
    ...nextStepLines(nextStep(view, flowId)),
  ];
}

/** Why payment is refused, as lines: the title, the sentence, each missing step with its command. */
export function notReadyLines(view: JourneyView, flowId: string): string[] {
  return [
    NOT_READY_TITLE,
    notReadyText(view.noun),
    ...view.missing.flatMap((step) => [`  - ${missingStepText(step)}`, `    ${stepCommand(view.type, flowId, step)}`]),
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
    nextStep: nextStep(view, flowId),
    canPay: view.canPay,
    missing: view.missing.map((step) => ({ id: step.id, text: missingStepText(step), command: stepCommand(view.type, flowId, step) })),
  };
}
