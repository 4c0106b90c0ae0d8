/**
 * Continuing education's transcript-unavailable page (docs/portal.md §Continuing education): its text word for word and
 * the error code it carries.
 */
import { TRANSCRIPT_UNAVAILABLE_CODE } from '../../model/constants';

export const TRANSCRIPT_UNAVAILABLE_TEXT = `Sorry for the delay in retrieving your transcript. Please try again later. If the problem persists, contact us for support and reference Error Code ${TRANSCRIPT_UNAVAILABLE_CODE}.`;
