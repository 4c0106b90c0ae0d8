/**
 * Review ("check your answers", FLOWS): each module's answers as a summary list under the
 * module's heading, with a Change link to that module, then Continue to the submitter.
 */
import type { FlowScreenType } from '../../../core/model/constants';
import { reviewSection } from '../../../core/use-cases/flow-steps/review';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';
import { NextStepButton, SummaryList } from './StepParts';
import { useFlowModules } from './useFlowModules';
import { useJourney } from './useJourney';

export default function Review({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const modules = useFlowModules(type, flowId);
  const next = useJourney(type, 'review').nextPath;
  return (
    <FlowStepPage type={type} step="review">
      <p className={styles.lead}>Check your answers before you continue. Change any answer that is not right.</p>
      {modules.map(({ summary, content }) => {
        const section = reviewSection(type, flowId, summary, content);
        const headingId = `review-${section.path}`;
        return (
          <section key={section.path} aria-labelledby={headingId} className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {section.title}
              </h2>
              <RouterLink to={section.changePath} aria-label={`Change ${section.title}`}>
                Change
              </RouterLink>
            </div>
            {section.rows.length === 0 ? <p className={styles.lead}>No answers in this section.</p> : <SummaryList rows={section.rows} />}
          </section>
        );
      })}
      <NextStepButton to={next} />
    </FlowStepPage>
  );
}
