/**
 * Composition of support staff's telemetry reads for the CLI: the ingest's client with the
 * support credential, and the self-contained replay page.
 */
import { DEV_SUPPORT_TOKEN, TELEMETRY_PATH } from '../../core/model/telemetry';
import { SupportTelemetryClient } from '../telemetry/support-client';
import { cliFetch, type CliContainerOptions } from './cli';

export { SupportClientError } from '../telemetry/support-client';
export { replayPage } from '../telemetry/replay-export';

/**
 * The ingest at `telemetryBase` (default: the API's origin with the ingest's path, as the sandbox
 * serves it), with SUPPORT_TOKEN (default: the sandbox's development credential).
 */
export function createSupportClient(
  options: { apiBase: string; env: Record<string, string | undefined> } & Pick<CliContainerOptions, 'fetch' | 'timeoutMs' | 'waiting'>,
): SupportTelemetryClient {
  const fetch = cliFetch(options);
  const base = options.env.LICENSEHUB_TELEMETRY || `${new URL(options.apiBase).origin}${TELEMETRY_PATH}`;
  return new SupportTelemetryClient({ base, token: options.env.SUPPORT_TOKEN || DEV_SUPPORT_TOKEN, ...(fetch ? { fetch } : {}) });
}
