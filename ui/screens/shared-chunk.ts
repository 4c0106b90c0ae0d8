/**
 * One chunk for the whole first load. esbuild gives each set of modules with the same importers
 * a chunk of its own, and never puts a module that a lazily loaded chunk also imports in the entry
 * file: screens importing their own mix of the libraries, form components, paths and models that
 * the first page uses would split that page's first load into more files, each one more request
 * and round trip on a phone (8 files before this, 2 after; docs/decisions.md §First load). So every
 * lazily loaded screen re-exports SHARED_CHUNK, and every lazily loaded shell part SHELL_CHUNK
 * (ui/app/shell-chunk.ts): both reach everything the app's start reaches (ui/app/boot.tsx, with
 * the identify screen's first step, the first page most visits open), so all of it has one set of
 * importers and lands in one chunk, which the entry file (ui/main.tsx) imports.
 * SHARED_CHUNK also reaches the identify screen's later steps (later-steps.ts, loaded on the
 * user's first input): what they use (inputs, select, checkbox, error summary) is then one more
 * chunk, shared with the screens, not a file per mix of screens that use it.
 * The budget test checks the re-exports (test/build/budget.test.ts).
 */
import { boot } from '../app/boot';
import { RXJS_CHUNK } from '../app/rxjs-chunk';
import { AuthorizeStep } from './identify-licensee/AuthorizeStep';
import { SearchStep } from './identify-licensee/SearchStep';

export const SHARED_CHUNK = [boot, SearchStep, AuthorizeStep, RXJS_CHUNK] as const;
