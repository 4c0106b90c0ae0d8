/**
 * What the journey knows of a flow (JourneyFacts), from what the registry holds (the modules'
 * answers, the submitter, the first page's request) and what this session recorded (the
 * attestation and the validation, records.ts). Both drivers compute the facts here: the browser
 * from its loaders' queries, the CLI through loadJourneyHeld.
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import type { FlowScreenType } from '../../model/constants';
import type { ModuleContent, ModuleSummary } from '../../model/modules';
import type { SubmitterResponse } from '../../model/submitter';
import type { RegistryApi } from '../../ports/registry-api';
import { validateModule } from '../../rules/modules';
import { validateSubmitter } from '../../rules/submitter';
import { submitterDefaults } from '../submitter/defaults';
import { asksUseAcceptance } from '../submitter/use-acceptance';
import type { LeadHeld } from './definition';
import type { JourneyFacts } from './journey';
import { definitionOf, JOURNEY_TYPES } from './types';

export type { LeadHeld } from './definition';

/** Whether a type's journey starts with modules: their saved answers decide which steps are done. */
export const journeyReadsModules = (type: FlowScreenType): boolean => definitionOf(type).lead.kind === 'modules';

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

/** The fields the rules require of a submitter that the registry's does not hold (the use acceptance aside, which the command gives). */
export const submitterNeeds = (submitter: SubmitterResponse | null | undefined): string[] =>
  submitter ? Object.keys(validateSubmitter({ ...submitterDefaults(submitter), useAcceptance: true })) : [];

/** The first page of its own is done as its type's definition says (the name request held, the DRLP working copy changed). */
export const leadDone = (lead: LeadHeld | undefined): boolean => lead !== undefined && JOURNEY_TYPES.some((d) => d.lead.kind === 'page' && d.lead.done(lead));

/** The facts of a flow from what the registry holds and what this session recorded. */
export function journeyFacts(
  held: { readonly modules?: readonly JourneyModule[]; readonly submitter: SubmitterResponse | null | undefined; readonly lead?: LeadHeld },
  record: { readonly attested: boolean; readonly validated: boolean; readonly termsAccepted?: boolean },
): JourneyFacts {
  return {
    asksUseAcceptance: asksUseAcceptance(record.termsAccepted === true),
    modulesDone: new Set((held.modules ?? []).filter(moduleDone).map((m) => m.summary.path)),
    leadDone: leadDone(held.lead),
    submitterSaved: submitterSaved(held.submitter),
    submitterNeeds: submitterNeeds(held.submitter),
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
  const submitter = await (definitionOf(type).reportSubmitter ? api.pdbSubmitter(flowId) : api.submitter(flowId))();
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

/** The first page's request of a type with a page of its own (its definition says how it loads); nothing for the other types. */
export async function loadLead(api: Pick<RegistryApi, 'primaryName' | 'drlp'>, type: FlowScreenType, flowId: string): Promise<E.Either<DomainError, LeadHeld>> {
  const { lead } = definitionOf(type);
  return lead.kind === 'page' ? lead.load(api, flowId) : E.right({});
}
