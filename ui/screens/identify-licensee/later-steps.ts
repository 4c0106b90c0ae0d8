/**
 * The identify screen's search and authorization steps, loaded after the entity step has painted
 * (IdentifyLicensee.tsx): the first step needs none of their fields (inputs, select, checkbox,
 * error summary), so the first load does not carry them (decisions.md "First load").
 */
export { AuthorizeStep } from './AuthorizeStep';
export { SearchStep } from './SearchStep';
// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../shared-chunk';
