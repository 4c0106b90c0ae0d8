/**
 * The shared flow screens' routes for one route group (docs/portal.md §Shared flow steps), lazily loaded with the journeys'
 * route group (journey-screens.ts) and each given its type. Which steps a type has comes from the
 * core's table; a group whose review belongs to another journey (CCR, LICENSE-UPDATE) passes it
 * in `skip`.
 */
import type { RouteObject } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import { GROUP_PATTERNS, STEPS_BY_TYPE, type FlowStep } from '../../../core/use-cases/flow-steps/step-table';
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

export function flowStepRoutes(type: FlowScreenType, skip: readonly FlowStep[] = []): RouteObject[] {
  return STEPS_BY_TYPE[type]
    .filter((step) => !skip.includes(step))
    .map((step) => ({
      path: `${GROUP_PATTERNS[type]}/${step}`,
      lazy: async () => {
        const screens = await loadScreens();
        const Screen = screens[EXPORTS[step]];
        return { Component: () => <Screen type={type} />, loader: screens.journeyLoader(type, step) };
      },
    }));
}

/** Where a resumed flow of a type comes back to the portal (`/flows/{flowId}`): its first step not done. */
export const resumeRoute = (type: FlowScreenType): RouteObject => ({
  path: GROUP_PATTERNS[type],
  lazy: async () => ({ loader: (await loadScreens()).resumeLoader(type), Component: () => null }),
});
