/**
 * Step 3, only after AUTHORIZATION_FAILURE: the part of the SSN the registry asks for (the
 * result's ssnVerification), full or the last four. It is held in memory only.
 */
import { Button } from '@fluentui/react-button';
import { SEARCH_FIELD_LABELS } from '../../../core/model/lookup';
import { authorizationRequest } from '../../../core/use-cases/identify/use-case';
import { SSN_LAST_FOUR_MASK, SSN_MASK } from '../../../core/rules/masks';
import { TextField } from '../../components/forms/FormField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { FailureAlerts } from './FailureAlerts';
import { StepForm } from './StepForm';
import { useIdentifyStyles } from './identify-styles';
import { useAuthorizeStep } from './useAuthorizeStep';
import { AUTH_SSN_ID, type IdentifyScreen } from './useIdentifyLicensee';

export function AuthorizeStep({ screen, focusOnMount }: { screen: IdentifyScreen; focusOnMount: boolean }) {
  const styles = useIdentifyStyles();
  const model = useAuthorizeStep(screen);
  const lastFour = model.ssnMode === 'LAST_FOUR';
  const asked = authorizationRequest(model.ssnMode);
  return (
    <StepForm
      id="identify-step-authorize"
      title="Verify your identity"
      summary={model.summary}
      attempt={model.attempt}
      failed={model.failure !== undefined}
      focusOnMount={focusOnMount}
      onSubmit={model.submitAuthorization}
    >
      <FailureAlerts failure={model.failure} />
      <p className={styles.lead}>{asked.lead}</p>
      <TextField
        id={AUTH_SSN_ID}
        label={SEARCH_FIELD_LABELS.ssn}
        hint={asked.hint}
        mask={lastFour ? SSN_LAST_FOUR_MASK : SSN_MASK}
        value={model.authSsn}
        onChange={model.setAuthSsn}
        error={model.authError}
        required
      />
      <div className={styles.actions}>
        <SubmitButton busy={model.submitting} />
        <Button appearance="secondary" onClick={model.startOver} disabled={model.submitting}>
          Start over
        </Button>
      </div>
    </StepForm>
  );
}
