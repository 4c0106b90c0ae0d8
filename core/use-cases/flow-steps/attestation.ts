/**
 * The attestation step: the statements the submitter attests to, and the one rule: the box must
 * be checked before the flow goes on. The registry's contextual message for the `attestation`
 * location is shown above the statements.
 */
import type { FlowScreenType } from '../../model/constants';
import { TYPE_NOUNS } from './steps';

export const ATTESTATION_LOCATION = 'attestation';

export const attestationStatements = (type: FlowScreenType): readonly string[] => {
  const noun = TYPE_NOUNS[type];
  return [
    `The information in this ${noun} is true, correct and complete.`,
    `I am authorized to submit this ${noun}.`,
    'I understand that the states may verify this information, and that a false statement may lead to a fine, or to the denial, suspension or revocation of a license.',
  ];
};

/** The heading above the statements. */
export const ATTESTATION_HEADING = 'By continuing, you confirm that:';
export const ATTESTATION_LABEL = 'I confirm that the statements above are true';
export const CONFIRM_ATTESTATION = 'Confirm that the statements are true to continue';

export const validateAttestation = (confirmed: boolean): string | undefined => (confirmed ? undefined : CONFIRM_ATTESTATION);
