/**
 * The modules screen's state: the flow's module list and the module's contextual messages from
 * the query cache, where the route loader put them (modules-loaders.ts); the module itself run by
 * the core's module use-case (core/use-cases/modules: loading, defaults, validation, saving, where
 * to go next). The address owns the current module (`?module=`): the screen OPENs the module it
 * names in the use-case.
 * While mounted, the screen saves valid typed data when the session warning opens.
 */
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { TOKENS } from '../../../adapters/container/tokens';
import { currentModulePath, fieldOfMessage, messagesForStates, summaryMessage, visibleFields } from '../../../core/rules/modules';
import { initialModuleNav, type ModuleFlowType } from '../../../core/use-cases/modules/navigation';
import { createModuleNavUseCase } from '../../../core/use-cases/modules/use-case';
import { journeyRecords } from '../../../core/use-cases/journey/records';
import { cachedCall } from '../../app/cached-call';
import { useService } from '../../app/services';
import { SAVE_WORK_EVENT } from '../../app/session-timer';
import { useMachine, useUseCase } from '../../app/use-machine';
import { fieldId } from './ModuleFields';
import { moduleKeys, moduleListQuery, moduleMessagesQuery } from './modules-loaders';

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

  const { modules } = useSuspenseQuery(moduleListQuery(api, flowId)).data;
  // The loader has moved an address that names no module of the flow to the first one.
  const current = currentModulePath(modules, requested);
  const index = current ? modules.findIndex((m) => m.path === current) : -1;
  const summary = index >= 0 ? modules[index] : undefined;

  const queryClient = useQueryClient();
  const store = useService(TOKENS.SessionStore);
  // A module's load through the cache: the screen mounted twice (StrictMode) shares one call.
  const useCase = useUseCase(() =>
    createModuleNavUseCase(
      {
        api: {
          saveModule: (id, module, data) => api.saveModule(id, module, data),
          module: (id, module) => cachedCall(queryClient, moduleKeys.content(id, module), () => api.module(id, module)),
        },
        navigate: (to) => void navigate(to),
        records: journeyRecords(store),
      },
      initialModuleNav(type, flowId),
    ),
  );
  const [state, dispatch] = useMachine(useCase);

  // The address → the use-case: the module it names is the one open.
  useEffect(() => {
    if (current) dispatch({ type: 'OPEN', module: current, returnToReview });
  }, [current, returnToReview, dispatch]);

  // When the session warning opens, valid typed data is saved, so a logout after it loses nothing
  // (beyond the spec). The event is ui/app/session-timer.tsx's SAVE_WORK_EVENT, imported: the
  // session timer is in the signed-in tier, which every journey screen's tier includes already.
  useEffect(() => {
    const save = () => useCase.dispatch({ type: 'SAVE_DRAFT' });
    window.addEventListener(SAVE_WORK_EVENT, save);
    return () => window.removeEventListener(SAVE_WORK_EVENT, save);
  }, [useCase]);

  // Contextual messages for the module's location and the flow's states; a failed fetch shows none (docs/portal.md §Modules).
  const { data: locationMessages } = useSuspenseQuery(moduleMessagesQuery(api, flowId, summary?.contextualMessageId));
  const states = useMemo(() => modules.flatMap((m) => (m.stateCode ? [m.stateCode] : [])), [modules]);
  const messages = useMemo(() => messagesForStates(locationMessages, states), [locationMessages, states]);

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
      if (message) items.push({ fieldId: fieldId(f.path), message: summaryMessage(f, message) });
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
