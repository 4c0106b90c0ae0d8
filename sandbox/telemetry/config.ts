/**
 * What makes the sandbox the portal's telemetry ingest under `npm start`: config.json served with
 * its telemetry endpoints pointing at this server (where the file leaves them unset), and the
 * recording script served from the address config.json names, as a CDN would.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { servedFile } from '../http/static';
import { RECORDER_SCRIPT_PATH, TELEMETRY_PATH } from '../../core/model/telemetry';

/** The telemetry endpoints of config.json on a server at `origin`. */
export function sandboxTelemetryConfig(origin: string) {
  const base = `${origin}${TELEMETRY_PATH}`;
  return {
    analyticsUrl: `${base}/analytics`,
    errorsUrl: `${base}/errors`,
    replayUrl: `${base}/replay`,
    sdkUrl: `${base}${RECORDER_SCRIPT_PATH}`,
  };
}

export function telemetryConfigRoutes(app: Hono, opts: { appBase: string; staticDir: string; sdkDir: string }): void {
  app.get(`${opts.appBase}config.json`, async (c) => {
    const file = JSON.parse(await readFile(join(opts.staticDir, 'config.json'), 'utf8')) as { telemetry?: Record<string, string> };
    const origin = new URL(c.req.url).origin;
    const config = { ...file, telemetry: { ...sandboxTelemetryConfig(origin), ...file.telemetry } };
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  });
  // Served as the UI's files are: brotli or gzip by Accept-Encoding, with an ETag.
  const recorder = servedFile(join(opts.sdkDir, 'recorder.js'));
  app.get(`${TELEMETRY_PATH}${RECORDER_SCRIPT_PATH}`, async (c) => {
    const script = await recorder(c);
    return script ?? c.text('The recording script is not built: run `node build.mjs`.', 404);
  });
}
