/**
 * The address service's module as a lazy chunk of the app, imported when the service is first
 * asked for (adapters/container/bind-common.ts). It re-exports the shell chunk, as every lazily
 * loaded part of the app does, so that the first page stays one shared chunk (shell-chunk.ts).
 */
export { AddressService, addressHostFor } from '../../adapters/container/address-service-module';
export { SHELL_CHUNK } from './shell-chunk';
