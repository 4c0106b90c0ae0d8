/**
 * What the licensee did in this session that the registry has no call for: the attestation they
 * confirmed, the verification contact they chose and the validation that found nothing to fix,
 * per flow. Kept in the session store
 * (browser session storage, or the CLI's session file) under its own key, so a reload keeps it
 * and a logout or a new session forgets it: a resumed flow asks for the attestation again.
 *
 * A change to the flow (a module or the submitter saved again) withdraws both: the attestation
 * covers what the licensee declared, not what they changed after.
 */
import { JOURNEY_RECORDS_KEY } from '../../model/constants';
import type { SessionStore } from '../../ports/session-store';

/** Who the registry contacts about the flow (the verification contact step): the submitter's contact, or another one. */
export type VerificationContactChoice = { readonly use: 'submitter' } | { readonly use: 'other'; readonly email: string; readonly phone: string };

export interface JourneyRecord {
  readonly attested: boolean;
  readonly validated: boolean;
  /** The verification contact chosen after the attestation; the submitter's until one is chosen. */
  readonly contact?: VerificationContactChoice;
}

function contactOf(value: unknown): VerificationContactChoice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.use === 'submitter') return { use: 'submitter' };
  if (v.use === 'other' && typeof v.email === 'string' && typeof v.phone === 'string') return { use: 'other', email: v.email, phone: v.phone };
  return undefined;
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
      const contact = contactOf(v.contact);
      records[flowId] = { attested: v.attested === true, validated: v.attested === true && v.validated === true, ...(contact ? { contact } : {}) };
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
  /** The verification contact was chosen (kept only after an attestation, as the step follows it). */
  chooseContact(flowId: string, contact: VerificationContactChoice): void;
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
      if (record.attested) update(flowId, { ...record, validated: true });
    },
    chooseContact: (flowId, contact) => {
      const record = readAll(store)[flowId] ?? NONE;
      if (record.attested) update(flowId, { ...record, contact });
    },
    withdraw: (flowId) => update(flowId, NONE),
  };
}
