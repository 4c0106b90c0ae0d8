/**
 * The address service's module as the composition root hands it out for a lazy import
 * (bind-common.ts `addressService`): the browser app imports it with its signed-in chunk.
 */
export { AddressService, addressHostFor } from '../address/address-service';
