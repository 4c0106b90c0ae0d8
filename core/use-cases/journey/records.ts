/**
 * What the licensee did in this session that the registry has no call for: the attestation they
 * confirmed and the validation that found nothing to fix, per flow. Kept in the session store
 * (browser session storage, or the CLI's session file) under its own key, so a reload keeps it
 * and a logout or a new session forgets it: a resumed flow asks for the attestation again.
 *
 * A change to the flow (a module or the submitter saved again) withdraws both: the attestation
 * covers what the licensee declared, not what they changed after.
 */
import { JOURNEY_RECORDS_KEY } from '../../model/constants';
import type { SessionStore } from '../../ports/session-store';

export interface JourneyRecord {
  readonly attested: boolean;
  readonly validated: boolean;
}

const NONE: JourneyRecord = { attested: false, validated: false };

export type Records = Readonly<Record<string, JourneyRecord>>;

const readAll = (store: SessionStore): Records => parseRecords(store.read(JOURNEY_RECORDS_KEY));

/** The records as the session store keeps them (anything unreadable is none). */
export function parseRecords(text: string | null): Records {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const records: Record<string, JourneyRecord> = {};
    for (const [flowId, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const v = value as Record<string, unknown>;
      records[flowId] = { attested: v.attested === true, validated: v.attested === true && v.validated === true };
    }
    return records;
  } catch {
    return {};
  }
}

function writeAll(store: SessionStore, records: Records): void {
  const kept = Object.fromEntries(Object.entries(records).filter(([, r]) => r.attested));
  if (Object.keys(kept).length === 0) store.remove(JOURNEY_RECORDS_KEY);
  else store.write(JOURNEY_RECORDS_KEY, JSON.stringify(kept));
}

export interface JourneyRecords {
  get(flowId: string): JourneyRecord;
  /** The attestation was confirmed: the validation is to be done again. */
  attest(flowId: string): void;
  /** The validation found nothing to fix (counts only after an attestation). */
  validate(flowId: string): void;
  /** The flow changed: both are withdrawn. */
  withdraw(flowId: string): void;
}

export function journeyRecords(store: SessionStore): JourneyRecords {
  const update = (flowId: string, record: JourneyRecord) => writeAll(store, { ...readAll(store), [flowId]: record });
  return {
    get: (flowId) => readAll(store)[flowId] ?? NONE,
    attest: (flowId) => update(flowId, { attested: true, validated: false }),
    validate: (flowId) => {
      const record = readAll(store)[flowId] ?? NONE;
      if (record.attested) update(flowId, { attested: true, validated: true });
    },
    withdraw: (flowId) => update(flowId, NONE),
  };
}
