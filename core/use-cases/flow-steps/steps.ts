/**
 * The shared flow screens (docs/portal.md §Shared flow steps): which of review, submitter, attestation, verification
 * contact, validation, submit and pay each type has, and where pay sends the browser. Where each
 * one's Continue and Back lead is the journey's (core/use-cases/journey).
 */
import type { FlowScreenType } from '../../model/constants';
import { sanitizeFlowId } from '../../rules/flow-id';
import { flowBase, flowScreenPath } from '../flow-paths';
import { FLOW_STEPS, STEPS_BY_TYPE, type FlowStep } from './step-table';

export { STEPS_BY_TYPE, type FlowStep } from './step-table';

export const hasStep = (type: FlowScreenType, step: FlowStep): boolean => STEPS_BY_TYPE[type].includes(step);

/** The page each type's first shared step comes back to: the modules, the name page, the DRLP edit, the report info. */
export function beforeStepsPath(type: FlowScreenType, flowId: string): string {
  switch (type) {
    case 'FLOWS':
    case 'CCR':
      return flowScreenPath(type, flowId, 'modules');
    case 'DEMOGRAPHIC-UPDATE':
      return flowBase(type, flowId);
    case 'LICENSE-UPDATE':
      return flowScreenPath(type, flowId, 'edit');
    case 'PDB-REPORT':
      return '/pdb-report';
  }
}

/** docs/portal.md §Shared flow steps: "License-update validation uses the DEMOGRAPHIC-UPDATE type." */
export const validationType = (type: FlowScreenType): FlowScreenType => (type === 'LICENSE-UPDATE' ? 'DEMOGRAPHIC-UPDATE' : type);

/** Which submitter endpoints a type uses (docs/portal.md §Calls): the PDB report has its own pair. */
export const usesPdbSubmitter = (type: FlowScreenType): boolean => type === 'PDB-REPORT';

/**
 * The external payment page (docs/portal.md §Shared flow steps, docs/decisions.md §Names and paths): `{home}payment/{flowId}.htm`,
 * or for a detail report `{home}payment/detail-report/{flowId}.htm`. The home path is runtime
 * configuration.
 */
export function flowPaymentUrl(type: FlowScreenType, homePath: string, flowId: string): string {
  const home = `${homePath.replace(/\/+$/, '')}/`;
  const id = sanitizeFlowId(flowId);
  return type === 'PDB-REPORT' ? `${home}payment/detail-report/${id}.htm` : `${home}payment/${id}.htm`;
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
export const stepTitle = (type: FlowScreenType, step: FlowStep): string =>
  step === 'submit' && type !== 'FLOWS' ? `Submit your ${TYPE_NOUNS[type]}` : STEP_TITLES[step];

/** "Contact change", "License update", … : what the type is called in a sentence. */
export const TYPE_NOUNS: Readonly<Record<FlowScreenType, string>> = {
  FLOWS: 'application',
  CCR: 'contact change',
  'DEMOGRAPHIC-UPDATE': 'name change',
  'LICENSE-UPDATE': 'license update',
  'PDB-REPORT': 'report request',
};

export const isFlowStep = (value: string): value is FlowStep => (FLOW_STEPS as readonly string[]).includes(value);

export const SUBMIT_TEXT: Readonly<Record<FlowScreenType, string>> = {
  FLOWS:
    'Your application is ready to send. Continue to the payment page to pay the fees; the registry sends your application to the states once the payment is made. Nothing is sent before then.',
  CCR: 'Your contact change is ready to send. Continue to the payment page; the registry sends the change to the states once the payment is made. Nothing is sent before then.',
  'DEMOGRAPHIC-UPDATE':
    'Your name change is ready to send. Continue to the payment page; the registry sends the change to the states once the payment is made. Nothing is sent before then.',
  'LICENSE-UPDATE':
    'Your license update is ready to send. Continue to the payment page; the registry sends the update to the states once the payment is made. Nothing is sent before then.',
  'PDB-REPORT': 'Your report request is ready. Continue to have the registry prepare your report; you pay for it once it is ready.',
};

/** The submit screen's button: to payment, or for the PDB report to its preparation. */
export const submitAction = (type: FlowScreenType): string => (type === 'PDB-REPORT' ? 'Request the report' : 'Continue to payment');

export const PAY_TEXT = 'Taking you to the payment page. Your order shows in your order history once the registry has the payment.';
