/**
 * A failed call as a licensee reads it: what happened, in plain words, without the technical
 * detail kept for reports (a decoding failure's field paths, a status code's name). The
 * registry's own messages (a 400's errors) are meant for people and are shown as they are.
 */
import type { DomainError } from '../../errors';

export function plainErrorText(error: DomainError): string {
  switch (error._tag) {
    case 'BadRequest':
      return error.errors.length > 0 ? error.errors.join(' ') : 'The registry did not accept the request.';
    case 'NetworkError':
      return 'The registry could not be reached. Check your internet connection.';
    case 'TooManyRequests':
      return error.retryAfter ? `The registry is busy. Wait ${error.retryAfter} seconds.` : 'The registry is busy. Wait a moment.';
    case 'Unauthorized':
      return error.message;
    case 'NotFound':
      return 'The registry could not find it.';
    case 'InvalidResponse':
      return 'The registry answered in a way the portal could not read.';
    case 'ServerError':
    case 'UnexpectedResponse':
    case 'FlowCreationFailed':
      return 'The registry had a problem answering.';
  }
}
