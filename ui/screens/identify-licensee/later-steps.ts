/**
 * The identify screen's search and authorization steps, and the error summary of every step,
 * loaded on the user's first key or pointer press (IdentifyLicensee.tsx): the first step needs
 * none of their fields (inputs, select, checkbox), and no summary shows before a submit, so the
 * first load does not carry them (docs/decisions.md §First load).
 */
export { ErrorSummary } from '../../components/forms/ErrorSummary';
export { AuthorizeStep } from './AuthorizeStep';
export { SearchStep } from './SearchStep';
// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
