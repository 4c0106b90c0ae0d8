/**
 * One chunk for the whole first load. esbuild gives each set of modules with the same importers
 * a chunk of its own, and never puts a module that a lazily loaded chunk also imports in the entry
 * file: screens importing their own mix of the libraries, form components, paths and models that
 * the first page uses would split that page's first load into more files, each one more request
 * and round trip on a phone (8 files before this, 2 after; decisions.md "First load"). So every
 * lazily loaded module re-exports SHARED_CHUNK, which reaches everything the app's start reaches
 * (ui/app/boot.tsx, with the identify screen, the first page most visits open): all of it then
 * has one set of importers and lands in one chunk, which the entry file (ui/main.tsx) imports.
 * A lazily loaded screen never downloads it twice: it is already loaded when the screen is.
 * The budget test checks that every lazily loaded module re-exports it (test/build/budget.test.ts).
 */
import { boot } from '../app/boot';

export const SHARED_CHUNK = [boot] as const;
