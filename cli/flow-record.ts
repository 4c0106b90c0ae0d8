/**
 * The flows started from this session (start-flow, pdb-report start) and their types, kept next
 * to the session file, so that a later command knows a flow's type from its id; a flow started
 * elsewhere is asked of the registry once (core/use-cases/journey/flow-type.ts) and noted too.
 * `--type` is then only checked: one that names another type is refused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FLOW_SCREEN_TYPES, type FlowScreenType } from '../core/model/constants';
import * as E from 'fp-ts/Either';
import { checkNamedType, flowTypeFromRegistry, unknownTypeText } from '../core/use-cases/journey/flow-type';
import { typeOfOption } from '../core/use-cases/journey/type-names';
import { call } from './call';
import type { CliContext } from './context';
import { usage } from './exit';

type Record_ = Readonly<Record<string, FlowScreenType>>;

const fileOf = (ctx: Pick<CliContext, 'sessionFile'>): string => `${ctx.sessionFile}.flows.json`;

async function read(ctx: Pick<CliContext, 'sessionFile'>): Promise<Record_> {
  try {
    const raw: unknown = JSON.parse(await readFile(fileOf(ctx), 'utf8'));
    if (raw === null || typeof raw !== 'object') return {};
    return Object.fromEntries(Object.entries(raw).filter(([, t]) => (FLOW_SCREEN_TYPES as readonly unknown[]).includes(t))) as Record_;
  } catch {
    // No record yet, or one that is not ours: nothing is known.
    return {};
  }
}

/** Notes a flow started here and its type; a record that cannot be written only means --type is needed later. */
export async function recordFlow(ctx: Pick<CliContext, 'sessionFile'>, flowId: string, type: FlowScreenType): Promise<void> {
  const flows = { ...(await read(ctx)), [flowId]: type };
  try {
    await mkdir(dirname(fileOf(ctx)), { recursive: true, mode: 0o700 });
    await writeFile(fileOf(ctx), `${JSON.stringify(flows)}\n`, { mode: 0o600 });
  } catch {
    // The flow was created all the same: the command goes on without the record.
  }
}

/** The type of a flow started from this session, when it was. */
export async function recordedFlowType(ctx: Pick<CliContext, 'sessionFile'>, flowId: string): Promise<FlowScreenType | undefined> {
  return (await read(ctx))[flowId];
}

/** A flow's type from the flow itself (this session's record, else the registry); `named`, the `--type` given, is only checked. */
export async function flowTypeOf(ctx: CliContext, flowId: string, named?: string): Promise<FlowScreenType> {
  if (named !== undefined && typeOfOption(named) === undefined) throw usage(unknownTypeText(named));
  const recorded = await recordedFlowType(ctx, flowId);
  let type = recorded;
  if (type === undefined) {
    const { api } = await ctx.services();
    type = await call(ctx, () => flowTypeFromRegistry(api, flowId, named === undefined ? undefined : typeOfOption(named)));
    await recordFlow(ctx, flowId, type);
  }
  const checked = checkNamedType(flowId, type, named);
  if (E.isLeft(checked)) throw usage(checked.left);
  return checked.right;
}
