/**
 * The flows started from this session (start-flow, pdb-report start) and their types, kept next
 * to the session file, so that a later command knows a flow's type from its id: `submitter`
 * takes it instead of `--type`, and refuses a `--type` that names another.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FLOW_SCREEN_TYPES, type FlowScreenType } from '../core/model/constants';
import type { CliContext } from './context';

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
