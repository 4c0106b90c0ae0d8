/**
 * The shared flow screens (docs/decisions.md §Journeys), loaded with the journeys' tier
 * (ui/screens/journey-screens.ts, docs/performance.md §Load tiers).
 */
export { default as Review } from './Review';
export { default as Submitter } from './Submitter';
export { default as Attestation } from './Attestation';
export { default as VerificationContact } from './VerificationContact';
export { default as Validation } from './Validation';
export { default as Submit } from './Submit';
export { default as Pay } from './Pay';
export { journeyLoader } from './flow-queries';
export { JourneyLanding, landingLoader } from './JourneyLanding';
