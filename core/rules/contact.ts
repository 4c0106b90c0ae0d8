/**
 * How to reach the provider's customer service, as a sentence (issue 13 "Wording": a page that
 * says "contact customer service" says how). From config.json's optional `providerContact`.
 */
import type { RuntimeConfig } from '../model/config';

export type ProviderContact = NonNullable<RuntimeConfig['providerContact']>;

export const THERE_IS_A_PROBLEM = 'There is a problem';
export const CONTACT_FALLBACK = 'Contact customer service if the problem continues.';

/** "Contact customer service: call 1-800-555-0134 or email help@… (Monday to Friday, …)." */
export function contactText(contact: ProviderContact | undefined): string {
  const ways = [contact?.phone && `call ${contact.phone}`, contact?.email && `email ${contact.email}`].filter(Boolean);
  if (ways.length === 0) return CONTACT_FALLBACK;
  return `Contact customer service: ${ways.join(' or ')}${contact?.hours ? ` (${contact.hours})` : ''}.`;
}
