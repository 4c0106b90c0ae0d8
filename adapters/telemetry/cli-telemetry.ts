/**
 * Telemetry of the CLI: stdout belongs to the command's output, so nothing is written there.
 * Errors go to stderr only when LICENSEHUB_DEBUG is set; everything else is dropped.
 */
import type { Telemetry } from '../../core/ports/telemetry';
import { describeError } from './scrub';

export class CliTelemetry implements Telemetry {
  private readonly debug: boolean;

  constructor(
    env: NodeJS.ProcessEnv = process.env,
    private readonly writeErr: (text: string) => void = (text) => void process.stderr.write(text),
  ) {
    const flag = env.LICENSEHUB_DEBUG;
    this.debug = flag !== undefined && flag !== '' && flag !== '0' && flag.toLowerCase() !== 'false';
  }

  pageView(): void {}
  apiTiming(): void {}
  identify(): void {}
  replayUrl(): string | undefined {
    return undefined;
  }
  endRecording(): void {}
  error(error: unknown, type: 'react' | 'api' | 'saga' | 'cli' | 'startup'): void {
    if (!this.debug) return;
    const { name, message, stack } = describeError(error);
    this.writeErr(`licensehub debug: ${type} error: ${name}: ${message}\n${stack ? `${stack}\n` : ''}`);
  }
}
