/**
 * The modules screen's state: the flow's module list and the module's contextual messages from
 * the query cache; the module itself run by the core's module use-case
 * (core/use-cases/modules: loading, defaults, validation, saving, where to go next). The address
 * owns the current module (`?module=`): each address change OPENs that module in the use-case.
 * While mounted, the screen saves valid typed data when the session warning opens.
 */
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TOKENS } from '../../../adapters/container/tokens';
import type { ModuleSummary } from '../../../core/model/modules';
import { currentModulePath, fieldOfMessage, messagesForStates, visibleFields } from '../../../core/rules/modules';
import { initialModuleNav, modulePath, type ModuleFlowType } from '../../../core/use-cases/modules/navigation';
import { createModuleNavUseCase } from '../../../core/use-cases/modules/use-case';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { runCall } from '../../app/call';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { fieldId } from './ModuleFields';

const SAVE_WORK_EVENT = 'licensehub:save-work';

export const moduleKeys = {
  list: (flowId: string) => ['flow-modules', flowId] as const,
  messages: (flowId: string, locationId: string) => ['contextual-messages', flowId, locationId] as const,
};

export interface SummaryItem {
  readonly fieldId: string;
  readonly message: string;
}

export function useModules(type: ModuleFlowType, flowId: string) {
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('module');
  const returnToReview = params.get('return') === 'review';

  // A failed list is the generic error path (docs/portal.md §Modules), as for every other loader.
  const list = useQuery({ queryKey: moduleKeys.list(flowId), queryFn: () => runCall(api.modules(flowId)), throwOnError: true });
  const modules: readonly ModuleSummary[] | undefined = list.data?.modules;
  const current = modules ? currentModulePath(modules, requested) : undefined;
  const index = modules && current ? modules.findIndex((m) => m.path === current) : -1;
  const summary = index >= 0 ? modules?.[index] : undefined;

  const store = useService(TOKENS.SessionStore);
  const useCase = useUseCase(() =>
    createModuleNavUseCase({ api, navigate: (to) => void navigate(to), records: journeyRecords(store) }, initialModuleNav(type, flowId)),
  );
  const [state, dispatch] = useMachine(useCase);

  // The address names the module; one it does not name (or that the flow lacks) becomes the first.
  useEffect(() => {
    if (!current) return;
    if (current !== requested) void navigate(modulePath(type, flowId, current), { replace: true });
    else dispatch({ type: 'OPEN', module: current, returnToReview });
  }, [current, requested, returnToReview, type, flowId, navigate, dispatch]);

  // When the session warning opens, valid typed data is saved, so a logout after it loses nothing
  // (issue 9, beyond the spec). The event is ui/app/session-timer.tsx's SAVE_WORK_EVENT, named here
  // rather than imported, so this lazily loaded screen takes nothing out of the shell's first load.
  useEffect(() => {
    const save = () => useCase.dispatch({ type: 'SAVE_DRAFT' });
    window.addEventListener(SAVE_WORK_EVENT, save);
    return () => window.removeEventListener(SAVE_WORK_EVENT, save);
  }, [useCase]);

  // Contextual messages for the module's location and the flow's states; a failed fetch shows none (docs/portal.md §Modules).
  const locationId = summary?.contextualMessageId;
  const messagesQuery = useQuery({
    queryKey: moduleKeys.messages(flowId, locationId ?? ''),
    queryFn: () => runCall(api.contextualMessages(flowId, locationId ?? '')),
    enabled: locationId !== undefined,
    staleTime: Infinity,
  });
  const states = useMemo(() => (modules ?? []).flatMap((m) => (m.stateCode ? [m.stateCode] : [])), [modules]);
  const messages = useMemo(() => messagesForStates(messagesQuery.data ?? [], states), [messagesQuery.data, states]);

  const ready = state.content !== undefined && state.module === current && !state.loading;
  const content = ready ? state.content : undefined;

  // Inline messages by data path: the core's, and the registry's that name a field.
  const { errors, summaryItems } = useMemo(() => {
    const byPath: Record<string, string> = { ...state.fieldErrors };
    const items: SummaryItem[] = [];
    if (!content) return { errors: byPath, summaryItems: items };
    const fields = visibleFields(content.components, state.data);
    for (const f of fields) {
      const message = state.fieldErrors[f.path];
      if (message) items.push({ fieldId: fieldId(f.path), message });
    }
    const first = fields.find((f) => !f.disabled);
    for (const message of state.moduleErrors) {
      const path = fieldOfMessage(content.components, state.data, message);
      if (path && byPath[path] === undefined) byPath[path] = message;
      items.push({ fieldId: fieldId(path ?? first?.path ?? ''), message });
    }
    return { errors: byPath, summaryItems: items };
  }, [content, state.data, state.fieldErrors, state.moduleErrors]);

  return { modules, index, summary, state, content, dispatch, messages, errors, summaryItems };
}

export type ModulesModel = ReturnType<typeof useModules>;
