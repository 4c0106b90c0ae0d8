/** `/ccr/{flowId}/resume-ccr` (docs/portal.md §Contact change): the landing of a contact change that was started before. */
import { CcrLandingPage } from './CcrLanding';

export default function CcrResume() {
  return <CcrLandingPage resuming />;
}

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
