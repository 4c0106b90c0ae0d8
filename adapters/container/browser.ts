/**
 * Composition root of the browser UI. Binds: Config (the decoded config.json), Clock
 * (SystemClock), SessionStore (BrowserSessionStore over window.sessionStorage), Telemetry
 * (BrowserTelemetry to config.telemetry's endpoints), ExternalNavigation (BrowserNavigation),
 * and the common AuthSession, RegistryApi (FetchRegistryApi at config.apiBase), SessionService
 * (started on first resolve) and AddressService.
 */
import type { RuntimeConfig } from '../../core/model/config';
import { SystemClock } from '../clock/system-clock';
import { BrowserNavigation } from '../navigation/browser-navigation';
import { BrowserSessionStore } from '../storage/browser-session-store';
import { BrowserTelemetry, forgetReplaySession, replaySessionId } from '../telemetry/browser-telemetry';
import { journeyCallsKept, journeyRecordsWatched } from '../telemetry/journey-calls-kept';
import type { Container } from 'inversify';
import { createRootContainer, type RootPorts } from './bind-common';

/** What starts the session recording (./session-recording.ts, in a chunk of the app's). */
type SessionRecordingModule = typeof import('./session-recording');

/**
 * `lazy` imports the address service's module, the journeys' calls and the session recording's
 * start: the app passes imports of its own chunks. The recording starts once the page has loaded;
 * with one configured, the journeys' calls come with it, so that their writes are kept with it.
 */
export function createBrowserContainer(
  config: RuntimeConfig,
  { sessionRecording, ...lazy }: Pick<RootPorts, 'addressService' | 'journeyCalls'> & { sessionRecording?: () => Promise<SessionRecordingModule> },
): Container {
  const recorded = sessionRecording && config.telemetry?.sdkUrl ? sessionRecording : undefined;
  return createRootContainer({
    config,
    clock: () => new SystemClock(),
    sessionStore: () =>
      recorded
        ? journeyRecordsWatched(new BrowserSessionStore(), (before, after) =>
            recorded().then(
              (r) => r.sessionRecording.recordsWritten(before, after),
              () => undefined,
            ),
          )
        : new BrowserSessionStore(),
    telemetry: () => {
      const sessionId = replaySessionId();
      // Logout ends the recording: the recorder stops and its id is forgotten (docs/portal.md §Telemetry).
      const telemetry = new BrowserTelemetry(config.telemetry ?? {}, {
        sessionId,
        onRecordingEnd: () => {
          forgetReplaySession();
          void sessionRecording?.().then((m) => m.sessionRecording.stop());
        },
      });
      const start = () =>
        void sessionRecording?.()
          .then((m) => m.sessionRecording.start(sessionId, config.telemetry ?? {}))
          .then((result) => {
            // Calls carry the recording's link only once it runs (never when its script did not load).
            if (result?.ok) telemetry.recordingStarted();
          });
      const later = () => setTimeout(start, 500);
      if (config.telemetry?.sdkUrl) {
        if (document.readyState === 'complete') later();
        else addEventListener('load', later, { once: true });
      }
      return telemetry;
    },
    navigation: () => new BrowserNavigation(),
    addressService: lazy.addressService,
    // With a recording, the journey's writes are kept with it (docs/portal.md §Telemetry).
    journeyCalls: recorded ? journeyCallsKept(lazy.journeyCalls, recorded) : lazy.journeyCalls,
  });
}
