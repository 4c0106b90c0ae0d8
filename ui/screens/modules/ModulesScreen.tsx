/**
 * The modules of a flow (docs/portal.md §Modules), at
 * /flows/{flowId}/modules?module=… and /ccr/{flowId}/modules?module=…: the modules as steps
 * (earlier ones navigable, the current one marked), the current module's components, its
 * contextual messages, and "Save and continue". useModules.ts holds the state and talks to the
 * core; this file only renders.
 */
import { useDeferredValue, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useHref, useMatch, useParams } from 'react-router';
import { Button } from '@fluentui/react-button';
import { Link } from '@fluentui/react-link';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { DomainFailure } from '../../../core/errors';
import { plainErrorText } from '../../../core/use-cases/errors/plain-error';
import type { ModuleSummary } from '../../../core/model/modules';
import { backTarget, modulePath, type ModuleFlowType, type ModuleNavEvent } from '../../../core/use-cases/modules/navigation';
import { moduleStepId, NO_FACTS, presentJourney } from '../../../core/use-cases/journey/journey';
import { journeyFacts } from '../../../core/use-cases/journey/facts';
import { presentTaskList } from '../../../core/use-cases/journey/task-list';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { flowKeys, flowModulesQuery } from '../flow-steps/flow-queries';
import { ErrorSummary } from '../../components/forms/ErrorSummary';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { PageHeading } from '../../components/page/PageHeading';
import { ProblemBox } from '../../components/page/ProblemBox';
import { PageLoading } from '../../components/shell/PageLoading';
import { usePageTitle } from '../../app/page-title';
import { PATHS } from '../../app/paths';
import { fieldId, listHeadingId, ModuleFields, type ModuleFieldsContext } from './ModuleFields';
import { useModulesStyles } from './modules-styles';
import { useModules } from './useModules';
import { CONTACT_CHANGE, LICENSING } from '../../../core/use-cases/journey/types';

export const SUBMIT_LABEL = 'Save and continue';
export const LOADING_LABEL = 'Loading the application…';
export const LOADING_MODULE_LABEL = 'Loading this step…';
export const SAVE_FAILED_TEXT = 'Your answers were not saved. They are still on this page: try again in a moment.';

export default function ModulesScreen() {
  const { flowId = '' } = useParams();
  const type: ModuleFlowType = useMatch(PATHS.ccrModules) ? CONTACT_CHANGE.type : LICENSING.type;
  return <Modules key={`${type}:${flowId}`} type={type} flowId={flowId} />;
}

function Modules({ type, flowId }: { type: ModuleFlowType; flowId: string }) {
  const styles = useModulesStyles();
  const model = useModules(type, flowId);
  const { modules, index, summary, state, dispatch, messages, errors, summaryItems } = model;
  // A module's fields arrive in a render of their own that React may cut into slices, so the
  // page keeps answering input while a long module is drawn (docs/performance.md §Long tasks).
  const content = useDeferredValue(model.content);
  const [attempt, setAttempt] = useState(0);
  const hasErrors = summaryItems.length > 0;
  usePageTitle(summary?.title ?? LOADING_LABEL, hasErrors || state.error !== undefined);
  // A module that cannot be loaded is the generic error path (docs/portal.md §Modules "the loaders").
  if (state.loadError) throw new DomainFailure(state.loadError);
  if (!modules || !summary) return <PageLoading label={LOADING_LABEL} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    dispatch({ type: 'SUBMIT' });
  };
  const back = backTarget(state, index > 0 ? modules[index - 1]?.path : undefined);
  const ctx: ModuleFieldsContext = {
    root: state.data,
    errors,
    setValue: (path, value) => dispatch({ type: 'SET_VALUE', path, value }),
    addRow: (path, list) => {
      const row = (Array.isArray(state.data[path]) ? (state.data[path] as unknown[]).length : 0).toString();
      dispatch({ type: 'ADD_ROW', path, list });
      const first = list.components.find((c) => c.kind === 'field');
      focusSoon(first && first.kind === 'field' ? fieldId(`${path}.${row}.${first.key}`) : listHeadingId(path));
    },
    removeRow: (path, rowIndex) => {
      dispatch({ type: 'REMOVE_ROW', path, index: rowIndex });
      focusSoon(listHeadingId(path));
    },
  };

  return (
    <div className={styles.page}>
      <StepList type={type} flowId={flowId} modules={modules} index={index} dispatch={dispatch} />
      <div>
        {/* The journey's counter: from the first module to payment. */}
        <p className={styles.stepCaption}>{presentJourney(type, flowId, NO_FACTS, { modules, at: moduleStepId(summary.path) }).caption}</p>
        <PageHeading id="module-title" className={styles.heading}>
          {summary.title}
        </PageHeading>
      </div>
      {messages.length > 0 && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {messages.map((m, i) => (
              <p key={i} className={styles.text}>
                {m.text}
              </p>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      {!content ? (
        <PageLoading label={LOADING_MODULE_LABEL} />
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="module-title">
          <ErrorSummary items={summaryItems} attempt={attempt} />
          {state.error && <ProblemBox key={attempt}>{`${SAVE_FAILED_TEXT} ${plainErrorText(state.error)}`}</ProblemBox>}
          <ModuleFields components={content.components} ctx={ctx} />
          <div className={styles.actions}>
            <SubmitButton busy={state.saving}>{SUBMIT_LABEL}</SubmitButton>
            {back && (
              <Button appearance="secondary" onClick={() => dispatch({ type: 'NAVIGATE', target: back })}>
                Back
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

/** After a row is added or removed, focus goes to its first field or to the list's heading. */
function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The modules' statuses depend on their answers alone, not on what this session recorded. */
const NOTHING_RECORDED = { attested: false, validated: false };

/**
 * The modules as steps, each with its status in words (the journey's task list, from the answers
 * the registry holds). Moving to another module asks the registry again, so a module just saved
 * shows as completed.
 */
function StepList(props: {
  type: ModuleFlowType;
  flowId: string;
  modules: readonly ModuleSummary[];
  index: number;
  dispatch: (event: ModuleNavEvent) => void;
}) {
  const styles = useModulesStyles();
  const { type, flowId, modules, index } = props;
  const api = useService(TOKENS.RegistryApi);
  const queryClient = useQueryClient();
  const held = useSuspenseQuery(flowModulesQuery(api, flowId)).data;
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    void queryClient.invalidateQueries({ queryKey: flowKeys.modules(flowId) });
  }, [index, flowId, queryClient]);
  const tasks = presentTaskList(type, flowId, journeyFacts({ modules: held, submitter: null }, NOTHING_RECORDED), { modules });
  const status = (path: string) => tasks.tasks.find((t) => t.id === moduleStepId(path))?.statusText;
  return (
    <nav aria-label={tasks.title} className={styles.steps}>
      <ol className={styles.stepList}>
        {modules.map((m, i) => (
          <li key={m.path} className={styles.step}>
            {i < index ? (
              <StepLink {...props} module={m} number={i + 1} />
            ) : (
              <span className={i === index ? styles.stepCurrent : undefined} aria-current={i === index ? 'step' : undefined}>
                {`${i + 1}. ${m.title}`}
              </span>
            )}
            <span className={styles.stepStatus}>{status(m.path)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An earlier module: a real link (its address), whose click goes through the core (saving valid data first). */
function StepLink({
  type,
  flowId,
  module,
  number,
  dispatch,
}: {
  type: ModuleFlowType;
  flowId: string;
  module: ModuleSummary;
  number: number;
  dispatch: (event: ModuleNavEvent) => void;
}) {
  const styles = useModulesStyles();
  const href = useHref(modulePath(type, flowId, module.path));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    dispatch({ type: 'NAVIGATE', target: { kind: 'MODULE', module: module.path } });
  };
  return (
    <Link className={styles.stepLink} href={href} onClick={onClick}>
      {`${number}. ${module.title}`}
    </Link>
  );
}

export { loader, shouldRevalidate } from './modules-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label={LOADING_LABEL} />;
