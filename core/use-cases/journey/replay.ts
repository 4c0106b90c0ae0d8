/**
 * A licensee's journey as support staff replay it. The browser keeps, beside its session
 * recording, the commands its writes stand for, in the terminal's words, with nothing personal:
 * a flow is named by a placeholder (flowPlaceholder), a start by its product, types, states and
 * license classes (never the basis license), a module or the submitter by the keys that were saved
 * (never their values), the name page by the name parts sent, a DRLP added or removed by the fact
 * alone, and from the journey's records the attestation, the verification contact choice and the
 * validation. replay-scenario.ts turns them into a `licensehub run` scenario with a test identity.
 */
import * as t from 'io-ts';
import type { DrlpAddRequest, DrlpData } from '../../model/drlp';
import type { LicensingRequest, ProductType } from '../../model/licensing';
import type { ModuleData } from '../../model/modules';
import type { PrimaryNamePost } from '../../model/names';
import type { SubmitterPost } from '../../model/submitter';
import { parseRecords, type JourneyRecord } from './records';

const onFlow = <C extends string, P extends t.Props>(command: C, props: P) => t.type({ command: t.literal(command), flow: t.string, ...props });

export const JourneyCommand = t.union(
  [
    t.intersection([
      t.type({ command: t.literal('start-flow'), flow: t.string, product: t.string, states: t.array(t.string), licenses: t.array(t.string) }),
      t.partial({ applicationType: t.string, residencyType: t.string }),
    ]),
    onFlow('pdb-report start', {}),
    onFlow('modules submit', { module: t.string, keys: t.array(t.string) }),
    t.intersection([onFlow('submitter set', { keys: t.array(t.string) }), t.partial({ submittingFor: t.string, pdb: t.boolean })]),
    onFlow('name-change set', { keys: t.array(t.string) }),
    onFlow('license-update add', { applyToAll: t.boolean }),
    onFlow('license-update remove', {}),
    onFlow('license-update proceed', {}),
    onFlow('contact', { use: t.union([t.literal('submitter'), t.literal('other')]) }),
    onFlow('attest', {}),
    onFlow('validate', {}),
  ],
  'JourneyCommand',
);
export type JourneyCommand = t.TypeOf<typeof JourneyCommand>;

/** The recorded items that are journey commands (anything else a recording holds is left out). */
export const journeyCommandsOf = (items: readonly unknown[]): JourneyCommand[] => items.filter((i): i is JourneyCommand => JourneyCommand.is(i));

/** The commands the journey's successful registry writes stand for, each flow named by its placeholder. */
export interface JourneyKeeper {
  createFlow(body: LicensingRequest, flowId: string): JourneyCommand;
  /** A name change or a license update started (their own start calls). */
  startUpdate(productType: ProductType, flowId: string): JourneyCommand;
  startReport(flowId: string): JourneyCommand;
  saveModule(flowId: string, module: string, data: ModuleData): JourneyCommand;
  postSubmitter(body: SubmitterPost, pdb?: boolean): JourneyCommand;
  postPrimaryName(body: PrimaryNamePost): JourneyCommand;
  addDrlp(flowId: string, body: DrlpAddRequest): JourneyCommand;
  removeDrlp(flowId: string): JourneyCommand;
  /** The DRLP changes sent on; kept only when the registry found nothing to fix. */
  proceedDrlp(flowId: string, result: DrlpData): JourneyCommand | undefined;
  /** The attestations confirmed, contacts chosen and validations passed between two writes of the journey's records. */
  recordsWritten(before: string | null, after: string): JourneyCommand[];
}

/**
 * A flow's placeholder: `flow-` and a hash of its id (FNV-1a), the same on every page of the
 * session (each page load keeps its own commands) and not the registry's id.
 */
export function flowPlaceholder(flowId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < flowId.length; i++) hash = Math.imul(hash ^ flowId.charCodeAt(i), 0x01000193) >>> 0;
  return `flow-${hash.toString(16).padStart(8, '0')}`;
}

const filledKeys = (data: object): string[] =>
  Object.entries(data)
    .filter(([k, v]) => k !== 'flowId' && v !== '' && v !== undefined && v !== null)
    .map(([k]) => k);

/** The contact chosen, when it is new in this write (by its use, email and phone). */
const contactChosen = (was: JourneyRecord | undefined, now: JourneyRecord): JourneyRecord['contact'] =>
  now.contact && JSON.stringify(now.contact) !== JSON.stringify(was?.contact) ? now.contact : undefined;

export const keptCommand: JourneyKeeper = {
  createFlow: (body, flowId) => ({
    command: 'start-flow',
    flow: flowPlaceholder(flowId),
    product: body.productType,
    ...(body.applicationType ? { applicationType: body.applicationType } : {}),
    ...(body.residencyType ? { residencyType: body.residencyType } : {}),
    states: (body.states ?? []).map((s) => s.stateCode),
    licenses: (body.states ?? []).flatMap((s) => s.licenses.map((l) => `${s.stateCode}:${l.licenseClassCode}:${l.loaCodes.join(',')}`)),
  }),
  startUpdate: (productType, flowId) => keptCommand.createFlow({ productType }, flowId),
  startReport: (flowId) => ({ command: 'pdb-report start', flow: flowPlaceholder(flowId) }),
  saveModule: (flowId, module, data) => ({ command: 'modules submit', flow: flowPlaceholder(flowId), module, keys: Object.keys(data).sort() }),
  postSubmitter: (body, pdb) => ({
    command: 'submitter set',
    flow: flowPlaceholder(body.flowId),
    keys: filledKeys(body).filter((k) => typeof body[k as keyof SubmitterPost] === 'string' && k !== 'submittingFor'),
    ...(body.submittingFor ? { submittingFor: body.submittingFor } : {}),
    ...(pdb ? { pdb } : {}),
  }),
  postPrimaryName: (body) => ({
    command: 'name-change set',
    flow: flowPlaceholder(body.flowId),
    keys: [...new Set(body.items.flatMap((i) => filledKeys(i.requestedName).filter((k) => k !== 'type')))].sort(),
  }),
  addDrlp: (flowId, body) => ({ command: 'license-update add', flow: flowPlaceholder(flowId), applyToAll: body.isApplyToAll }),
  removeDrlp: (flowId) => ({ command: 'license-update remove', flow: flowPlaceholder(flowId) }),
  proceedDrlp: (flowId, result) => ((result.errors ?? []).length === 0 ? { command: 'license-update proceed', flow: flowPlaceholder(flowId) } : undefined),
  recordsWritten: (before, after) => {
    const was = parseRecords(before);
    return Object.entries(parseRecords(after)).flatMap(([flowId, now]): JourneyCommand[] => {
      const flow = flowPlaceholder(flowId);
      const contact = contactChosen(was[flowId], now);
      return [
        ...(now.attested && !was[flowId]?.attested ? [{ command: 'attest' as const, flow }] : []),
        ...(contact ? [{ command: 'contact' as const, flow, use: contact.use }] : []),
        ...(now.validated && !was[flowId]?.validated ? [{ command: 'validate' as const, flow }] : []),
      ];
    });
  },
};
