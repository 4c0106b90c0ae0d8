/**
 * The name page of a demographic update (docs/portal.md §Name change "Name update", "Name post"): per enabled
 * entry the current name, the requested name and a checkbox per jurisdiction; the disabled
 * jurisdictions with why. PASS goes to the submitter; PARTIAL and FAIL show each jurisdiction's
 * message by its entry. useNameChange.ts talks to the core; this file and NameItem.tsx render.
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { disabledJurisdictionsText, NAME_PAGE_TITLE, nameRefusal } from '../../../core/use-cases/names/name-page';
import type { NameField } from '../../../core/rules/names';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { PageHeading } from '../../components/page/PageHeading';
import { HeadedLoading } from '../../components/page/HeadedLoading';
import { usePageTitle } from '../../app/page-title';
import { NameItem, fieldId, jurisdictionsId } from './NameItem';
import { RefusalBox } from './RefusalBox';
import { useNameChange } from './useNameChange';

export const LOADING_NAMES = 'Loading your names…';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '40rem' },
  lead: { marginTop: 0, marginBottom: 0, color: tokens.colorNeutralForeground2 },
  disabled: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorNeutralStroke1}`,
  },
  disabledTitle: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
});

const SUMMARY_ORDER: readonly (NameField | 'jurisdictions')[] = ['company', 'first', 'middle', 'last', 'suffix', 'jurisdictions'];

function NameChangePage({ flowId }: { flowId: string }) {
  const styles = useStyles();
  const [state, dispatch] = useNameChange(flowId);
  const [attempt, setAttempt] = useState(0);
  const refusal = nameRefusal(state);
  const summary: ErrorSummaryItem[] = Object.entries(state.nameErrors).flatMap(([index, errors]) =>
    SUMMARY_ORDER.flatMap((field) => {
      const message = errors[field];
      if (!message) return [];
      return [
        {
          fieldId: field === 'jurisdictions' ? jurisdictionsId(Number(index), state.items[Number(index)]) : fieldId(Number(index), field as NameField),
          message: state.items.length > 1 ? `Name ${Number(index) + 1}: ${message}` : message,
        },
      ];
    }),
  );
  usePageTitle(NAME_PAGE_TITLE, summary.length > 0 || refusal !== undefined);
  if (state.fetch.status !== 'success')
    return <HeadedLoading className={styles.form} headingId="name-change-title" title={NAME_PAGE_TITLE} label={LOADING_NAMES} />;
  const { disabled } = state.fetch.data;
  const disabledText = disabledJurisdictionsText(disabled);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    dispatch({ type: 'SUBMIT' });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="name-change-title" className={styles.form}>
      <PageHeading id="name-change-title">{NAME_PAGE_TITLE}</PageHeading>
      <p className={styles.lead}>
        Enter the name you want the registry to hold, and choose the jurisdictions where it should change. Fields marked * are required.
      </p>
      {refusal && <RefusalBox key={attempt} title={refusal.title} text={refusal.text} />}
      <ErrorSummary items={summary} attempt={attempt} />
      {state.items.length === 0 && <p>There is no name you can change online.</p>}
      {state.items.map((item, index) => (
        <NameItem key={index} index={index} count={state.items.length} item={item} state={state} dispatch={dispatch} />
      ))}
      {disabledText && (
        <section aria-labelledby="name-disabled-title" className={styles.disabled}>
          <h2 id="name-disabled-title" className={styles.disabledTitle}>
            Not available online
          </h2>
          <p>{disabledText}</p>
        </section>
      )}
      {state.items.length > 0 && (
        <div className={styles.actions}>
          <SubmitButton busy={state.post.status === 'loading'}>Continue</SubmitButton>
        </div>
      )}
    </form>
  );
}

export default function NameChange() {
  const { flowId = '' } = useParams();
  // A new flow in the address is a new page: its own use-case.
  return <NameChangePage key={flowId} flowId={flowId} />;
}
