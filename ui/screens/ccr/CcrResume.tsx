/** `/ccr/{flowId}/resume-ccr` (docs/portal.md §Contact change): the landing of a contact change that was started before. */
import { CcrLandingPage } from './CcrLanding';

export default function CcrResume() {
  return <CcrLandingPage resuming />;
}

export { ccrStepsLoader as loader } from './ccr-loaders';

export { HydrateFallback } from './CcrLanding';
