/**
 * The shared flow screens (docs/portal.md §Shared flow steps): which of review, submitter, attestation, verification
 * contact, validation, submit and pay each type has, and where pay sends the browser. Where each
 * one's Continue and Back lead is the journey's (core/use-cases/journey).
 */
import type { FlowScreenType } from '../../model/constants';
import { sanitizeFlowId } from '../../rules/flow-id';
import { flowScreenPath } from '../flow-paths';
import { definitionOf, JOURNEY_TYPES } from '../journey/types';
import { FLOW_STEPS, STEPS_BY_TYPE, type FlowStep } from './step-table';

export { STEPS_BY_TYPE, type FlowStep } from './step-table';

export const hasStep = (type: FlowScreenType, step: FlowStep): boolean => STEPS_BY_TYPE[type].includes(step);

/** The page each type's first shared step comes back to: the modules, the name page, the DRLP edit, the report info. */
export function beforeStepsPath(type: FlowScreenType, flowId: string): string {
  const { lead } = definitionOf(type);
  if (lead.kind === 'modules') return flowScreenPath(type, flowId, 'modules');
  return lead.kind === 'page' ? flowScreenPath(type, flowId, lead.screen) : lead.before;
}

/** The type a flow's validation is checked as (docs/portal.md §Shared flow steps). */
export const validationType = (type: FlowScreenType): FlowScreenType => definitionOf(type).validatesAs ?? type;

/** Which submitter endpoints a type uses (docs/portal.md §Calls): the PDB report has its own pair. */
export const usesPdbSubmitter = (type: FlowScreenType): boolean => definitionOf(type).reportSubmitter === true;

/**
 * The external payment page (docs/portal.md §Shared flow steps, docs/decisions.md §Names and paths): `{home}payment/{flowId}.htm`,
 * or for a detail report `{home}payment/detail-report/{flowId}.htm`. The home path is runtime
 * configuration.
 */
export function flowPaymentUrl(type: FlowScreenType, homePath: string, flowId: string): string {
  return `${homePath.replace(/\/+$/, '')}/${definitionOf(type).paymentPage(sanitizeFlowId(flowId))}`;
}

/** Each step's page title (the h1 and the document title). */
export const STEP_TITLES: Readonly<Record<FlowStep, string>> = {
  review: 'Check your answers',
  submitter: 'Who is submitting',
  attestation: 'Attestation',
  'verification-contact': 'Verification contact',
  validation: 'Check for problems',
  submit: 'Submit your application',
  pay: 'Pay',
};

/** A step's title for a type: the submit step names what is submitted. */
export const stepTitle = (type: FlowScreenType, step: FlowStep): string => (step === 'submit' ? `Submit your ${TYPE_NOUNS[type]}` : STEP_TITLES[step]);

/** "Contact change", "License update", … : what the type is called in a sentence. */
export const TYPE_NOUNS: Readonly<Record<FlowScreenType, string>> = Object.fromEntries(JOURNEY_TYPES.map((d) => [d.type, d.noun])) as Record<
  FlowScreenType,
  string
>;

export const isFlowStep = (value: string): value is FlowStep => (FLOW_STEPS as readonly string[]).includes(value);

/** The submit page's sentence. */
export const SUBMIT_TEXT: Readonly<Record<FlowScreenType, string>> = Object.fromEntries(JOURNEY_TYPES.map((d) => [d.type, d.submit.text])) as Record<
  FlowScreenType,
  string
>;

/** The submit screen's button: to payment, or for the PDB report to its preparation. */
export const submitAction = (type: FlowScreenType): string => definitionOf(type).submit.action;

export const PAY_TEXT = 'Taking you to the payment page. Your order shows in your order history once the registry has the payment.';
