/**
 * The address service's module as the composition root hands it out for a lazy import
 * (bind-common.ts `addressService`): the browser app imports it through a chunk of its own.
 */
export { AddressService, addressHostFor } from '../address/address-service';
