// Lints the registry API's OpenAPI document (generated from the contract's codecs) with Redocly's
// recommended rules, as `npm test` does: `node --import tsx scripts/openapi-lint.ts`. Exits with
// Redocly's code (non-zero on any error).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '../core/model/openapi/document';

const dir = mkdtempSync(join(tmpdir(), 'licensehub-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
  const lint = spawnSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--extends=recommended', '--format=stylish', file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
