/** `/ccr/{flowId}/resume-ccr` (spec §2): the landing of a contact change that was started before. */
import { CcrLandingPage } from './CcrLanding';

export default function CcrResume() {
  return <CcrLandingPage resuming />;
}
