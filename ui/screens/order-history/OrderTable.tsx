/**
 * The order list (spec §2 "Order history"): Order #, Date, State, License Class and Status in the
 * row; Type, License # and LOAs in the expanded detail, where State and License Class also go on
 * extra-small screens and Status on small ones. Each row has a Details toggle and a
 * "View/Print Order Details" link. Values come from the order's detail, one line per transaction.
 */
import type { ReactNode } from 'react';
import { mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Text } from '@fluentui/react-text';
import type { OrderDetail, Transaction } from '../../../core/model/orders';
import { formatDate, formatFee } from '../../../core/rules/format';
import { RouterLink } from '../../components/navigation/RouterLink';
import { loasOf, OrderFields, valueOr, type FieldEntry } from './OrderFields';
import { useOrderHistoryStyles } from './order-history-styles';
import { orderDetailPath } from './order-paths';
import type { OrderRowModel } from './useOrderHistory';

export { DETAILS_UNAVAILABLE } from '../../../core/use-cases/orders/order-availability';
import { DETAILS_UNAVAILABLE } from '../../../core/use-cases/orders/order-availability';
export const VIEW_PRINT_LABEL = 'View/Print Order Details';

/** Every column a row can hold; the detail row spans them all. */
const COLUMN_COUNT = 6;

const detailRowId = (orderCode: string) => `order-${orderCode}-details`;

export interface OrderTableProps {
  readonly caption: string;
  readonly rows: readonly OrderRowModel[];
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (orderCode: string) => void;
}

export function OrderTable({ caption, rows, expanded, onToggle }: OrderTableProps) {
  const styles = useOrderHistoryStyles();
  return (
    <Table aria-label={caption} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell scope="col">Order #</TableHeaderCell>
          <TableHeaderCell scope="col">Date</TableHeaderCell>
          <TableHeaderCell scope="col" className={styles.rowOnlyAboveXs}>
            State
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={styles.rowOnlyAboveXs}>
            License Class
          </TableHeaderCell>
          <TableHeaderCell scope="col" className={styles.rowOnlyAboveSm}>
            Status
          </TableHeaderCell>
          <TableHeaderCell scope="col">Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <OrderRows key={row.summary.orderCode} row={row} open={expanded.has(row.summary.orderCode)} onToggle={onToggle} />
        ))}
      </TableBody>
    </Table>
  );
}

/** One value per transaction, each on its own line. */
function PerTransaction({ detail, value }: { detail: OrderDetail; value: (t: Transaction) => ReactNode }) {
  const styles = useOrderHistoryStyles();
  if (detail.transactions.length === 0) return valueOr(undefined);
  return (
    <>
      {detail.transactions.map((t) => (
        <span key={t.id} className={styles.line}>
          {value(t)}
        </span>
      ))}
    </>
  );
}

function OrderRows({ row, open, onToggle }: { row: OrderRowModel; open: boolean; onToggle: (orderCode: string) => void }) {
  const styles = useOrderHistoryStyles();
  const { summary, view } = row;
  const code = summary.orderCode;
  const column = (value: (t: Transaction) => ReactNode): ReactNode => {
    if (view.kind === 'LOADING') return null;
    if (view.kind === 'UNAVAILABLE') return <span className={styles.muted}>Not available</span>;
    return <PerTransaction detail={view.detail} value={value} />;
  };
  return (
    <>
      <TableRow>
        <TableCell className={styles.codeCell}>{code}</TableCell>
        <TableCell className={styles.nowrap}>{formatDate(summary.orderDate)}</TableCell>
        <TableCell className={styles.rowOnlyAboveXs}>
          {view.kind === 'LOADING' ? <Spinner size="tiny" label="Loading details" labelPosition="after" /> : column((t) => t.applicationState)}
        </TableCell>
        <TableCell className={styles.rowOnlyAboveXs}>{column((t) => valueOr(t.licenseClassName))}</TableCell>
        <TableCell className={styles.rowOnlyAboveSm}>{column((t) => t.transactionResult)}</TableCell>
        <TableCell>
          <div className={styles.actions}>
            <Button
              appearance="subtle"
              size="medium"
              icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
              aria-expanded={open}
              aria-controls={detailRowId(code)}
              aria-label={`Details, order ${code}`}
              onClick={() => onToggle(code)}
            >
              Details
            </Button>
            <RouterLink to={orderDetailPath(code)} aria-label={`${VIEW_PRINT_LABEL}, order ${code}`}>
              {VIEW_PRINT_LABEL}
            </RouterLink>
          </div>
        </TableCell>
      </TableRow>
      <TableRow id={detailRowId(code)} hidden={!open} className={mergeClasses(!open && styles.collapsed)}>
        <TableCell colSpan={COLUMN_COUNT} className={styles.detailCell}>
          {open && <OrderRowDetail row={row} />}
        </TableCell>
      </TableRow>
    </>
  );
}

/** The expanded part of a row: what the row's columns cannot hold at this width, and the rest. */
function OrderRowDetail({ row }: { row: OrderRowModel }) {
  const styles = useOrderHistoryStyles();
  const { summary, view } = row;
  if (view.kind === 'LOADING') return <Spinner size="tiny" label="Loading details" labelPosition="after" />;
  if (view.kind === 'UNAVAILABLE') {
    return (
      <div className={styles.transactions}>
        <Text>{DETAILS_UNAVAILABLE}</Text>
        <OrderFields entries={[{ term: 'Total', value: formatFee(summary.orderTotal) }]} />
      </div>
    );
  }
  const { detail } = view;
  const many = detail.transactions.length > 1;
  return (
    <div className={styles.transactions}>
      <OrderFields
        entries={[
          { term: 'Type', value: detail.product },
          { term: 'Total', value: formatFee(detail.orderTotal) },
        ]}
      />
      {detail.transactions.map((t, i) => {
        const entries: FieldEntry[] = [
          { term: 'State', value: t.applicationState, only: 'xs' },
          { term: 'License Class', value: valueOr(t.licenseClassName), only: 'xs' },
          { term: 'Status', value: t.transactionResult, only: 'sm' },
          { term: 'License #', value: valueOr(t.licenseNumber) },
          { term: 'LOAs', value: loasOf(t) },
        ];
        return (
          <div key={t.id}>
            {many && (
              <p className={styles.transactionName}>
                Transaction {i + 1} of {detail.transactions.length}: {t.applicationState}
              </p>
            )}
            <OrderFields entries={entries} />
          </div>
        );
      })}
    </div>
  );
}
