/**
 * A flow's fee as core presents it (core/use-cases/flow-steps/fees.ts): one row per line, then
 * the totals. An application's rows say what is applied for (state, license class, lines of
 * authority) with the state's fee and the LicenseHub fee; the other types' say where the change
 * goes, why, and the registry's fee. Used by the fee estimate, the review and the submit page.
 */
import { makeStyles } from '@griffel/react';
import type { FeeLine, FlowFeeView } from '../../../core/use-cases/flow-steps/fees';
import { stackedTable } from './stacked-table';

const useStyles = makeStyles({ table: stackedTable });

/** The cells of a line after its first (the state), each labelled by its column for the phone layout. */
function cells(view: FlowFeeView, line: FeeLine): readonly string[] {
  return view.columns.length === 5 ? [line.licenseClass ?? '', line.linesOfAuthority ?? '', line.stateFee ?? '', line.amount] : [line.reason, line.amount];
}

export function FeeTable({ view }: { view: FlowFeeView }) {
  const styles = useStyles();
  const amountFrom = view.columns.length === 5 ? 3 : 2;
  const totals = [view.stateFees, view.licensehubFees, view.total].filter((l): l is FeeLine => l !== undefined);
  return (
    <table className={styles.table}>
      <caption>{view.caption}</caption>
      <thead>
        <tr>
          {view.columns.map((c, i) => (
            <th key={c} scope="col" className={i >= amountFrom ? 'amount' : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.lines.map((line, i) => (
          <tr key={`${line.state}:${i}`}>
            <th scope="row" data-label={view.columns[0]}>
              {line.state}
            </th>
            {cells(view, line).map((cell, c) => (
              <td key={view.columns[c + 1]} data-label={view.columns[c + 1]} className={c + 1 >= amountFrom ? 'amount' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((line) => (
          <tr key={line.state}>
            <th scope="row" colSpan={view.columns.length - 1}>
              {line.state}
            </th>
            <td className="amount">{line.amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
