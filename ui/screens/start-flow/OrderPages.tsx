/**
 * The last two pages of the wizard: the possible duplicate orders (every field of a duplicate
 * order, docs/portal.md §Start flow), then the fee estimate (the registry's amounts, as it gives them), whose
 * button creates the application.
 */
import { presentFlowFee } from '../../../core/use-cases/flow-steps/fees';
import { FEE_EXPLANATION } from '../../../core/use-cases/start-flow/choices';
import { FeeTable } from '../../components/page/FeeTable';
import {
  DUPLICATE_COLUMNS,
  DUPLICATES_CAPTION,
  DUPLICATES_CONTINUE,
  DUPLICATES_LEAD,
  DUPLICATES_TITLE,
  duplicateCells,
} from '../../../core/use-cases/start-flow/duplicates';
import { StepPage } from './StepPage';
import { useStartFlowStyles } from './start-flow-styles';
import type { StartFlowModel } from './useStartFlow';

export const FEE_TITLE = 'Fee estimate';
export const CREATE_ACTION = 'Start application';

export function DuplicatesPage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const duplicates = model.state.duplicates ?? [];
  return (
    <StepPage model={model} title={DUPLICATES_TITLE} wide>
      <p className={styles.lead}>{DUPLICATES_LEAD}</p>
      <table className={styles.table}>
        <caption>{DUPLICATES_CAPTION}</caption>
        <thead>
          <tr>
            {DUPLICATE_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {duplicates.map((d) => {
            const cells = duplicateCells(d);
            return (
              <tr key={`${d.orderCode}:${d.requestCode}`}>
                <th scope="row" data-label={DUPLICATE_COLUMNS[0]}>
                  {cells[0]}
                </th>
                {cells.slice(1).map((value, i) => (
                  <td key={DUPLICATE_COLUMNS[i + 1]} data-label={DUPLICATE_COLUMNS[i + 1]}>
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.lead}>{DUPLICATES_CONTINUE}</p>
    </StepPage>
  );
}

export function FeeEstimatePage({ model }: { model: StartFlowModel }) {
  const styles = useStartFlowStyles();
  const fee = model.state.feeSummary;
  return (
    <StepPage model={model} title={FEE_TITLE} action={CREATE_ACTION} wide>
      <p className={styles.lead}>What the application will cost. You pay once it is complete, after you have answered its questions.</p>
      <p className={styles.lead}>{FEE_EXPLANATION}</p>
      {fee && <FeeTable view={presentFlowFee('FLOWS', fee)} />}
    </StepPage>
  );
}
