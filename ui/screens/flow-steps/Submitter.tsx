/**
 * The submitter screen (docs/portal.md §Submitter, §Calls), shared by every type: who submits, their name,
 * address and contact, and the use acceptance: a checkbox, or a sentence where it was accepted when
 * signing in. useSubmitter.ts holds the core use-case; this file only renders its state and dispatches.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import type { FlowScreenType } from '../../../core/model/constants';
import type { Submitter, SubmitterResponse } from '../../../core/model/submitter';
import { SUBMITTER_LABELS, type SubmitterField } from '../../../core/rules/submitter';
import { addressOf } from '../../../core/use-cases/submitter/machine';
import {
  callFailureText,
  addressCheckView,
  hasFormProblems,
  isBusy,
  MY_SELF_NOTE,
  NON_USA_NUMBER_LABEL,
  PHONE_HINT,
  POSTAL_CODE_HINTS,
  regionKind,
  serverErrorField,
  submitterErrorList,
  SUBMITTING_FOR_LEGEND,
  SUBMITTING_FOR_OPTIONS,
  USE_ACCEPTANCE_LABEL,
} from '../../../core/use-cases/submitter/use-case';
import { USE_ACCEPTED_AT_SIGN_IN } from '../../../core/use-cases/submitter/use-acceptance';
import {
  changeContactLabel,
  contactGivenLead,
  contactShownAsGiven,
  givenContactRows,
  type GivenContact,
} from '../../../core/use-cases/submitter/given-contact';
import { TYPE_NOUNS } from '../../../core/use-cases/flow-steps/steps';
import { AddressProvider } from '../../app/address-lookup';
import { useReferenceLists } from '../../app/environment';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { TermsLink } from '../../components/forms/TermsLink';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { SelectField, TextField, type SelectFieldProps } from '../../components/forms/FormField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ProblemBox } from '../../components/page/ProblemBox';
import { AddressCheckPanel } from './AddressCheck';
import { AddressSearch } from './AddressSearch';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';
import { SummaryList } from './StepParts';
import { useGivenContact, useSavedSubmitter, useSubmitter } from './useSubmitter';

const PHONE_MASK = '(999) 999-9999';

export const fieldId = (field: SubmitterField): string => (field === 'useAcceptance' ? 'submitter-useAcceptance' : `submitter-${field}`);

export default function SubmitterScreen({ type }: { type: FlowScreenType }) {
  const flowId = useFlowId();
  const saved = useSavedSubmitter(type, flowId);
  const given = useGivenContact(type, flowId);
  return (
    <AddressProvider>
      <SubmitterForm type={type} flowId={flowId} saved={saved} given={given} />
    </AddressProvider>
  );
}

function SubmitterForm({ type, flowId, saved, given }: { type: FlowScreenType; flowId: string; saved: SubmitterResponse; given: GivenContact }) {
  const styles = useFlowStepStyles();
  const lists = useReferenceLists();
  const { state, dispatch, asksUseAcceptance } = useSubmitter(type, flowId, saved);
  const { form } = state;
  // The contact given earlier in the journey is shown until the licensee asks to change it.
  const [changingContact, setChangingContact] = useState(false);
  const givenParts = changingContact ? [] : contactShownAsGiven(form, given, state.errors, state.serverErrors);
  const someoneElse = form.submittingFor === 'SOMEONE_ELSE';
  const region = regionKind(form.country);
  const errorOf = (f: SubmitterField) => state.errors[f];
  const edit = (field: keyof Submitter) => (value: string | boolean) => dispatch({ type: 'EDIT', field, value });
  const text = (field: SubmitterField, extra: { hint?: string; mask?: string; autoComplete?: string; short?: boolean } = {}) => (
    <TextField
      id={fieldId(field)}
      label={SUBMITTER_LABELS[field]}
      value={form[field] as string}
      onChange={edit(field)}
      error={errorOf(field)}
      required={someoneElse && REQUIRED_SOMEONE_ELSE.has(field)}
      hint={extra.hint}
      mask={extra.mask}
      className={extra.short ? styles.short : undefined}
      input={extra.autoComplete ? { autoComplete: extra.autoComplete } : undefined}
    />
  );

  // The country, state and province lists: always required where they are shown.
  const select = (field: 'country' | 'state' | 'province', options: SelectFieldProps['options']) => (
    <SelectField
      id={fieldId(field)}
      label={SUBMITTER_LABELS[field]}
      value={form[field]}
      onChange={edit(field)}
      error={errorOf(field)}
      required
      options={options}
    />
  );

  const summary: ErrorSummaryItem[] = [
    ...submitterErrorList(state).map((e) => ({ fieldId: fieldId(e.field), message: e.message })),
    ...state.serverErrors.map((message) => ({ fieldId: fieldId(serverErrorField(message) ?? 'useAcceptance'), message })),
    // The address service found the address incomplete: said in the summary, which takes focus.
    ...(state.addressCheck?.kind === 'VALIDATION_FAIL' ? [{ fieldId: fieldId('address1'), message: addressCheckView(state.addressCheck).text }] : []),
  ];
  const check = state.addressCheck;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'SUBMIT' });
  };

  return (
    <FlowStepPage type={type} step="submitter" hasErrors={hasFormProblems(state)}>
      <ErrorSummary items={summary} attempt={state.attempt} />
      {state.callFailure && (
        <ProblemBox>
          <p className={styles.lead}>{callFailureText(state.callFailure)}</p>
        </ProblemBox>
      )}
      {check && check.kind !== 'VALIDATION_FAIL' && state.status === 'CONFIRM_ADDRESS' && (
        <AddressCheckPanel
          check={check}
          typed={addressOf(form)}
          onUse={(address) => dispatch({ type: 'USE_ADDRESS', address })}
          onKeep={() => dispatch({ type: 'KEEP_TYPED_ADDRESS' })}
          onEdit={() => {
            dispatch({ type: 'EDIT_ADDRESS' });
            document.getElementById(fieldId('address1'))?.focus();
          }}
        />
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Submitter">
        <ChoiceField
          id="submitter-submittingFor"
          legend={SUBMITTING_FOR_LEGEND}
          options={SUBMITTING_FOR_OPTIONS}
          value={form.submittingFor}
          onChange={(v) => dispatch({ type: 'EDIT', field: 'submittingFor', value: v })}
          required
        />
        {someoneElse ? (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Submitter</legend>
              {text('firmName', { autoComplete: 'organization' })}
              {text('title', { autoComplete: 'honorific-prefix', short: true })}
              <div className={styles.row}>
                {text('firstName', { autoComplete: 'given-name' })}
                {text('lastName', { autoComplete: 'family-name' })}
              </div>
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Address</legend>
              {select(
                'country',
                lists.countries.map((c) => ({ value: String(c.licensehubCountryCode), label: c.displayName })),
              )}
              {region === 'US' && (
                <AddressSearch
                  current={addressOf(form)}
                  onChoose={(address) => {
                    dispatch({ type: 'FILL_ADDRESS', address });
                    document.getElementById(fieldId('address1'))?.focus();
                  }}
                />
              )}
              {text('address1', { autoComplete: 'address-line1' })}
              {text('address2', { autoComplete: 'address-line2' })}
              {text('address3', { autoComplete: 'address-line3' })}
              {text('city', { autoComplete: 'address-level2' })}
              {region === 'US' ? (
                <div className={styles.row}>
                  {select(
                    'state',
                    lists.states.map((s) => ({ value: s.stateCode, label: s.displayName })),
                  )}
                  {text('zipCode', { hint: POSTAL_CODE_HINTS.US, autoComplete: 'postal-code' })}
                </div>
              ) : (
                <div className={styles.row}>
                  {region === 'CANADA' ? (
                    select(
                      'province',
                      lists.provinces.map((p) => ({ value: p.provinceCode, label: p.displayName })),
                    )
                  ) : (
                    <TextField
                      id={fieldId('province')}
                      label={SUBMITTER_LABELS.province}
                      value={form.province}
                      onChange={edit('province')}
                      error={errorOf('province')}
                      required
                    />
                  )}
                  {text('postalCode', { hint: POSTAL_CODE_HINTS[region], autoComplete: 'postal-code' })}
                </div>
              )}
            </fieldset>
          </>
        ) : (
          <p className={styles.lead}>{MY_SELF_NOTE}</p>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Contact</legend>
          {givenParts.length > 0 && (
            <>
              <p className={styles.lead}>{contactGivenLead(givenParts, TYPE_NOUNS[type])}</p>
              <SummaryList rows={givenContactRows(form, givenParts)} />
              <div>
                <Button
                  onClick={() => {
                    setChangingContact(true);
                    // The fields replace the list: focus goes to the first of them.
                    requestAnimationFrame(() => document.getElementById(fieldId(givenParts[0] ?? 'email'))?.focus());
                  }}
                >
                  {changeContactLabel(givenParts)}
                </Button>
              </div>
            </>
          )}
          {!givenParts.includes('email') && text('email', { autoComplete: 'email' })}
          {!givenParts.includes('phone') && (
            <>
              <div className={styles.row}>
                {text('phone', { hint: PHONE_HINT, mask: PHONE_MASK, autoComplete: 'tel-national' })}
                {text('extension', { short: true, autoComplete: 'tel-extension' })}
              </div>
              <Field>
                <Checkbox
                  id="submitter-nonUsaNumber"
                  label={NON_USA_NUMBER_LABEL}
                  checked={form.nonUsaNumber}
                  onChange={(_, d) => edit('nonUsaNumber')(d.checked === true)}
                />
              </Field>
            </>
          )}
        </fieldset>
        {asksUseAcceptance ? (
          <>
            <TermsLink className={styles.lead} />
            <CheckboxField
              id={fieldId('useAcceptance')}
              label={USE_ACCEPTANCE_LABEL}
              checked={form.useAcceptance}
              onChange={edit('useAcceptance')}
              error={errorOf('useAcceptance')}
              required
            />
          </>
        ) : (
          <TermsLink className={styles.lead} words={USE_ACCEPTED_AT_SIGN_IN} />
        )}
        <div className={styles.actions}>
          <SubmitButton busy={isBusy(state)}>Save and continue</SubmitButton>
        </div>
      </form>
    </FlowStepPage>
  );
}

const REQUIRED_SOMEONE_ELSE = new Set<SubmitterField>([
  'firmName',
  'firstName',
  'lastName',
  'address1',
  'city',
  'country',
  'email',
  'phone',
  'state',
  'zipCode',
  'province',
  'postalCode',
]);
