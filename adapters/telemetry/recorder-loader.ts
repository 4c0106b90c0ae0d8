/**
 * Loads the session-recording script from config.json's `telemetry.sdkUrl` as its own script,
 * once the page is interactive, and starts it. When it cannot run (an unsupported runtime, the
 * script blocked, or loaded without the recorder in it), the SDK's message is logged and nothing
 * is recorded or sent; the portal works the same.
 */
import { SDK_MESSAGES, type SdkFailure } from '../../core/use-cases/telemetry/recording';
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
    script.addEventListener('load', () => {
      const sdk = (deps.window as unknown as Record<string, RecorderSdk | undefined>)[RECORDER_GLOBAL];
      if (!sdk || typeof sdk.start !== 'function') return resolve(fail('notLoaded'));
      try {
        resolve({ ok: true, handle: start(sdk) });
      } catch {
        resolve(fail('notLoaded'));
      }
    });
    deps.document.head.appendChild(script);
  });
}

/** Loads the script and, when it runs, attaches the recording to the telemetry (which then identifies the user to it). */
export async function startSessionRecording(
  telemetry: { session: string; attachRecorder(handle: RecorderHandle): void },
  config: { sdkUrl?: string; replayUrl?: string },
  deps?: LoaderDeps,
): Promise<LoadResult | undefined> {
  const { sdkUrl, replayUrl } = config;
  if (!sdkUrl || !replayUrl) return undefined;
  const url = `${replayUrl.replace(/\/+$/, '')}/sessions/${encodeURIComponent(telemetry.session)}/events`;
  const result = await loadRecorder(sdkUrl, (sdk) => sdk.start({ url, sessionId: telemetry.session }), deps);
  if (result.ok) telemetry.attachRecorder(result.handle);
  return result;
}
