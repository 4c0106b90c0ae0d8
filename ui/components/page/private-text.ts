/**
 * The marker of an element whose text is personal data (names, addresses, phone numbers, emails):
 * session recordings mask its text. Spread it on the element: `<td {...PRIVATE_TEXT}>`.
 */
import { PRIVATE_ATTRIBUTE } from '../../../core/use-cases/telemetry/recording';

export const PRIVATE_TEXT = { [PRIVATE_ATTRIBUTE]: '' } as const;
