/**
 * The last two pages of the wizard: the possible duplicate orders (every field of a duplicate
 * order, docs/portal.md §Start flow), then the fee estimate (the registry's amounts, as it gives them), whose
 * button creates the application.
 */
import { formatFee } from '../../../core/rules/format';
import { FEE_EXPLANATION, stateName } from '../../../core/use-cases/start-flow/choices';
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
      {fee && (
        <table className={styles.table}>
          <caption>Fees for each license</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">License Class</th>
              <th scope="col">Lines of authority</th>
              <th scope="col" className="amount">
                State fee
              </th>
              <th scope="col" className="amount">
                LicenseHub fee
              </th>
            </tr>
          </thead>
          <tbody>
            {fee.feeDetails.map((d, i) => (
              <tr key={`${d.stateCode}:${d.licenseClassName}:${i}`}>
                <th scope="row" data-label="State">
                  {stateName(model.state, d.stateCode)}
                </th>
                <td data-label="License Class">{d.licenseClassName}</td>
                <td data-label="Lines of authority">{d.loaNames.join(', ')}</td>
                <td data-label="State fee" className="amount">
                  {formatFee(d.stateFee)}
                </td>
                <td data-label="LicenseHub fee" className="amount">
                  {formatFee(d.licensehubFee)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                State fees total
              </th>
              <td className="amount">{formatFee(fee.stateTotal)}</td>
              <td aria-hidden="true" />
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                LicenseHub fees total
              </th>
              <td className="amount">{formatFee(fee.licensehubTotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="amount">{formatFee(fee.grandTotal)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </StepPage>
  );
}
