/**
 * The shared flow steps each type has, in order (docs/portal.md §Shared flow steps), each
 * route group's address pattern and where its landing is, as the journey definitions say them (journey/types). The route
 * table reads this: the first download of every page carries it.
 */
import type { FlowScreenType } from '../../model/constants';
import type { FlowStep, JourneyDefinition } from '../journey/definition';
import { definitionOf, JOURNEY_TYPES } from '../journey/types';

export { FLOW_STEPS, type FlowStep } from '../journey/definition';

const byType = <A>(f: (d: (typeof JOURNEY_TYPES)[number]) => A): Readonly<Record<FlowScreenType, A>> =>
  Object.fromEntries(JOURNEY_TYPES.map((d) => [d.type, f(d)])) as Record<FlowScreenType, A>;

/** The shared steps of each type, in order, from its definition. */
export const STEPS_BY_TYPE: Readonly<Record<FlowScreenType, readonly FlowStep[]>> = byType((d) => d.steps);

/** Each group's route pattern (the flow id is a route parameter). */
export const GROUP_PATTERNS: Readonly<Record<FlowScreenType, string>> = byType((d) => `${d.routeBase}/:flowId`);

/** The steps of a type shown by the shared screens at `{group}/{flowId}/{step}`: not its own screens, not a pay step on another page. */
export const sharedScreenSteps = (type: FlowScreenType): readonly FlowStep[] => {
  const d = definitionOf(type);
  return d.steps.filter((step) => !(d.ownScreens ?? []).includes(step) && !(step === 'pay' && d.payScreen !== undefined));
};

/**
 * The screen of a type's landing under its flow's base (journey/landing.ts): the one its
 * definition names (the spec's `resume-ccr`), else the base itself, or
 * `overview` where its first page takes the base (the name page); null where the page before the
 * flow is its landing (the report's info page).
 */
export function landingScreen(definition: JourneyDefinition): string | null {
  const { lead, landing } = definition;
  if (landing.screen !== undefined) return landing.screen;
  if (lead.kind === 'none') return null;
  return lead.kind === 'page' && lead.screen === '' ? 'overview' : '';
}
