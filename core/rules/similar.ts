/**
 * "Did you mean …?" for a value that is not one of the choices, as commander says it for commands:
 * the choice equal but for case, else the nearest within two edits (optimal string alignment
 * distance, so a swapped pair of letters is one edit: `recipt` → `receipt`).
 * It lives apart from messages.ts, which the identify page's first load carries.
 */
import { notValid } from './messages';

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** The choice the value most likely meant, or undefined when none is close. */
function closestChoice(value: string, choices: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  const same = choices.find((c) => c.toLowerCase() === lower);
  if (same !== undefined) return same;
  let best: { choice: string; edits: number } | undefined;
  for (const choice of choices) {
    const edits = distance(lower, choice.toLowerCase());
    if (edits <= Math.min(2, Math.floor(choice.length / 3)) && (best === undefined || edits < best.edits)) best = { choice, edits };
  }
  return best?.choice;
}

/** " Did you mean X?" when a choice is close, else nothing: the sentence a message ends with. */
export const didYouMean = (value: string, choices: readonly string[]): string => {
  const close = closestChoice(value, choices);
  return close === undefined ? '' : ` Did you mean ${close}?`;
};

/** A field's choices, each as typed and as shown: "YES (Yes), NO (No)"; a value shown as typed once. */
export const choicesText = (choices: readonly { value: string; label: string }[]): string =>
  choices.map((c) => (c.label === c.value ? c.value : `${c.value} (${c.label})`)).join(', ');

/** A value that is none of a field's choices: the choices, each as typed and as shown, and the one it most likely meant. */
export const notOneOf = (label: string, value: string, choices: readonly { value: string; label: string }[]) =>
  `${notValid(label)}.${didYouMean(
    value,
    choices.map((c) => c.value),
  )} Choose one of: ${choicesText(choices)}`;
