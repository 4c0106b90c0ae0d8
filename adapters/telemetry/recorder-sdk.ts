/**
 * The session-recording script, built on its own (build.mjs: dist/telemetry/recorder.js) and
 * served from config.json's `telemetry.sdkUrl`, as a vendor's SDK would be from its CDN. The
 * portal loads it after the page is interactive (recorder-loader.ts); it is never part of the
 * first load. It records the DOM with rrweb, private by construction:
 *  - every input's value is masked (maskAllInputs), so what a licensee types (an SSN, a date of
 *    birth) never leaves the page;
 *  - every text and accessible name is masked but the portal's own words, as the app's shared
 *    building blocks mark them, and never inside an element marked private (recording-privacy.ts);
 *  - network calls are not recorded: the identify call's body is never part of a recording.
 */
import { record } from '@rrweb/record';
import { IdentityStatus } from '../../core/model/telemetry';
import { maskNames, maskText } from './recording-privacy';
import { RECORDER_GLOBAL, type RecorderHandle, type RecorderSdk, type RecorderStartOptions } from './recorder-api';
import { RecordingBuffer } from './recording-buffer';

function start(options: RecorderStartOptions): RecorderHandle {
  let identity: IdentityStatus = IdentityStatus.Anonymous;
  const buffer = new RecordingBuffer({
    url: options.url,
    sessionId: options.sessionId,
    identity: () => identity,
    page: () => location.pathname,
    transport: {
      beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
      fetch: (url, init) => fetch(url, init),
    },
  });
  const stopRecording = record({
    emit: (event) => buffer.push(maskNames(event, record.mirror)),
    maskAllInputs: true,
    // Every text is a candidate for masking; maskText keeps the portal's words.
    maskTextSelector: '*',
    maskTextFn: maskText,
    slimDOMOptions: 'all',
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
    sampling: { mousemove: 100, scroll: 150, input: 'last' },
  });
  const timer = setInterval(() => buffer.flush(), options.flushEveryMs ?? 5000);
  // What waits leaves as the page is hidden or closed (beacons survive the page).
  const onHide = () => {
    if (document.visibilityState === 'hidden') buffer.flush(true);
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', () => buffer.flush(true));
  return {
    identified: () => {
      identity = IdentityStatus.Identified;
    },
    identity: () => identity,
    command: (command) => buffer.command(command),
    flush: () => buffer.flush(),
    stop: () => {
      stopRecording?.();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      buffer.flush(true);
      buffer.stop();
    },
  };
}

(globalThis as unknown as Record<string, RecorderSdk>)[RECORDER_GLOBAL] = { start };
