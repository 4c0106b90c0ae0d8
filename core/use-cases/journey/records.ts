/**
 * What the licensee did in this session that the registry has no call for: the use agreement they
 * accepted when signing in (for the whole session), and, per flow, the attestation they
 * confirmed, the verification contact they chose and the validation that found nothing to fix.
 * Kept in the session store
 * (browser session storage, or the CLI's session file) under its own key, so a reload keeps it
 * and a logout or a new session forgets it: a resumed flow asks for the attestation again.
 *
 * A change to the flow (a module or the submitter saved again) withdraws both: the attestation
 * covers what the licensee declared, not what they changed after.
 *
 * The use agreement (docs/portal.md §Identify) is the terms of use the submitter's use acceptance
 * refers to (docs/portal.md §Submitter): accepted at sign-in, it is carried into each submitter of
 * the session instead of being asked again. Only a sign-in through identify records it; a session
 * that started otherwise (a transition token adopted at startup) holds none.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { JOURNEY_RECORDS_KEY } from '../../model/constants';
import type { SessionStore } from '../../ports/session-store';
import { recordSignIn, termsAccepted } from './terms-record';

/** Who the registry contacts about the flow (the verification contact step): the submitter's contact, or another one. */
export type VerificationContactChoice = { readonly use: 'submitter' } | { readonly use: 'other'; readonly email: string; readonly phone: string };

export interface JourneyRecord {
  /** The licensee accepted the use agreement when this session signed in (the same for every flow; `get` says it). */
  readonly termsAccepted?: boolean;
  readonly attested: boolean;
  readonly validated: boolean;
  /** The verification contact chosen after the attestation; the submitter's until one is chosen. */
  readonly contact?: VerificationContactChoice;
}

/** A chosen verification contact as kept; anything else is no choice. */
const ContactChoice: t.Type<VerificationContactChoice> = t.union([
  t.type({ use: t.literal('submitter') }),
  t.type({ use: t.literal('other'), email: t.string, phone: t.string }),
]);

/** One flow's record as kept: what is not readable in it counts as not done. */
const StoredRecord = t.partial({ attested: t.unknown, validated: t.unknown, contact: t.unknown });

type FlowRecord = Omit<JourneyRecord, 'termsAccepted'>;

const recordOf = (v: t.TypeOf<typeof StoredRecord>): FlowRecord => {
  const contact = ContactChoice.decode(v.contact);
  return {
    attested: v.attested === true,
    validated: v.attested === true && v.validated === true,
    ...(E.isRight(contact) ? { contact: contact.right.use === 'submitter' ? { use: 'submitter' } : contact.right } : {}),
  };
};

const NONE: FlowRecord = { attested: false, validated: false };

export type Records = Readonly<Record<string, FlowRecord>>;

const readAll = (store: SessionStore): Records => parseRecords(store.read(JOURNEY_RECORDS_KEY));

/**
 * The records as the session store keeps them: a JSON object of records by flow id. Decoding
 * drops what is not a record; a record's unreadable parts count as not done.
 */
export const RecordsFromJson = new t.Type<Records, string, string>(
  'RecordsFromJson',
  (u): u is Records => typeof u === 'object' && u !== null && !Array.isArray(u),
  (text, context) => {
    const parsed = E.tryCatch(
      (): unknown => JSON.parse(text),
      () => [{ value: text, context, message: 'not JSON' }],
    );
    return E.chain((value: unknown) =>
      E.map((entries: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(entries).flatMap(([flowId, entry]) => {
            const stored = t.UnknownRecord.is(entry) ? StoredRecord.decode(entry) : E.left([]);
            return E.isRight(stored) ? [[flowId, recordOf(stored.right)]] : [];
          }),
        ),
      )(t.UnknownRecord.validate(value, context)),
    )(parsed);
  },
  (records) => JSON.stringify(records),
);

/** The records kept in a session (anything unreadable is none). */
export const parseRecords = (text: string | null): Records => (text === null ? {} : E.getOrElseW(() => ({}))(RecordsFromJson.decode(text)));

function writeAll(store: SessionStore, records: Records): void {
  const kept = Object.fromEntries(Object.entries(records).filter(([, r]) => r.attested));
  if (Object.keys(kept).length === 0) store.remove(JOURNEY_RECORDS_KEY);
  else store.write(JOURNEY_RECORDS_KEY, RecordsFromJson.encode(kept));
}

export interface JourneyRecords {
  /** A flow's record, with the session's use agreement (terms-record.ts). */
  get(flowId: string): JourneyRecord;
  /** The licensee accepted the use agreement when this session signed in. */
  termsAccepted(): boolean;
  /** The session signed in through identify, with the use agreement accepted or not. */
  signedIn(useAgreementAccepted: boolean): void;
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
  const update = (flowId: string, record: FlowRecord) => writeAll(store, { ...readAll(store), [flowId]: record });
  return {
    get: (flowId) => ({ termsAccepted: termsAccepted(store), ...(readAll(store)[flowId] ?? NONE) }),
    termsAccepted: () => termsAccepted(store),
    signedIn: (useAgreementAccepted) => recordSignIn(store, useAgreementAccepted),
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
