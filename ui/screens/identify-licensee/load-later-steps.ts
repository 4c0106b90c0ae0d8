/** The one import of the identify screen's later steps and error summary (later-steps.ts): the screen and its step frame share it. */
export const loadLaterSteps = () => import('./later-steps');
