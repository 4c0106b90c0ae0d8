/**
 * Text from outside (the registry's answers, the ingest's reports) made safe for a terminal: no
 * escape sequence (a link that hides its address, a screen clear) and no other control character
 * reaches it; line breaks stay, a tab becomes a space.
 */
import { stripVTControlCharacters } from 'node:util';

// C0 controls but the line feed, DEL and the C1 controls.

const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

export const terminalText = (text: string): string => stripVTControlCharacters(text).replace(/\t/g, ' ').replace(CONTROLS, '');
