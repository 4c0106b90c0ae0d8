/**
 * What the journey knows of a flow (JourneyFacts), from what the registry holds (the modules'
 * answers, the submitter, the first page's request) and what this session recorded (the
 * attestation and the validation, records.ts). Both drivers compute the facts here: the browser
 * from its loaders' queries, the CLI through loadJourneyHeld.
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import type { DrlpData } from '../../model/drlp';
import type { ModuleContent, ModuleSummary } from '../../model/modules';
import type { PrimaryNameResponse } from '../../model/names';
import type { SubmitterResponse } from '../../model/submitter';
import type { RegistryApi } from '../../ports/registry-api';
import { validateModule } from '../../rules/modules';
import { validateSubmitter } from '../../rules/submitter';
import { submitterDefaults } from '../submitter/defaults';
import type { JourneyFacts } from './journey';

/** Whether a type's journey starts with modules: their saved answers decide which steps are done. */
export const journeyReadsModules = (type: FlowScreenType): boolean => type === 'FLOWS' || type === 'CCR';

/** A module's content as the registry serves it, with its summary. */
export interface JourneyModule {
  readonly summary: ModuleSummary;
  readonly content: ModuleContent;
}

/** A module is done when the answers the registry holds for it meet its rules (as the validation step checks). */
export const moduleDone = ({ content }: JourneyModule): boolean => Object.keys(validateModule(content.components, content.data)).length === 0;

/** The submitter is saved when the registry holds one that meets the rules, use acceptance included. */
export const submitterSaved = (submitter: SubmitterResponse | null | undefined): boolean => {
  if (!submitter) return false;
  const form = submitterDefaults(submitter);
  return form.useAcceptance && Object.keys(validateSubmitter(form)).length === 0;
};

/** What the registry holds of a flow's first page where it is not a module: the name request, the DRLP working copy. */
export interface LeadHeld {
  readonly names?: PrimaryNameResponse;
  readonly drlp?: DrlpData;
}

/**
 * The name page is done once the registry holds a requested name for a jurisdiction (its
 * accepted post marks them changed); the DRLP page once the working copy differs from the
 * registry's record.
 */
export const leadDone = (lead: LeadHeld | undefined): boolean =>
  (lead?.names?.enabled.some((item) => item.jurisdictions.some((j) => j.changed)) ?? false) || lead?.drlp?.modified === true;

/** The facts of a flow from what the registry holds and what this session recorded. */
export function journeyFacts(
  held: { readonly modules?: readonly JourneyModule[]; readonly submitter: SubmitterResponse | null | undefined; readonly lead?: LeadHeld },
  record: { readonly attested: boolean; readonly validated: boolean },
): JourneyFacts {
  return {
    modulesDone: new Set((held.modules ?? []).filter(moduleDone).map((m) => m.summary.path)),
    leadDone: leadDone(held.lead),
    submitterSaved: submitterSaved(held.submitter),
    attested: record.attested,
    validated: record.attested && record.validated,
  };
}

/**
 * Reads what the journey of a flow needs from the registry, in the order a driver without a
 * cache reads it (the CLI): the submitter, the modules with their content, the first page's
 * request. The browser reads the same through its loaders' queries.
 */
export async function loadJourneyHeld(
  api: Pick<RegistryApi, 'submitter' | 'pdbSubmitter' | 'modules' | 'module' | 'primaryName' | 'drlp'>,
  type: FlowScreenType,
  flowId: string,
): Promise<E.Either<DomainError, JourneyHeld>> {
  const submitter = await (type === 'PDB-REPORT' ? api.pdbSubmitter(flowId) : api.submitter(flowId))();
  if (E.isLeft(submitter)) return submitter;
  const modules = journeyReadsModules(type) ? await loadJourneyModules(api, flowId) : E.right([]);
  if (E.isLeft(modules)) return modules;
  const lead = await loadLead(api, type, flowId);
  if (E.isLeft(lead)) return lead;
  return E.right({ submitter: submitter.right, modules: modules.right, lead: lead.right });
}

/** A flow's modules in order, each with the answers the registry holds for it. */
export async function loadJourneyModules(
  api: Pick<RegistryApi, 'modules' | 'module'>,
  flowId: string,
): Promise<E.Either<DomainError, readonly JourneyModule[]>> {
  const list = await api.modules(flowId)();
  if (E.isLeft(list)) return list;
  const modules: JourneyModule[] = [];
  for (const summary of list.right.modules) {
    const content = await api.module(flowId, summary.path)();
    if (E.isLeft(content)) return content;
    modules.push({ summary, content: content.right });
  }
  return E.right(modules);
}

/** A module's status as a list shows it: done when the answers held meet its rules. */
export type ModuleStatus = 'done' | 'not-done';

/** The words of a module's status (the JSON value is kebab-case). */
export const MODULE_STATUS_WORDS: Readonly<Record<ModuleStatus, string>> = { done: 'Done', 'not-done': 'Not done' };

/** A flow's module in portal words: its path (the id the commands take), title and status. */
export interface ModuleStatusView {
  readonly path: string;
  readonly title: string;
  readonly status: ModuleStatus;
}

export const moduleStatusView = (module: JourneyModule): ModuleStatusView => ({
  path: module.summary.path,
  title: module.summary.title,
  status: moduleDone(module) ? 'done' : 'not-done',
});

export interface JourneyHeld {
  readonly submitter: SubmitterResponse;
  readonly modules: readonly JourneyModule[];
  readonly lead: LeadHeld;
}

/** The first page's request of a name change or a license update; nothing for the other types. */
export async function loadLead(api: Pick<RegistryApi, 'primaryName' | 'drlp'>, type: FlowScreenType, flowId: string): Promise<E.Either<DomainError, LeadHeld>> {
  if (type === 'DEMOGRAPHIC-UPDATE') return E.map((names: PrimaryNameResponse) => ({ names }))(await api.primaryName(flowId)());
  if (type === 'LICENSE-UPDATE') return E.map((drlp: DrlpData) => ({ drlp }))(await api.drlp(flowId)());
  return E.right({});
}
