/**
 * The frame of each identify step: a form the browser does not validate (the core's rules do),
 * whose h1 is the screen's name as a caption above the step's own title (read as one phrase,
 * "Identify Licensee: Search details"), then the error summary.
 * The page title names the step, with "Error: " in front while the step shows errors or a
 * failed search.
 * The h1 is what the root layout focuses after every URL change (ui/app/location-events.ts); a
 * step shown after the first also focuses it itself, so the step's heading gets focus whatever
 * that rule becomes.
 */
import { lazy, Suspense, useEffect, type FormEvent, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { usePageTitle } from '../../app/page-title';
import { laterParts } from '../../app/tiers';
import { PageHeading } from '../../components/page/PageHeading';
import { outcomeHasFocus } from '../../components/page/outcome-focus';
import type { ErrorSummaryItem } from '../../components/forms/ErrorSummary';

export const IDENTIFY_TITLE = 'Identify Licensee';

// The error summary comes with the later steps (ui/app/later-parts.ts), whose load starts at the user's
// first key or pointer press: before any submit can ask for it. Until it is there the summary
// waits (no fallback), then takes focus when it mounts, as it does on every failed submit.
const ErrorSummary = lazy(() => laterParts().then((m) => ({ default: m.ErrorSummary })));

const useStyles = makeStyles({
  // One readable column that fills a 375 px phone.
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '36rem' },
});

export interface StepFormProps {
  readonly id: string;
  readonly title: string;
  readonly summary: readonly ErrorSummaryItem[];
  readonly attempt: number;
  /** A failed search is shown: the title says "Error: " too. */
  readonly failed?: boolean;
  readonly onSubmit: () => void;
  /** False for the step the page opened on, where focus starts at the top of the page. */
  readonly focusOnMount: boolean;
  readonly children: ReactNode;
}

export function StepForm({ id, title, summary, attempt, failed = false, onSubmit, focusOnMount, children }: StepFormProps) {
  const styles = useStyles();
  usePageTitle(`${title} - ${IDENTIFY_TITLE}`, summary.length > 0 || failed);
  useEffect(() => {
    // Once per step: each step is its own component, mounted when the step opens.
    // A failed search shown with the step has taken focus first (FailureAlerts) and keeps it.
    if (focusOnMount && !outcomeHasFocus()) document.getElementById(id)?.focus();
  }, [focusOnMount, id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={id} className={styles.form}>
      <PageHeading id={id} caption={IDENTIFY_TITLE}>
        {title}
      </PageHeading>
      {summary.length > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary items={summary} attempt={attempt} />
        </Suspense>
      )}
      {children}
    </form>
  );
}
