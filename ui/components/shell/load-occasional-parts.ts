/** The one import of the shell's occasional parts (occasional-parts.ts): the root layout and the maintenance gate share it. */
export const loadOccasionalParts = () => import('./occasional-parts');
