/**
 * The CLI's words for the form fields: which flag sets each one and the format it expects, so a
 * rule's message ("Please accept to continue", "Phone is not valid") says what to type.
 */
import { kebabValue } from '../core/rules/format';
import type { IdentifyField } from '../core/rules/identify';
import { FEIN_MASK, maskText, PHONE_MASK, SSN_MASK } from '../core/rules/masks';
import type { SubmitterField } from '../core/rules/submitter';
import { CONTACT_FIELD_IDS } from '../core/use-cases/flow-steps/verification-contact';

const IDENTIFY_FLAGS: Readonly<Record<IdentifyField, string>> = {
  searchType: '--by',
  useAgreementAccepted: '--accept-use-agreement',
  licenseNumber: '--license-number',
  licenseState: '--license-state',
  npn: '--npn',
  lastName: '--last-name',
  fein: `--fein, as ${FEIN_MASK}`,
  ssn: `--ssn-stdin, as ${SSN_MASK}`,
};

/** A submitter field's flag: `--set field=…`, the use terms `--accept-use`; the phone's format. */
const submitterFlag = (field: SubmitterField): string =>
  field === 'useAcceptance' ? '--accept-use' : field === 'phone' ? `--set phone=…, as ${PHONE_MASK}` : `--set ${field}=…`;

/** The message with the flag that fixes it. */
const withFlag = (message: string, flag: string): string => `${message} (${flag})`;

export const identifyMessage = (field: IdentifyField, message: string): string => withFlag(message, IDENTIFY_FLAGS[field]);

export const submitterMessage = (field: SubmitterField, message: string): string => withFlag(message, submitterFlag(field));

/** The verification contact's fields by the ids the core's check names them with: `licensehub contact`'s flags. */
const CONTACT_FLAGS: Readonly<Record<string, string>> = {
  [CONTACT_FIELD_IDS.email]: '--email',
  [CONTACT_FIELD_IDS.phone]: `--phone, as ${PHONE_MASK}`,
};

export const contactMessage = (fieldId: string, message: string): string => withFlag(message, CONTACT_FLAGS[fieldId] ?? fieldId);

/** A module field's message with its key, and the mask it is typed in when the message does not say it. */
export const moduleMessage = (key: string, message: string, mask: string | undefined): string =>
  `${key}: ${message}${mask && !message.includes('(') ? ` (as ${maskText(mask)})` : ''}`;

/** A registry value (PRODUCER_LICENSING, NONRESIDENT) as flags take it: kebab-case (producer-licensing, nonresident). */
export const flagValue = kebabValue;

/**
 * A flag's kebab-case value as the registry names it. The old spelling (upper case, underscores)
 * is still taken, with a note on stderr saying the one to use.
 */
export function registryValue(flag: string, given: string, note: (text: string) => void): string {
  const value = given.trim();
  const registry = value.toUpperCase().replace(/-/g, '_');
  if (/[A-Z_]/.test(value)) note(`licensehub: ${flag} ${value} is the old spelling, taken for now: use ${flag} ${flagValue(registry)}`);
  return registry;
}
