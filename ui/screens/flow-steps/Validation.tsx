/**
 * Validation: the registry's rules over what the flow holds (core checkFlow: each module's saved
 * data with its configuration, and the saved submitter; LICENSE-UPDATE checks as
 * DEMOGRAPHIC-UPDATE). Problems are listed with links to the step that fixes each; with none, the
 * page says so, announced as a status, and offers "Continue to submit"; the heading takes focus
 * as on every page.
 */
import { useNavigate } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { recordValidation } from '../../../core/use-cases/journey/kept-steps';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { FlowScreenType } from '../../../core/model/constants';
import { submitterDefaults } from '../../../core/use-cases/submitter/defaults';
import { checkFlow, CONTINUE_TO_SUBMIT, NO_PROBLEMS_TITLE, noProblemsText, PROBLEMS_TEXT, problemsTitle } from '../../../core/use-cases/flow-steps/validation';
import { TYPE_NOUNS } from '../../../core/use-cases/flow-steps/steps';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { journeyQueries } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';
import { useFlowModules } from './useFlowModules';
import { useJourney } from './useJourney';

export default function Validation({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const store = useService(TOKENS.SessionStore);
  const modules = useFlowModules(type, flowId);
  const submitter = useSuspenseQuery({ ...journeyQueries(api, type, flowId).submitter, staleTime: Infinity }).data;
  const input = { modules, submitter: submitterDefaults(submitter) };
  const problems = checkFlow(type, flowId, input);
  const next = useJourney(type, 'validation').nextPath;
  const onContinue = (to: string) => {
    // Nothing to fix, and the licensee goes on: this session keeps it (core; it counts after the attestation only).
    recordValidation(store, type, flowId, input);
    void navigate(to);
  };
  return (
    <FlowStepPage type={type} step="validation" hasErrors={problems.length > 0}>
      {problems.length > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <h2 className={styles.barTitle}>{problemsTitle(problems.length)}</h2>
            <p className={styles.lead}>{PROBLEMS_TEXT}</p>
            <ul className={styles.problems}>
              {problems.map((p) => (
                <li key={`${p.where}:${p.message}`}>
                  <RouterLink to={p.fixPath}>{`${p.where}: ${p.message}`}</RouterLink>
                </li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : (
        // Nothing to fix: said as a status (a screen reader announces it), then the one next thing to do.
        <div className={styles.form}>
          <div role="status">
            <MessageBar intent="success" layout="multiline">
              <MessageBarBody>
                <h2 className={styles.barTitle}>{NO_PROBLEMS_TITLE}</h2>
                <p id="no-problems-text" className={styles.lead}>
                  {noProblemsText(TYPE_NOUNS[type])}
                </p>
              </MessageBarBody>
            </MessageBar>
          </div>
          {next && (
            <div className={styles.actions}>
              <Button appearance="primary" aria-describedby="no-problems-text" onClick={() => onContinue(next)}>
                {CONTINUE_TO_SUBMIT}
              </Button>
            </div>
          )}
        </div>
      )}
    </FlowStepPage>
  );
}
