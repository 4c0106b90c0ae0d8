/**
 * The shared flow screens, loaded together as one chunk (docs/decisions.md §Journeys):
 * split one chunk per screen, the form parts they share with the identify page were cut into
 * many small files that the identify page's first load then had to fetch.
 */
export { default as Review } from './Review';
export { default as Submitter } from './Submitter';
export { default as Attestation } from './Attestation';
export { default as VerificationContact } from './VerificationContact';
export { default as Validation } from './Validation';
export { default as Submit } from './Submit';
export { default as Pay } from './Pay';
export { journeyLoader, resumeLoader } from './flow-queries';
