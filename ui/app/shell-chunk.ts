/**
 * What the shell's lazily loaded parts (the signed-in parts, the occasional parts, the session
 * dialog) re-export: everything the app's start reaches, so that all of it has one set of
 * importers and lands in the first load's one shared chunk (see ui/screens/shared-chunk.ts).
 * Unlike the screens' SHARED_CHUNK it leaves out the identify screen's later steps: a shell part
 * shows on the identify page (the version badge, maintenance notices), and must not bring them.
 */
import { boot } from './boot';

export const SHELL_CHUNK = [boot] as const;
