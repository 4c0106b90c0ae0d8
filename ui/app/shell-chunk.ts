/**
 * What the lazily loaded parts of the shell and of the app's start (the signed-in parts, the
 * occasional parts, the session dialog, the loading indicator's spinner, the address service,
 * the journeys' registry calls) re-export: everything the app's start reaches, so that all of it
 * has one set of importers and lands in the first load's one shared chunk (see
 * ui/screens/shared-chunk.ts). Unlike the screens' SHARED_CHUNK it leaves out the identify
 * screen's later steps: a shell part shows on the identify page (the version badge, maintenance
 * notices), and must not bring them. Both reach the lazily used RxJS operators (rxjs-chunk.ts).
 */
import { boot } from './boot';
import { RXJS_CHUNK } from './rxjs-chunk';

export const SHELL_CHUNK = [boot, RXJS_CHUNK] as const;
