/**
 * The frame of every shared flow screen: "Step n of m" above the h1 (the page title too, with
 * "Error: " while the page shows a problem), the content, and a Back link to the step before
 * (from the core's step table).
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { previousStepPath, stepNumber, stepTitle, type FlowStep } from '../../../core/use-cases/flow-steps/steps';
import { PageHeading } from '../../components/page/PageHeading';
import { RouterLink } from '../../components/navigation/RouterLink';
import { usePageTitle } from '../../app/page-title';
import { useFlowStepStyles } from './flow-step-styles';

/** The flow id of the address, letters, digits and hyphens only (spec §5 "Flow ids"). */
export function useFlowId(): string {
  return sanitizeFlowId(useParams().flowId ?? '');
}

export interface FlowStepPageProps {
  readonly type: FlowScreenType;
  readonly step: FlowStep;
  readonly hasErrors?: boolean;
  /** Hide the Back link (while leaving the page). */
  readonly noBack?: boolean;
  readonly children: ReactNode;
}

export function FlowStepPage({ type, step, hasErrors = false, noBack = false, children }: FlowStepPageProps) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const title = stepTitle(type, step);
  const { number, of } = stepNumber(type, step);
  usePageTitle(title, hasErrors);
  const headingId = `flow-step-${step}`;
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div>
        <p className={styles.caption}>
          Step {number} of {of}
        </p>
        <PageHeading id={headingId} className={styles.heading}>
          {title}
        </PageHeading>
      </div>
      {children}
      {!noBack && (
        <div>
          <RouterLink to={previousStepPath(type, flowId, step)}>Back</RouterLink>
        </div>
      )}
    </section>
  );
}
