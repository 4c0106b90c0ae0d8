/**
 * The shared flow screens' routes for one route group (docs/portal.md §Shared flow steps), lazily loaded with the journeys'
 * route group (journey-screens.ts) and each given its type. Which steps a type has comes from the
 * journey definitions; a step a type has a screen of its own for (a contact change's review) is
 * left to that screen's route.
 */
import type { RouteObject } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import { GROUP_PATTERNS, sharedScreenSteps, type FlowStep } from '../../../core/use-cases/flow-steps/step-table';
import { JOURNEY_TYPES } from '../../../core/use-cases/journey/types';
import { journeyScreens } from '../../app/tiers';

const loadScreens = async () => (await journeyScreens()).FlowSteps;
type StepScreens = Awaited<ReturnType<typeof loadScreens>>;

const EXPORTS: Record<FlowStep, Exclude<keyof StepScreens, 'journeyLoader' | 'resumeLoader'>> = {
  review: 'Review',
  submitter: 'Submitter',
  attestation: 'Attestation',
  'verification-contact': 'VerificationContact',
  validation: 'Validation',
  submit: 'Submit',
  pay: 'Pay',
};

export function flowStepRoutes(type: FlowScreenType): RouteObject[] {
  return sharedScreenSteps(type).map((step) => ({
    path: `${GROUP_PATTERNS[type]}/${step}`,
    lazy: async () => {
      const screens = await loadScreens();
      const Screen = screens[EXPORTS[step]];
      return { Component: () => <Screen type={type} />, loader: screens.journeyLoader(type, step) };
    },
  }));
}

/** Where a resumed flow of a type comes back to the portal (`/flows/{flowId}`): its first step not done. */
const resumeRoute = (type: FlowScreenType): RouteObject => ({
  path: GROUP_PATTERNS[type],
  lazy: async () => ({ loader: (await loadScreens()).resumeLoader(type), Component: () => null }),
});

/**
 * The shared screens of every journey type, from the definitions: each step of a type at
 * `{group}/{flowId}/{step}` (not the screens a type has of its own), and where a resumed flow of
 * a type whose definition says so comes back (`/flows/{flowId}`).
 */
export const journeyRoutes = (): RouteObject[] => [
  ...JOURNEY_TYPES.filter((d) => d.resumesAtBase === true).map((d) => resumeRoute(d.type)),
  ...JOURNEY_TYPES.flatMap((d) => flowStepRoutes(d.type)),
];
