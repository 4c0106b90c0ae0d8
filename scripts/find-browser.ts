// Finds the browser the end-to-end tests will drive (unpacking the packaged one on first use) and
// says which, or prints the one line saying what to do and exits 1. `scripts/test.mjs` runs it
// before the e2e stage, so a machine without a browser gets one failure, not one per test.
import { resolveBrowser } from '../test/e2e/harness';

try {
  const { executablePath, source } = await resolveBrowser();
  console.log(`e2e browser: ${executablePath} (${source})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
