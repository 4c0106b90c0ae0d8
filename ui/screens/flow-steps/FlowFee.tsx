/**
 * What a contact change, a name change or a license update will cost, on its submit step, before
 * the licensee goes to payment: the registry's fee per state, why, and the total (the words are
 * the core's, core/use-cases/flow-steps/fees.ts; the payment page charges the same lines).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FlowScreenType } from '../../../core/model/constants';
import { FEE_ON_PAYMENT_PAGE, presentFlowFee, type FeeLine } from '../../../core/use-cases/flow-steps/fees';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { useFlowId } from './flow-id';
import { flowFeeQuery } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';

function Row({ line }: { line: FeeLine }) {
  return (
    <tr>
      <th scope="row">{line.state}</th>
      <td>{line.reason}</td>
      <td className="amount">{line.amount}</td>
    </tr>
  );
}

export function FlowFee({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const api = useService(TOKENS.RegistryApi);
  const summary = useSuspenseQuery({ ...flowFeeQuery(api, type, flowId), staleTime: Infinity }).data;
  if (summary === null) return <p className={styles.lead}>{FEE_ON_PAYMENT_PAGE}</p>;
  const fee = presentFlowFee(type, summary);
  return (
    <section aria-labelledby="fee-heading" className={styles.section}>
      <h2 id="fee-heading" className={styles.sectionTitle}>
        {fee.title}
      </h2>
      <p className={styles.lead} data-testid="fee-lead">
        {fee.lead}
      </p>
      <p className={styles.lead}>{fee.why}</p>
      {fee.lines.length > 0 && (
        <table className={styles.fees}>
          <caption>{fee.caption}</caption>
          <thead>
            <tr>
              {fee.columns.map((c, i) => (
                <th key={c} scope="col" className={i === 2 ? 'amount' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fee.lines.map((l) => (
              <Row key={l.state} line={l} />
            ))}
            {fee.stateFees && <Row line={fee.stateFees} />}
          </tbody>
          <tfoot>
            <Row line={fee.total} />
          </tfoot>
        </table>
      )}
    </section>
  );
}
