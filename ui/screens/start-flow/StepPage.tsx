/**
 * The frame of each wizard page (GOV.UK question pages): a Back link to the step before, the h1
 * (the journey's name as a caption above the step's question), the error summary after a refused
 * Continue, the question, and the Continue button. The browser does not validate: the core does.
 */
import type { FormEvent, ReactNode } from 'react';
import { PageHeading } from '../../components/page/PageHeading';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/forms/ErrorSummary';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { RouterLink } from '../../components/navigation/RouterLink';
import { usePageTitle } from '../../app/page-title';
import { useStartFlowStyles } from './start-flow-styles';
import type { StartFlowModel } from './useStartFlow';

export const JOURNEY_TITLE = 'Apply for a license';
export const HEADING_ID = 'start-flow-title';

export function BackLink({ model, children = 'Back' }: { model: StartFlowModel; children?: string }) {
  const styles = useStartFlowStyles();
  if (!model.backAddress) return null;
  return (
    <RouterLink className={styles.back} to={model.backAddress}>
      {children}
    </RouterLink>
  );
}

export function StepHeading({ title, caption = JOURNEY_TITLE }: { title: string; caption?: string | undefined }) {
  return (
    <PageHeading id={HEADING_ID} caption={caption}>
      {title}
    </PageHeading>
  );
}

export interface StepPageProps {
  readonly model: StartFlowModel;
  readonly title: string;
  readonly caption?: string | undefined;
  readonly summary?: readonly ErrorSummaryItem[];
  /** The Continue button's text. */
  readonly action?: string;
  readonly wide?: boolean;
  readonly onSubmit?: () => void;
  readonly children: ReactNode;
}

export function StepPage({ model, title, caption, summary = [], action = 'Continue', wide, onSubmit = model.next, children }: StepPageProps) {
  const styles = useStartFlowStyles();
  usePageTitle(title, summary.length > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!model.busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={HEADING_ID} className={wide ? styles.wide : styles.form}>
      <BackLink model={model} />
      <StepHeading title={title} caption={caption} />
      <ErrorSummary items={summary} attempt={model.attempt} />
      {children}
      <div className={styles.actions}>
        <SubmitButton busy={model.busy}>{action}</SubmitButton>
      </div>
    </form>
  );
}

/** A page with no question: an outcome of the wizard (its heading, what it means, the way back). */
export function OutcomePage({ model, title, children }: { model: StartFlowModel; title: string; children: ReactNode }) {
  const styles = useStartFlowStyles();
  usePageTitle(title, true);
  return (
    <section aria-labelledby={HEADING_ID} className={styles.wide}>
      <BackLink model={model} />
      <StepHeading title={title} />
      {children}
    </section>
  );
}
