/** Step 1: whether the licensee is an individual or a firm. */
import { Button } from '@fluentui/react-button';
import type { EntityType } from '../../../core/model/identify';
import { IDENTIFY_INTRO } from '../../../core/use-cases/identify/use-case';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { StepForm } from './StepForm';
import { useIdentifyStyles } from './identify-styles';
import { useEntityStep } from './useEntityStep';
import { ENTITY_FIELD_ID, ENTITY_TYPE_LABEL, type IdentifyScreen } from './useIdentifyLicensee';

export const ENTITY_OPTIONS: ReadonlyArray<{ value: EntityType; label: string }> = [
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'FIRM', label: 'Firm' },
];

export function EntityStep({ screen, focusOnMount }: { screen: IdentifyScreen; focusOnMount: boolean }) {
  const styles = useIdentifyStyles();
  const model = useEntityStep(screen);
  return (
    <StepForm
      id="identify-step-entity"
      title="Who is the licensee?"
      summary={model.summary}
      attempt={model.attempt}
      focusOnMount={focusOnMount}
      onSubmit={model.continueToSearch}
    >
      <p className={styles.lead}>{IDENTIFY_INTRO}</p>
      <ChoiceField
        id={ENTITY_FIELD_ID}
        legend={ENTITY_TYPE_LABEL}
        options={ENTITY_OPTIONS}
        value={model.entityChoice}
        onChange={model.chooseEntity}
        error={model.entityError}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          Continue
        </Button>
      </div>
    </StepForm>
  );
}
