/**
 * Loads the session-recording script from config.json's `telemetry.sdkUrl` as its own script,
 * once the page is interactive, and starts it. When it cannot run (an unsupported runtime, the
 * script blocked, or loaded without the recorder in it), the SDK's message is logged and nothing
 * is recorded or sent; the portal works the same.
 */
import type { Telemetry } from '../../core/ports/telemetry';
import { keptCommand, type JourneyCommand } from '../../core/use-cases/journey/replay';
import { MAX_BUFFERED_CALLS, SDK_MESSAGES, type ReplayIdentity, type SdkFailure } from '../../core/use-cases/telemetry/recording';
import type { JourneyCalls } from '../http/journey-calls';
import { keepJourney } from './journey-keeping';
import { RECORDER_GLOBAL, type RecorderHandle, type RecorderSdk } from './recorder-api';

export interface LoaderDeps {
  document: Document;
  window: Window & typeof globalThis;
  log: (message: string) => void;
}

const defaults = (): LoaderDeps => ({ document, window, log: (m) => console.warn(m) });

/** A mobile app's web view (React Native, Android's `wv`), or a browser without the DOM observers recording needs. */
export function unsupportedRuntime(win: Window & typeof globalThis): boolean {
  const w = win as unknown as Record<string, unknown>;
  if (w.ReactNativeWebView !== undefined) return true;
  if (/; wv\)/.test(win.navigator.userAgent)) return true;
  return typeof win.MutationObserver !== 'function';
}

export type LoadResult = { ok: true; handle: RecorderHandle } | { ok: false; failure: SdkFailure };

/** Appends the script and starts the recorder it defines. */
export function loadRecorder(sdkUrl: string, start: (sdk: RecorderSdk) => RecorderHandle, deps: LoaderDeps = defaults()): Promise<LoadResult> {
  const fail = (failure: SdkFailure): LoadResult => {
    deps.log(SDK_MESSAGES[failure]);
    return { ok: false, failure };
  };
  if (unsupportedRuntime(deps.window)) return Promise.resolve(fail('unsupported'));
  return new Promise((resolve) => {
    const script = deps.document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.addEventListener('error', () => resolve(fail('blocked')));
    // The recorder starts (its first snapshot of the page) in a task after the one that ran the
    // script: two shorter tasks instead of one long one that would hold up the user's input
    // (docs/performance.md §Long tasks).
    script.addEventListener('load', () =>
      setTimeout(() => {
        const sdk = (deps.window as unknown as Record<string, RecorderSdk | undefined>)[RECORDER_GLOBAL];
        if (!sdk || typeof sdk.start !== 'function') return resolve(fail('notLoaded'));
        try {
          resolve({ ok: true, handle: start(sdk) });
        } catch {
          resolve(fail('notLoaded'));
        }
      }, 0),
    );
    deps.document.head.appendChild(script);
  });
}

export interface RecordingConfig {
  sdkUrl?: string;
  replayUrl?: string;
}

/**
 * The tab's session recording: `start` loads the script and starts it once; `identify` tells
 * session replay who the user is, through the recording: without a script configured at once, with
 * one only once it runs (the batches then say Identified), and never when it does not run.
 * `keepJourney` and `recordsWritten` keep the journey's commands with the recording: those of
 * the time before it runs wait (at most MAX_BUFFERED_CALLS), and none is kept when it does not run.
 */
export function createSessionRecording(deps?: LoaderDeps) {
  let settle: (handle: RecorderHandle | undefined) => void = () => undefined;
  const running = new Promise<RecorderHandle | undefined>((resolve) => (settle = resolve));
  let waiting: JourneyCommand[] | undefined = [];
  let handle: RecorderHandle | undefined;
  let stopped = false;
  void running.then((h) => {
    handle = h;
    if (h) for (const c of waiting ?? []) h.command?.(c);
    waiting = undefined;
  });
  const keep = (command: JourneyCommand) => {
    if (stopped) return;
    if (handle) handle.command?.(command);
    else if (waiting && waiting.length < MAX_BUFFERED_CALLS) waiting.push(command);
  };
  return {
    keepJourney: (calls: JourneyCalls): JourneyCalls => keepJourney(calls, keep),
    /** The journey's records were written: an attestation confirmed, a verification contact chosen or a validation passed is kept. */
    recordsWritten: (before: string | null, after: string): void => keptCommand.recordsWritten(before, after).forEach(keep),
    async start(sessionId: string, config: RecordingConfig): Promise<LoadResult | undefined> {
      const { sdkUrl, replayUrl } = config;
      if (!sdkUrl || !replayUrl) {
        settle(undefined);
        return undefined;
      }
      const url = `${replayUrl.replace(/\/+$/, '')}/sessions/${encodeURIComponent(sessionId)}/events`;
      const result = await loadRecorder(sdkUrl, (sdk) => sdk.start({ url, sessionId }), deps);
      settle(result.ok ? result.handle : undefined);
      return result;
    },
    /** The recording ends (logout): the recorder sends what waits and stops; nothing more is kept. */
    stop(): void {
      stopped = true;
      waiting = undefined;
      void running.then((h) => h?.stop());
    },
    async identify(telemetry: Pick<Telemetry, 'identify'>, user: ReplayIdentity, config: RecordingConfig): Promise<void> {
      if (!config.sdkUrl) return telemetry.identify(user);
      const handle = await running;
      if (!handle) return;
      handle.identified();
      telemetry.identify(user);
    },
  };
}

/** The page's one session recording. */
export const sessionRecording = createSessionRecording();
