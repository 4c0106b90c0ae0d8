/** `/ccr/{flowId}/resume-ccr` (docs/portal.md §Contact change): the same landing, whose words follow what the registry holds. */
export { default, loader, HydrateFallback } from './CcrLanding';
