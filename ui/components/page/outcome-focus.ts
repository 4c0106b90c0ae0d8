/**
 * An outcome message that takes focus (a failed search, a problem box) keeps it: the page-heading
 * focus that follows a route change (ui/app/location-events.ts) and a step's own heading focus
 * leave focus where an outcome put it. Mark the focused outcome element with this attribute.
 */
export const OUTCOME_FOCUS = { 'data-outcome-focus': '' } as const;

/** Whether focus is on (or in) an outcome message that took it. */
export const outcomeHasFocus = (): boolean => document.activeElement?.closest('[data-outcome-focus]') != null;
