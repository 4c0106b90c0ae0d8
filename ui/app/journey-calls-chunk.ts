/**
 * The journeys' registry calls (adapters/http/journey-calls.ts, with the journeys' codecs) as a
 * lazy chunk of the app, imported by the first such call (adapters/container/bind-common.ts). It
 * re-exports the shell chunk, as every lazily loaded part of the app does, so that the first page
 * stays one shared chunk (shell-chunk.ts).
 */
export { journeyCalls } from '../../adapters/container/journey-calls-module';
export { SHELL_CHUNK } from './shell-chunk';
