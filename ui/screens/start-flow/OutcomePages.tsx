/**
 * The wizard's dead ends (docs/portal.md §Start flow): no licenses available, nothing selected, the registry's
 * license validation errors at state, license and LOA level, and a failed flow creation. Each
 * says what happened and leads back to where it can be put right; the choices are kept.
 */
import { Button } from '@fluentui/react-button';
import { stateLineErrors, validationReport } from '../../../core/use-cases/start-flow/choices';
import { ProblemBox } from '../../components/page/ProblemBox';
import { BackLink, OutcomePage } from './StepPage';
import { useStartFlowStyles } from './start-flow-styles';
import type { StartFlowModel } from './useStartFlow';
import { FLOW_CREATION_FAILED } from '../../../core/errors';

export const NO_LICENSES_AVAILABLE_TITLE = 'No licenses are available';
export const NO_LICENSES_SELECTED_TITLE = 'No licenses selected';
export const VALIDATION_ERRORS_TITLE = 'The registry cannot accept these licenses';
export const CREATION_FAILED_TITLE = FLOW_CREATION_FAILED;

export function NoLicensesAvailable({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const problems = stateLineErrors(model.state);
  return (
    <OutcomePage model={model} title={NO_LICENSES_AVAILABLE_TITLE}>
      <p className={styles.lead}>There is no license you can apply for in the states you chose.</p>
      {problems.map((p) => (
        <section key={p.stateCode} className={styles.section} aria-labelledby={`no-lines-${p.stateCode}`}>
          <h2 id={`no-lines-${p.stateCode}`} className={styles.h2}>
            {p.stateName}
          </h2>
          <ul className={styles.messages}>
            {p.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </section>
      ))}
      <BackLink model={model}>Choose other states</BackLink>
    </OutcomePage>
  );
}

export function NoLicensesSelected({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  return (
    <OutcomePage model={model} title={NO_LICENSES_SELECTED_TITLE}>
      <p className={styles.lead}>You did not select a line of authority in any state. Go back and select at least one to apply.</p>
      <BackLink model={model}>Choose your licenses</BackLink>
    </OutcomePage>
  );
}

export function ValidationErrors({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const report = validationReport(model.state);
  return (
    <OutcomePage model={model} title={VALIDATION_ERRORS_TITLE}>
      <p className={styles.lead}>The registry found problems with the licenses you chose. Go back and change them.</p>
      {report.map((state) => (
        <section key={state.stateCode} className={styles.section} aria-labelledby={`errors-${state.stateCode}`}>
          <h2 id={`errors-${state.stateCode}`} className={styles.h2}>
            {state.stateName}
          </h2>
          {state.errors.length > 0 && (
            <ul className={styles.messages}>
              {state.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {state.licenses.map((license) => (
            <div key={license.name} className={styles.section}>
              <h3 className={styles.h3}>{license.name}</h3>
              <ul className={styles.messages}>
                {license.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
                {license.loas.flatMap((loa) =>
                  loa.errors.map((e) => (
                    <li key={`${loa.name}:${e}`}>
                      {loa.name}: {e}
                    </li>
                  )),
                )}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <BackLink model={model}>Change your licenses</BackLink>
    </OutcomePage>
  );
}

export function CreationFailed({ model, message }: { model: StartFlowModel; message: string }) {
  const styles = useStartFlowStyles();
  return (
    <OutcomePage model={model} title={CREATION_FAILED_TITLE}>
      <ProblemBox>
        <p className={styles.lead}>{message}. Nothing was created, and your choices are kept.</p>
      </ProblemBox>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={model.retry}>
          Try again
        </Button>
      </div>
    </OutcomePage>
  );
}
