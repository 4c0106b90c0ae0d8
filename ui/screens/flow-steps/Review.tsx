/**
 * Review ("check your answers", FLOWS): what is applied for with its fees and total (the lines the
 * payment page charges), then each module's answers as GOV.UK's summary list under the module's
 * heading, a Change link per answer (to the module, which returns here), then Continue.
 */
import type { FlowScreenType } from '../../../core/model/constants';
import { APPLIED_FOR_TITLE, showsFeeAt } from '../../../core/use-cases/flow-steps/fees';
import { NO_ANSWERS, REVIEW_LEAD, CHANGE, reviewSection } from '../../../core/use-cases/flow-steps/review';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FlowFee } from './FlowFee';
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
      <p className={styles.lead}>{REVIEW_LEAD}</p>
      {showsFeeAt(type, 'review') && <FlowFee type={type} title={APPLIED_FOR_TITLE} />}
      {modules.map(({ summary, content }) => {
        const section = reviewSection(type, flowId, summary, content);
        const headingId = `review-${section.path}`;
        return (
          <section key={section.path} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.rows.length === 0 ? (
              <p className={styles.lead}>
                {NO_ANSWERS}{' '}
                <RouterLink to={section.changePath} aria-label={section.changeLabel}>
                  {CHANGE}
                </RouterLink>
              </p>
            ) : (
              <SummaryList rows={section.rows} />
            )}
          </section>
        );
      })}
      <NextStepButton to={next} />
    </FlowStepPage>
  );
}
