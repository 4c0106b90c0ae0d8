/**
 * The parts of the shell that only a signed-in session shows (the user's menu, and the session
 * timer with its warning and the recording's identity), loaded together in one lazy chunk after sign-in: the anonymous
 * identify page downloads none of it, and one chunk, not two, keeps the first load in few files.
 */
export { UserMenuButton } from './UserMenuButton';
export { SignedInFooter } from './SignedInFooter';

// One chunk for the first load (ui/app/shell-chunk.ts).
export { SHELL_CHUNK } from '../../app/shell-chunk';
