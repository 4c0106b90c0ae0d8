/**
 * The journey kept with the session recording, as the browser's composition root wires it: the
 * journeys' calls, once both modules are loaded, keep each write that succeeds (journey-keeping.ts),
 * and the same calls are used when the recording's module does not load; the session store tells
 * when the journey's records (attestation, verification contact, validation) are written. Part of
 * the first load: only this wiring, the rest loads with the recording's chunk.
 */
import { JOURNEY_RECORDS_KEY } from '../../core/model/constants';
import type { SessionStore } from '../../core/ports/session-store';
import type { JourneyCallsModule } from '../http/fetch-registry-api';
import type { JourneyCalls } from '../http/journey-calls';

export interface KeepsJourney {
  readonly sessionRecording: { keepJourney(calls: JourneyCalls): JourneyCalls; recordsWritten(before: string | null, after: string): void };
}

export const journeyCallsKept = (calls: () => Promise<JourneyCallsModule>, recording: () => Promise<KeepsJourney>) => (): Promise<JourneyCallsModule> =>
  Promise.all([calls(), recording().catch(() => undefined)]).then(([m, r]) =>
    r ? { journeyCalls: (c) => r.sessionRecording.keepJourney(m.journeyCalls(c)) } : m,
  );

/** The session store, telling `written` what the journey's records were and are each time they are written. */
export function journeyRecordsWatched(store: SessionStore, written: (before: string | null, after: string) => void): SessionStore {
  return {
    read: (key) => store.read(key),
    write: (key, value) => {
      const before = key === JOURNEY_RECORDS_KEY ? store.read(key) : undefined;
      store.write(key, value);
      if (before !== undefined) written(before, value);
    },
    remove: (key) => store.remove(key),
  };
}
