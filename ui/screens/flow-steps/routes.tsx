/**
 * The shared flow screens' routes for one route group (spec §2), each screen lazily loaded in its
 * own chunk and given its type. Which steps a type has comes from the core's table; a group
 * whose review belongs to another journey (CCR, LICENSE-UPDATE) passes it in `skip`.
 */
import type { RouteObject } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import { STEPS_BY_TYPE, type FlowStep } from '../../../core/use-cases/flow-steps/steps';
import { flowBase } from '../../../core/use-cases/flow-paths';

type StepScreen = { default: React.ComponentType<{ type: FlowScreenType }> };

const LOADERS: Record<FlowStep, () => Promise<StepScreen>> = {
  review: () => import('./Review'),
  submitter: () => import('./Submitter'),
  attestation: () => import('./Attestation'),
  'verification-contact': () => import('./VerificationContact'),
  validation: () => import('./Validation'),
  submit: () => import('./Submit'),
  pay: () => import('./Pay'),
};

export function flowStepRoutes(type: FlowScreenType, skip: readonly FlowStep[] = []): RouteObject[] {
  // The group's base with a placeholder id, turned into the route pattern.
  const base = `${flowBase(type, 'x').slice(0, -1)}:flowId`;
  return STEPS_BY_TYPE[type]
    .filter((step) => !skip.includes(step))
    .map((step) => ({
      path: `${base}/${step}`,
      lazy: async () => {
        const Screen = (await LOADERS[step]()).default;
        return { Component: () => <Screen type={type} /> };
      },
    }));
}
