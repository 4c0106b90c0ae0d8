import { TopLevelPage } from './TopLevelPage';

export default function TopAttestation() {
  return (
    <TopLevelPage
      id="attestation-title"
      title="Attestation"
      text="Before an application is submitted you attest that what it says is true and complete, as a step of that application. Open the application you are working on to attest to it."
    />
  );
}

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
