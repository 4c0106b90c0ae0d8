/**
 * The address search as both drivers show it (docs/portal.md §Address lookup, §Limits default country US):
 * its words, and what one search's outcome says. The lookup's status (idle, loading, error) comes
 * from the address service's broadcast; the outcome is the answer to the driver's own last search
 * (the service is shared, so its results may be another screen's). No form validation is shown
 * (docs/portal.md §Address lookup): an empty query searches nothing and says nothing.
 */
import type { AddressRecord } from '../../model/address';
import { addressLine } from '../../rules/format';
import type { AddressLookupStatus } from './address-lookup';

export const ADDRESS_SEARCH_LABEL = 'Find the address';
export const ADDRESS_SEARCH_HINT = 'Type part of a US address (street, city or ZIP code), then choose Find.';
export const ADDRESS_SEARCH_BUTTON = 'Find';
/** The sandbox and the registry take queries of at most 200 characters; the field stops there. */
export const ADDRESS_QUERY_MAX_LENGTH = 200;
/** The terminal's words for a query with nothing to search (the form's field just does not search). */
export const ADDRESS_QUERY_EMPTY = 'Type part of a US address (street, city or ZIP code) to search for.';
export const ADDRESS_SEARCHING = 'Searching for addresses…';
export const NO_ADDRESS_FOUND = 'No address found. Check what you typed, or type the address in the fields below.';
export const ADDRESS_SEARCH_FAILED = 'The address search is not available right now. Type the address in the fields below.';
export const ADDRESS_RESULTS_LABEL = 'Addresses found';
/** The message of the address hook used outside its provider (docs/portal.md §Address lookup). */
export const ADDRESS_HOOK_OUTSIDE_PROVIDER = 'useAddressLookup must be used within an AddressProvider';

export const addressesFound = (count: number): string =>
  count === 1 ? '1 address found. Choose it to fill in the address.' : `${count} addresses found. Choose one to fill in the address.`;

/** What the user chose, said once the fields hold it. */
export const addressFilledIn = (address: AddressRecord): string => `The address fields now hold ${addressLine(address)}.`;

/** The query as searched: trimmed; undefined when there is nothing to search. */
export const addressQuery = (typed: string): string | undefined => {
  const query = typed.trim().slice(0, ADDRESS_QUERY_MAX_LENGTH);
  return query === '' ? undefined : query;
};

/** The answer to one search: the addresses found, or the failure. */
export type AddressSearchOutcome = { readonly kind: 'FOUND'; readonly addresses: readonly AddressRecord[] } | { readonly kind: 'FAILED' };

export interface AddressSearchView {
  /** What the status line says; undefined before any search. */
  readonly text?: string;
  readonly failed: boolean;
  /** The addresses to choose from, each with the line it reads as. */
  readonly choices: ReadonlyArray<{ readonly address: AddressRecord; readonly label: string }>;
}

const ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'addressLine3', 'city', 'state', 'postalCode'] as const;

/** Two records of one address: every part the same, spaces around it aside. */
export const sameAddress = (a: AddressRecord, b: AddressRecord): boolean => ADDRESS_PARTS.every((part) => a[part].trim() === b[part].trim());

/**
 * What the search shows: while loading, that it searches; then the outcome of the last search;
 * once the user chose an address (`filled`, until the next search), what the fields now hold, as
 * long as they hold it (`current`, the form's address): changed since, nothing is said.
 */
export function addressSearchView(
  status: AddressLookupStatus,
  outcome: AddressSearchOutcome | undefined,
  filled?: AddressRecord,
  current?: AddressRecord,
): AddressSearchView {
  if (status === 'loading') return { text: ADDRESS_SEARCHING, failed: false, choices: [] };
  if (filled !== undefined) {
    const holds = current === undefined || sameAddress(filled, current);
    return holds ? { text: addressFilledIn(filled), failed: false, choices: [] } : { failed: false, choices: [] };
  }
  if (outcome === undefined) return { failed: false, choices: [] };
  if (outcome.kind === 'FAILED') return { text: ADDRESS_SEARCH_FAILED, failed: true, choices: [] };
  const choices = outcome.addresses.map((address) => ({ address, label: addressLine(address) }));
  return { text: choices.length === 0 ? NO_ADDRESS_FOUND : addressesFound(choices.length), failed: false, choices };
}
