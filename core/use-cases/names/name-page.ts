/**
 * What the name page shows (docs/portal.md §Name change "Name update", "Name post"): the
 * words for each jurisdiction, the disabled ones with why, and the outcome of a post that was not
 * PASS (PARTIAL or FAIL), each jurisdiction's message by its entry. Both drivers word it the same.
 */
import type { JurisdictionEntry, JurisdictionError, Name } from '../../model/names';
import { US_STATES } from '../../model/us-states';
import type { NameFormState } from './name-form';

export const NAME_PAGE_TITLE = 'Change your name';

export const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;

/** "Alice B. Morgan Jr." or the company name. */
export const nameText = (name: Name): string =>
  name.type === 'BUSINESS'
    ? name.company
    : [name.first, name.middle, name.last, name.suffix]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ');

/** The current name against the requested one, as the licensee types: what the change will be. */
export function nameChangeText(item: { readonly currentName: Name; readonly requestedName: Name }): string {
  const from = nameText(item.currentName);
  const to = nameText(item.requestedName);
  if (to === '') return 'Enter the name you want instead of ' + from + '.';
  if (to === from) return 'The requested name is the same as your current name. Change it above.';
  return `${from} will be changed to ${to}.`;
}

/** "Texas (TX), resident license" */
export const jurisdictionLabel = (j: JurisdictionEntry): string =>
  `${stateName(j.jurisdiction)} (${j.jurisdiction})${j.resident ? ', resident license' : ', nonresident license'}`;

/** Why a jurisdiction is listed but cannot be chosen: the registry does not take its name changes online. */
export const disabledJurisdictionsText = (codes: readonly string[]): string | undefined =>
  codes.length === 0
    ? undefined
    : `${codes.map(stateName).join(', ')}: the registry cannot change your name there online. Contact ${codes.length === 1 ? "that state's" : "each state's"} insurance department to change it.`;

export interface NameRefusalView {
  readonly title: string;
  readonly text: string;
}

/** The outcome of a post that was not PASS; undefined otherwise. */
export function nameRefusal(state: NameFormState): NameRefusalView | undefined {
  if (state.rejected) {
    return { title: 'Your name change was not sent', text: state.rejected.join(' ') || 'The registry did not accept the request. Check it and try again.' };
  }
  switch (state.refusal) {
    case 'PARTIAL':
      return {
        title: 'Your name change was not accepted in every jurisdiction',
        text: 'The jurisdictions marked below did not accept the requested name. Uncheck them to change your name in the others, or change the requested name.',
      };
    case 'FAIL':
      return {
        title: 'Your name change was not accepted',
        text: "No jurisdiction accepted the requested name. Each one's reason is shown below.",
      };
    default:
      return undefined;
  }
}

/** "Not accepted: <the registry's message>" for a jurisdiction that refused the last post. */
export function jurisdictionMessage(state: NameFormState, jurisdiction: string): string | undefined {
  const errors: readonly JurisdictionError[] = state.post.status === 'failure' ? state.post.error : [];
  const message = errors.find((e) => e.jurisdiction === jurisdiction)?.message;
  return message === undefined ? undefined : `Not accepted: ${message}`;
}
