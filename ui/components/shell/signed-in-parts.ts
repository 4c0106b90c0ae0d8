/**
 * The parts of the shell that only a signed-in session shows (the user's menu and the session
 * timer with its warning), loaded together in one lazy chunk after sign-in: the anonymous
 * identify page downloads none of it, and one chunk, not two, keeps the first load in few files.
 */
export { UserMenuButton } from './UserMenuButton';
export { SessionTimer } from '../../app/session-timer';

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHARED_CHUNK } from '../../screens/shared-chunk';
