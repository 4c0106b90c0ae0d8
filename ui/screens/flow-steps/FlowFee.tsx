/**
 * What a flow will cost, on its submit step (and an application's review), before the licensee
 * goes to payment: what each line is for, its fee, and the total (the words are the core's,
 * core/use-cases/flow-steps/fees.ts; the payment page charges the same lines, the order holds them).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import { FEE_ON_PAYMENT_PAGE, presentFlowFee } from '../../../core/use-cases/flow-steps/fees';
import { FeeTable } from '../../components/page/FeeTable';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useFlowId } from './flow-id';
import { flowFeeQuery } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';

export function FlowFee({ type, title }: { type: FlowScreenType; title?: string }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const summary = useSuspenseQuery({ ...flowFeeQuery(api, type, flowId), staleTime: Infinity }).data;
  if (summary === null) return <p className={styles.lead}>{FEE_ON_PAYMENT_PAGE}</p>;
  const fee = presentFlowFee(type, summary);
  return (
    <section aria-labelledby="fee-heading" className={styles.section}>
      <h2 id="fee-heading" className={styles.sectionTitle}>
        {title ?? fee.title}
      </h2>
      <p className={styles.lead} data-testid="fee-lead">
        {fee.lead}
      </p>
      <p className={styles.lead}>{fee.why}</p>
      {fee.lines.length > 0 && <FeeTable view={fee} />}
    </section>
  );
}
