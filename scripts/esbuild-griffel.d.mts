// Types of esbuild-griffel.mjs for the TypeScript that imports it (its test).
import type { Plugin } from 'esbuild';
export function griffelAheadOfTime(options: {
  root: string;
  define?: Record<string, string>;
  rewriteAfter?: (path: string, source: string) => string | undefined;
}): Plugin;
