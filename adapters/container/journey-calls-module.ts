/**
 * The journeys' registry calls as the composition root hands them out for a lazy import
 * (bind-common.ts `journeyCalls`): the browser app imports them through a chunk of its own.
 */
export { journeyCalls } from '../http/journey-calls';
