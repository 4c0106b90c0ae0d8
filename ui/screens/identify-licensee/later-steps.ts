/**
 * The identify screen's search and authorization steps, loaded on the user's first key or pointer
 * press (IdentifyLicensee.tsx): the first step needs none of their fields (inputs, select, checkbox,
 * error summary), so the first load does not carry them (decisions.md "First load").
 */
export { AuthorizeStep } from './AuthorizeStep';
export { SearchStep } from './SearchStep';
// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
