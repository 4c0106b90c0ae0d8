/**
 * The markers session recordings read (docs/portal.md §Telemetry): recordings mask every text and
 * accessible name but the portal's own words, which the shared building blocks mark with
 * PORTAL_WORDS (page headings, field labels, legends, buttons, the error summary), never screen by
 * screen; PRIVATE_TEXT marks personal data that sits inside them, masked all the same.
 * Spread one on the element: `<h1 {...PORTAL_WORDS}>`, `<td {...PRIVATE_TEXT}>`.
 */
import { PORTAL_WORDS_ATTRIBUTE, PRIVATE_ATTRIBUTE } from '../../../core/use-cases/telemetry/recording';

export const PRIVATE_TEXT = { [PRIVATE_ATTRIBUTE]: '' } as const;
export const PORTAL_WORDS = { [PORTAL_WORDS_ATTRIBUTE]: '' } as const;
