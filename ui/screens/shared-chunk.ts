/**
 * One chunk for everything the first page shares with the others. esbuild gives each set of
 * modules with the same importers a chunk of its own: every screen importing its own mix of the
 * form components, paths and models that the identify page uses would split that page's first
 * load into more files, each compressed on its own (33 files and 243 KiB gzip with the journeys,
 * against 13 files and 236 KiB this way). So every lazily loaded module re-exports SHARED_CHUNK:
 * the identify screen and the shell parts the screens use then have one set of importers, and
 * land in one chunk with the libraries under them. A screen opened first downloads the identify
 * screen's own code with it (about 6 KiB gzip), which any visit has needed to sign in anyway.
 * The budget test checks that every lazily loaded module re-exports it (test/build/budget.test.ts).
 */
import IdentifyLicensee from './identify-licensee/IdentifyLicensee';
import { SHELL_CHUNK } from './shell-chunk';

export const SHARED_CHUNK = [IdentifyLicensee, SHELL_CHUNK] as const;
