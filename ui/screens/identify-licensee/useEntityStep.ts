/** Step 1's state: the entity type chosen (in memory until Continue moves the URL) and its error. */
import type { EntityType } from '../../../core/model/identify';
import { SELECT_ENTITY_TYPE } from '../../../core/rules/messages';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { ENTITY_FIELD_ID, type IdentifyScreen } from './useIdentifyLicensee';

export function useEntityStep(screen: IdentifyScreen) {
  const { entity, search } = screen;
  const chooseEntity = (value: EntityType) => {
    entity.setChoice(value);
    entity.setError(undefined);
  };
  const continueToSearch = () => {
    if (!entity.choice) {
      entity.setError(SELECT_ENTITY_TYPE);
      screen.failedAttempt();
      return;
    }
    // Another entity type offers other lookup options: its search starts unchosen.
    const keepSearch = entity.choice === entity.searchEntity.current;
    entity.searchEntity.current = entity.choice;
    if (!keepSearch) search.setChoice('');
    screen.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType: entity.choice });
    screen.go({ step: 'search', entityType: entity.choice, searchType: keepSearch ? search.choice || undefined : undefined });
  };
  const summary: ErrorSummaryItem[] = entity.error ? [{ fieldId: ENTITY_FIELD_ID, message: entity.error }] : [];
  return { entityChoice: entity.choice, entityError: entity.error, chooseEntity, continueToSearch, summary, attempt: screen.attempt };
}
