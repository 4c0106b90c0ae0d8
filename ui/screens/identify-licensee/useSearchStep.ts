/**
 * Step 2's state: the lookup option chosen, the values typed, the core's checks on submit, and
 * the search sent through the shared use-case (the URL follows its result).
 */
import type { SearchType } from '../../../core/model/identify';
import { lookupOption, lookupOptionsFor } from '../../../core/model/lookup';
import { toIdentifyRequest, validateIdentify, type IdentifyField } from '../../../core/rules/identify';
import { errorList, hasErrors } from '../../../core/rules/messages';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { identifyFieldId, identifyFormOf, type IdentifyScreen, type SearchValues } from './useIdentifyLicensee';

export function useSearchStep(screen: IdentifyScreen) {
  const { entityType, searchType, search } = screen;
  const option = entityType && searchType ? lookupOption(entityType, searchType) : undefined;

  const chooseSearch = (value: SearchType) => {
    // Another option has other fields: the last submit's messages no longer describe this form.
    search.setErrors({});
    search.setChoice(value);
  };
  const setValue = <K extends keyof SearchValues>(field: K, value: SearchValues[K]) => search.setValues((v) => ({ ...v, [field]: value }));

  const submitSearch = () => {
    if (screen.submitting) return;
    const form = identifyFormOf(screen);
    const found = validateIdentify(form);
    search.setErrors(found);
    search.setRestarted(false);
    if (hasErrors(found) || !entityType || !searchType) {
      screen.failedAttempt();
      return;
    }
    // Back from the authorization step to change the search: this is a new search.
    if (screen.machine.step === 'AUTHORIZE') screen.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType });
    screen.dispatch({ type: 'SUBMIT', request: toIdentifyRequest({ ...form, entityType, searchType }) });
    void screen.followResult('search');
  };
  const backToEntity = () => screen.go({ step: 'entity', entityType });

  // Summary entries in form order: search type, the option's fields, then the agreement.
  const order = Object.fromEntries(['searchType', ...(option?.fields ?? []), 'useAgreementAccepted'].map((f) => [f, f])) as Partial<
    Record<IdentifyField, string>
  >;
  const summary: ErrorSummaryItem[] = errorList(search.errors, order).map((e) => ({ fieldId: identifyFieldId(e.field), message: e.message }));

  return {
    entityType,
    searchType,
    searchOptions: entityType ? lookupOptionsFor(entityType) : [],
    chooseSearch,
    fields: option?.fields ?? [],
    values: search.values,
    setValue,
    errors: search.errors,
    summary,
    attempt: screen.attempt,
    submitSearch,
    backToEntity,
    restarted: search.restarted,
    submitting: screen.submitting,
    failure: screen.failure,
  };
}

export type SearchStepModel = ReturnType<typeof useSearchStep>;
