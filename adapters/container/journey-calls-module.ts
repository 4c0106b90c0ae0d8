/**
 * The journeys' registry calls as the composition root hands them out for a lazy import
 * (bind-common.ts `journeyCalls`): the browser app imports them with its signed-in chunk.
 */
export { journeyCalls } from '../http/journey-calls';
