/**
 * The frame of every shared flow screen: "Step n of m" of the whole journey above the h1 (the
 * page title too, with "Error: " while the page shows a problem), the content, and a Back link
 * to the step before, and the journey's task list folded under it (all from the core's journey,
 * core/use-cases/journey).
 */
import type { ReactNode } from 'react';
import type { FlowScreenType } from '../../../core/model/constants';
import { stepTitle, type FlowStep } from '../../../core/use-cases/flow-steps/steps';
import { PageHeading } from '../../components/page/PageHeading';
import { RouterLink } from '../../components/navigation/RouterLink';
import { usePageTitle } from '../../app/page-title';
import { useFlowStepStyles } from './flow-step-styles';
import { FoldedTaskList } from './TaskList';
import { useJourney, useTaskList } from './useJourney';

export { useFlowId } from './flow-id';

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
  const title = stepTitle(type, step);
  const journey = useJourney(type, step);
  const tasks = useTaskList(type, step);
  usePageTitle(title, hasErrors);
  const headingId = `flow-step-${step}`;
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div>
        <p className={styles.caption}>{journey.caption}</p>
        <PageHeading id={headingId} className={styles.heading}>
          {title}
        </PageHeading>
      </div>
      {children}
      {!noBack && <FoldedTaskList view={tasks} />}
      {!noBack && journey.backPath !== undefined && (
        <div>
          <RouterLink to={journey.backPath}>Back</RouterLink>
        </div>
      )}
    </section>
  );
}
