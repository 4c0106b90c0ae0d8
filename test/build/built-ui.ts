/**
 * The UI build's metafile for the build tests: the last build's (the budget stage runs after
 * the build stage), or a fresh `build.mjs ui` when a test runs alone without one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readMeta, type Metafile } from '../../scripts/bundle-metrics.mjs';

export const UI_META = 'dist/meta/ui.json';

export function builtUiMeta(): Metafile {
  if (!existsSync(UI_META)) execFileSync(process.execPath, ['build.mjs', 'ui'], { stdio: 'inherit' });
  return readMeta(UI_META);
}
