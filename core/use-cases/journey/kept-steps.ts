/**
 * The steps this session keeps (the attestation, the verification contact, the validation:
 * records.ts), each checked and recorded here for both drivers. A screen or a command shows what
 * is refused, or goes where the journey's Continue leads; neither writes a record itself.
 */
import type { FlowScreenType } from '../../model/constants';
import type { SessionStore } from '../../ports/session-store';
import { validateAttestation } from '../flow-steps/attestation';
import { checkContactForm, type ContactForm } from '../flow-steps/verification-contact';
import { checkFlow, type FlowCheckInput, type ValidationProblem } from '../flow-steps/validation';
import { journeyRecords } from './records';

/** The attestation, confirmed or not: the refusal's words, or nothing once it is recorded. */
export function confirmAttestation(store: SessionStore, flowId: string, confirmed: boolean): string | undefined {
  const problem = validateAttestation(confirmed);
  if (problem === undefined) journeyRecords(store).attest(flowId);
  return problem;
}

/** The verification contact asked for: checked as the page checks it, and recorded when it passes. */
export function chooseVerificationContact(store: SessionStore, flowId: string, form: ContactForm): ReturnType<typeof checkContactForm> {
  const checked = checkContactForm(form);
  if (!('errors' in checked)) journeyRecords(store).chooseContact(flowId, checked.choice);
  return checked;
}

/** The validation: the problems of the flow; with none, it is recorded (it counts after the attestation only). */
export function recordValidation(store: SessionStore, type: FlowScreenType, flowId: string, input: FlowCheckInput): ValidationProblem[] {
  const problems = checkFlow(type, flowId, input);
  if (problems.length === 0) journeyRecords(store).validate(flowId);
  return problems;
}
