/**
 * The session recording (it loads the recording script on its own), imported by the app's start
 * once the page has loaded, and by the signed-in shell to say who the user is: never part of the
 * first load.
 */
export { sessionRecording } from '../../adapters/container/session-recording';

// One chunk for the first load (ui/app/shell-chunk.ts).
export { SHELL_CHUNK } from './shell-chunk';
