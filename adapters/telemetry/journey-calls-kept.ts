/**
 * The journeys' calls with the session recording: once both modules are loaded, each write that
 * succeeds is kept with the recording (journey-keeping.ts). When the recording's module does not
 * load, the calls are the same without it. Part of the first load: only this wiring, the rest loads
 * with the recording's chunk.
 */
import type { JourneyCallsModule } from '../http/fetch-registry-api';
import type { JourneyCalls } from '../http/journey-calls';

export interface KeepsJourney {
  readonly sessionRecording: { keepJourney(calls: JourneyCalls): JourneyCalls };
}

export const journeyCallsKept = (calls: () => Promise<JourneyCallsModule>, recording: () => Promise<KeepsJourney>) => (): Promise<JourneyCallsModule> =>
  Promise.all([calls(), recording().catch(() => undefined)]).then(([m, r]) =>
    r ? { journeyCalls: (c) => r.sessionRecording.keepJourney(m.journeyCalls(c)) } : m,
  );
