/**
 * Attestation: the registry's message for the location, the statements, and one checkbox the
 * submitter must check (core rule) before Continue records the attestation for this session
 * (core/use-cases/journey/records.ts) and leads to the next step of the journey.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { confirmAttestation } from '../../../core/use-cases/journey/kept-steps';
import { Button } from '@fluentui/react-button';
import type { FlowScreenType } from '../../../core/model/constants';
import { ATTESTATION_HEADING, ATTESTATION_LABEL, ATTESTATION_LOCATION, attestationStatements } from '../../../core/use-cases/flow-steps/attestation';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { ErrorSummary } from '../../components/forms/ErrorSummary';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { messagesQuery } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';
import { useJourney } from './useJourney';

const CHECKBOX_ID = 'attestation-confirm';

export default function Attestation({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const store = useService(TOKENS.SessionStore);
  const next = useJourney(type, 'attestation').nextPath;
  // The registry's words for this location (the loader asked for them); the page works without them if they fail to load.
  const messages = useSuspenseQuery(messagesQuery(api, flowId, ATTESTATION_LOCATION)).data;
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The registry has no call for it: this session keeps it (core), and payment asks for it.
    const problem = confirmAttestation(store, flowId, confirmed);
    if (problem) {
      setAttempt((n) => n + 1);
      setError(problem);
      return;
    }
    if (next) void navigate(next);
  };

  return (
    <FlowStepPage type={type} step="attestation" hasErrors={error !== undefined}>
      <ErrorSummary items={error ? [{ fieldId: CHECKBOX_ID, message: error }] : []} attempt={attempt} />
      {messages
        .filter((m) => m.stateCodes.length === 0)
        .map((m) => (
          <p key={m.text} className={styles.lead}>
            {m.text}
          </p>
        ))}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div>
          <h2 className={styles.sectionTitle}>{ATTESTATION_HEADING}</h2>
          <ul className={styles.statements}>
            {attestationStatements(type).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <CheckboxField
          id={CHECKBOX_ID}
          label={ATTESTATION_LABEL}
          checked={confirmed}
          required
          error={error}
          onChange={(checked) => {
            setConfirmed(checked);
            if (checked) setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">
            Continue
          </Button>
        </div>
      </form>
    </FlowStepPage>
  );
}
