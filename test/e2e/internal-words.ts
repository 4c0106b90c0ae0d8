/**
 * Words a licensee must not read: the portal's own terms, raw codes, and what a program prints
 * when a value is missing. The end-to-end harness checks the visible text of every screen it runs
 * axe on against this list (expectPlainWords in harness.ts), so a new screen is checked as soon as
 * a test reaches it. To forbid a new word, add a rule here; the spec's own texts are the allowed
 * exceptions (`allowed`), removed from the text before the rules run.
 */

export interface WordRule {
  /** What the rule catches, as the failure says it. */
  readonly name: string;
  readonly pattern: RegExp;
  /** The rule does not apply when the page also says this (an abbreviation explained on the page). */
  readonly unlessPageSays?: RegExp;
}

/** The spec's own texts, which stay word for word even where they use a word the rules forbid. */
export const ALLOWED_SPEC_TEXTS: readonly string[] = ['Flow creation failed'];

export const INTERNAL_WORDS: readonly WordRule[] = [
  { name: 'the internal word "flow"', pattern: /\bflows?\b/i },
  { name: '"LOA" not explained on the page', pattern: /\bLOAs?\b/, unlessPageSays: /lines? of authority/i },
  {
    name: 'a status in capitals',
    pattern: /\b(PENDING|APPROVED|REJECTED|DENIED|SUBMITTED|COMPLETED?|ACTIVE|INACTIVE|FAILED|FAILURE|SUCCESS|PARTIAL|IN_PROGRESS|PAYABLE|ARCHIVED)\b/,
  },
  { name: 'a code in capitals with underscores', pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/ },
  { name: '"undefined"', pattern: /\bundefined\b/ },
  { name: '"null"', pattern: /\bnull\b/ },
  { name: '"NaN"', pattern: /\bNaN\b/ },
  { name: 'an object printed as text', pattern: /\[object /i },
  { name: 'a registry product name ("Producer Licensing")', pattern: /\b(Producer|Adjuster|Other) Licensing\b/ },
  { name: 'the registry\'s "Contact Change Request"', pattern: /\bContact Change Request\b/ },
  { name: 'the registry\'s "Transactions"', pattern: /\bTransactions?\b/ },
  { name: 'two names for one name change ("Demographic update", "Primary name change")', pattern: /\b(Demographic update|Primary name change)\b/i },
  { name: '"Provider homepage" instead of the provider\'s name', pattern: /\bProvider homepage\b/i },
  { name: 'a label spaced before its colon ("Identify Licensee : …")', pattern: /\S :\s/ },
  { name: 'a raw decoding message', pattern: /Invalid field\(s\)|\(root\)|Invalid value .* supplied to/ },
];

/**
 * Screens not yet clean (by the name their test gives the check), each with the rules it still
 * breaks, so the check stays green while the fix is made elsewhere. Remove an entry once its
 * screen is fixed.
 */
export const KNOWN_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {};

/**
 * Landmark names a screen reader announces that are the portal's words, not the licensee's: a
 * landmark is named by what the licensee finds in it.
 */
export const INTERNAL_LANDMARK_NAMES: readonly string[] = ['Participant', 'Journeys', 'Application steps'];

/** The names among a page's landmark names that are the portal's words. */
export const internalLandmarkNames = (names: readonly string[]): string[] => names.filter((n) => INTERNAL_LANDMARK_NAMES.includes(n.trim()));

/** The rules a page's visible text breaks, each with the words that broke it. */
export function internalWordsIn(visibleText: string): { rule: string; found: string[] }[] {
  const text = ALLOWED_SPEC_TEXTS.reduce((t, allowed) => t.split(allowed).join(' '), visibleText);
  return INTERNAL_WORDS.flatMap((rule) => {
    if (rule.unlessPageSays?.test(text)) return [];
    const found = [...text.matchAll(new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`))].map((m) => m[0]);
    return found.length > 0 ? [{ rule: rule.name, found: [...new Set(found)] }] : [];
  });
}
