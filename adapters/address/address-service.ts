/**
 * The address service of docs/portal.md §Calls, §Address lookup: built on two host-supplied functions, fetchAddresses
 * (countryCode, queryString) and validateAddress (address). Searches publish their status
 * (idle, loading, error) through the core address-lookup store; the service adds the promise
 * API and the exact messages. `addressHostFor` supplies the two functions from the registry API.
 */
import * as E from 'fp-ts/Either';
import { firstValueFrom, filter, skip } from 'rxjs';
import { DomainFailure, type DomainError } from '../../core/errors';
import type { AddressRecord, AddressVerification } from '../../core/model/address';
import { DEFAULT_ADDRESS_COUNTRY } from '../../core/model/constants';
import type { RegistryApi } from '../../core/ports/registry-api';
import {
  asError,
  createAddressLookup,
  type AddressHost,
  type AddressLookup,
  type AddressLookupState,
} from '../../core/use-cases/address-lookup/address-lookup';

export interface AddressHostFunctions {
  fetchAddresses?: (countryCode: string, queryString: string) => Promise<readonly AddressRecord[]>;
  validateAddress?: (address: AddressRecord) => Promise<AddressVerification>;
}

/** The host functions over the registry API: a failed call rejects with its DomainFailure. */
export function addressHostFor(api: Pick<RegistryApi, 'searchAddresses' | 'validateAddress'>): Required<AddressHostFunctions> {
  const settle = async <A>(call: () => Promise<E.Either<DomainError, A>>): Promise<A> => {
    const result = await call();
    if (E.isLeft(result)) throw new DomainFailure(result.left);
    return result.right;
  };
  return {
    fetchAddresses: (countryCode, queryString) => settle(api.searchAddresses(countryCode, queryString)),
    validateAddress: (address) => settle(api.validateAddress(address)),
  };
}

export class AddressService {
  private readonly lookup: AddressLookup;

  constructor(private readonly host: AddressHostFunctions = {}) {
    this.lookup = createAddressLookup(host as AddressHost);
  }

  /** The lookup's state (idle, loading, error, with the latest results), broadcast to listeners. */
  get state(): AddressLookupState {
    return this.lookup.getState();
  }
  subscribe(listener: (state: AddressLookupState) => void): () => void {
    return this.lookup.subscribe(listener);
  }

  /**
   * Searches (country code defaults to US) and resolves with the results; rejects with the
   * failure as an Error ("An unknown error occurred." for a non-Error; the "Expected
   * fetchAddresses to be defined…" message without a host function), the state then being error.
   */
  async fetchAddresses(queryString: string, countryCode: string = DEFAULT_ADDRESS_COUNTRY): Promise<readonly AddressRecord[]> {
    const settled = firstValueFrom(
      this.lookup.state$.pipe(
        skip(1),
        filter((s) => s.status !== 'loading'),
      ),
    );
    this.lookup.search(queryString, countryCode);
    const state = await settled;
    if (state.status === 'error') throw state.error ?? asError(undefined);
    return state.results;
  }

  /** Validates through the host; a validation failure is re-thrown to the caller as it came (non-Errors made Errors). */
  async validateAddress(address: AddressRecord): Promise<AddressVerification> {
    try {
      return await this.lookup.validate(address);
    } catch (e) {
      throw asError(e);
    }
  }

  dispose(): void {
    this.lookup.dispose();
  }
}
