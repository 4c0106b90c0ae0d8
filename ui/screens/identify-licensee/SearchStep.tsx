/**
 * Step 2: the lookup options of the chosen entity type (docs/portal.md §Identify), the chosen option's fields,
 * and the use agreement. Nothing is sent until every field passes the core's rules.
 */
import { Link } from '@fluentui/react-link';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { AUTHORIZATION_RESTARTED } from '../../../core/use-cases/identify/use-case';
import { SEARCH_FIELD_LABELS, type SearchField } from '../../../core/model/lookup';
import { US_STATES } from '../../../core/model/us-states';
import { IDENTIFY_LABELS } from '../../../core/rules/identify';
import { FEIN_MASK, SSN_MASK } from '../../../core/rules/masks';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { TermsLink } from '../../components/forms/TermsLink';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { SelectField, TextField } from '../../components/forms/FormField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ENTITY_OPTIONS } from './EntityStep';
import { FailureAlerts } from './FailureAlerts';
import { StepForm } from './StepForm';
import { useIdentifyStyles } from './identify-styles';
import { identifyFieldId, type IdentifyScreen } from './useIdentifyLicensee';
import { useSearchStep, type SearchStepModel } from './useSearchStep';

export const USE_AGREEMENT_LABEL = 'I accept the use agreement';
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

function SearchInput({ field, model }: { field: SearchField; model: SearchStepModel }) {
  const common = {
    id: identifyFieldId(field),
    label: SEARCH_FIELD_LABELS[field],
    value: model.values[field],
    onChange: (value: string) => model.setValue(field, value),
    error: model.errors[field],
    required: true,
  };
  switch (field) {
    case 'licenseState':
      return <SelectField {...common} options={STATE_OPTIONS} placeholder="Select a state" />;
    case 'ssn':
      return <TextField {...common} mask={SSN_MASK} />;
    case 'fein':
      return <TextField {...common} mask={FEIN_MASK} />;
    case 'npn':
      return <TextField {...common} input={{ inputMode: 'numeric', autoComplete: 'off' }} />;
    case 'lastName':
      return <TextField {...common} input={{ autoComplete: 'family-name' }} />;
    case 'licenseNumber':
      return <TextField {...common} input={{ autoComplete: 'off' }} />;
  }
}

export function SearchStep({ screen, focusOnMount }: { screen: IdentifyScreen; focusOnMount: boolean }) {
  const styles = useIdentifyStyles();
  const model = useSearchStep(screen);
  const entityLabel = ENTITY_OPTIONS.find((o) => o.value === model.entityType)?.label;
  return (
    <StepForm
      id="identify-step-search"
      title="Search details"
      summary={model.summary}
      attempt={model.attempt}
      failed={model.failure !== undefined}
      focusOnMount={focusOnMount}
      onSubmit={model.submitSearch}
    >
      <FailureAlerts failure={model.failure} />
      {model.restarted && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{AUTHORIZATION_RESTARTED.title}</MessageBarTitle>
            {AUTHORIZATION_RESTARTED.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.chosen}>
        <p className={styles.lead}>
          Licensee type: <strong>{entityLabel}</strong>
        </p>
        <Link as="button" type="button" onClick={model.backToEntity}>
          Change licensee type
        </Link>
      </div>
      <ChoiceField
        id={identifyFieldId('searchType')}
        legend={IDENTIFY_LABELS.searchType}
        options={model.searchOptions.map((o) => ({ value: o.searchType, label: o.label }))}
        value={model.searchType ?? ''}
        onChange={model.chooseSearch}
        error={model.errors.searchType}
        required
      />
      {model.fields.map((field) => (
        <SearchInput key={field} field={field} model={model} />
      ))}
      <section className={styles.agreement} aria-labelledby="identify-agreement-title">
        <h2 id="identify-agreement-title" className={styles.agreementHeading}>
          Use agreement
        </h2>
        <p className={styles.agreementText}>
          This portal is for insurance licensees and the people they authorize. By continuing you confirm that you are the licensee, or act on the
          licensee&apos;s behalf, and that you will use the registry&apos;s information only for licensing matters. Access is monitored.
        </p>
        <TermsLink className={styles.agreementText} />
        <CheckboxField
          id={identifyFieldId('useAgreementAccepted')}
          label={USE_AGREEMENT_LABEL}
          checked={model.values.useAgreementAccepted}
          onChange={(checked) => model.setValue('useAgreementAccepted', checked)}
          error={model.errors.useAgreementAccepted}
          required
        />
      </section>
      <div className={styles.actions}>
        <SubmitButton busy={model.submitting} />
      </div>
    </StepForm>
  );
}
