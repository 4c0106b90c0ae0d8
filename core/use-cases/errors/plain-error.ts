/**
 * A failed call as a licensee reads it: what happened, in plain words, without the technical
 * detail kept for reports (a decoding failure's field paths, a status code's name). The
 * registry's own messages (a 400's errors) are meant for people and are shown as they are.
 */
import type { DomainError } from '../../errors';

export const REGISTRY_PROBLEM = 'The registry had a problem answering.';

export function plainErrorText(error: DomainError): string {
  if (error._tag === 'BadRequest' && error.errors.length > 0) return error.errors.join(' ');
  if (error._tag === 'Unauthorized') return error.message;
  if (error._tag === 'NetworkError') return 'The registry could not be reached. Check your internet connection.';
  if (error._tag === 'TooManyRequests') return 'The registry is busy. Wait a moment.';
  return REGISTRY_PROBLEM;
}
