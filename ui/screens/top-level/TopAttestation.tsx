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
