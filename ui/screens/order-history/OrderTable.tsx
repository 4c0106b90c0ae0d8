/**
 * The order list (docs/portal.md §Order history): Order #, Date, State, License Class and Status in the
 * row; Type, License # and LOAs in the expanded detail, where State and License Class also go on
 * extra-small screens and Status on small ones, where the order's cell says instead what the order
 * is and its status in one line per state. Each row has a Details toggle and a
 * "View/Print Order Details" link. Values come from the order's detail, one line per transaction.
 */
import { Suspense, type ReactNode } from 'react';
import { mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import type { OrderDetail, OrderSummary, Transaction } from '../../../core/model/orders';
import type { OrderDetailView } from '../../../core/use-cases/orders/order-availability';
import { formatDate, formatFee, codeWords } from '../../../core/rules/format';
import { orderStandingLines, orderTypeWords, transactionHeading } from '../../../core/use-cases/orders/order-words';
import { RouterLink } from '../../components/navigation/RouterLink';
import { loasOf, OrderFields, valueOr, type FieldEntry } from './OrderFields';
import { useOrderHistoryStyles } from './order-history-styles';
import { orderDetailPath } from './order-paths';
import { useOrderDetailView } from './useOrderHistory';

export { DETAILS_UNAVAILABLE } from '../../../core/use-cases/orders/order-availability';
import { DETAILS_UNAVAILABLE } from '../../../core/use-cases/orders/order-availability';
export const VIEW_PRINT_LABEL = 'View/Print Order Details';

/** Every column a row can hold; the detail row spans them all. */
const COLUMN_COUNT = 6;

const detailRowId = (orderCode: string) => `order-${orderCode}-details`;

export interface OrderTableProps {
  readonly caption: string;
  readonly orders: readonly OrderSummary[];
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (orderCode: string) => void;
}

export function OrderTable({ caption, orders, expanded, onToggle }: OrderTableProps) {
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
        {orders.map((summary) => (
          <OrderRows key={summary.orderCode} summary={summary} open={expanded.has(summary.orderCode)} onToggle={onToggle} />
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

const LOADING: OrderDetailView = { kind: 'LOADING' };

/**
 * An order's row and its expandable detail row. The order's code and date come from the list;
 * the rest from its detail, which each part reads on its own: until it is in the cache, its
 * Suspense fallback is the LOADING view.
 */
function OrderRows({ summary, open, onToggle }: { summary: OrderSummary; open: boolean; onToggle: (orderCode: string) => void }) {
  const styles = useOrderHistoryStyles();
  const code = summary.orderCode;
  return (
    <>
      <TableRow>
        <TableCell>
          <span className={styles.codeCell}>{code}</span>
          <Suspense fallback={null}>
            <LoadedStanding orderCode={code} />
          </Suspense>
        </TableCell>
        <TableCell className={styles.nowrap}>{formatDate(summary.orderDate)}</TableCell>
        <Suspense fallback={<DetailCells view={LOADING} />}>
          <LoadedDetailCells orderCode={code} />
        </Suspense>
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
          {open && (
            <Suspense fallback={<OrderRowDetail summary={summary} view={LOADING} />}>
              <LoadedRowDetail summary={summary} />
            </Suspense>
          )}
        </TableCell>
      </TableRow>
    </>
  );
}

/**
 * Where the State, License Class and Status columns have left the row (phones), the order's cell
 * says what the order is and where it stands, one line per state (core/use-cases/orders/order-words.ts).
 */
function LoadedStanding({ orderCode }: { orderCode: string }) {
  const styles = useOrderHistoryStyles();
  const view = useOrderDetailView(orderCode);
  if (view.kind !== 'AVAILABLE') return null;
  return (
    <span className={styles.standing}>
      {orderStandingLines(view.detail).map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </span>
  );
}

function LoadedDetailCells({ orderCode }: { orderCode: string }) {
  return <DetailCells view={useOrderDetailView(orderCode)} />;
}

/** State, License Class and Status: one line per transaction of the detail. */
function DetailCells({ view }: { view: OrderDetailView }) {
  const styles = useOrderHistoryStyles();
  const column = (value: (t: Transaction) => ReactNode): ReactNode => {
    if (view.kind === 'LOADING') return null;
    if (view.kind === 'UNAVAILABLE') return <span className={styles.muted}>Not available</span>;
    return <PerTransaction detail={view.detail} value={value} />;
  };
  return (
    <>
      <TableCell className={styles.rowOnlyAboveXs}>
        {view.kind === 'LOADING' ? <Spinner size="tiny" label="Loading details" labelPosition="after" /> : column((t) => t.applicationState)}
      </TableCell>
      <TableCell className={styles.rowOnlyAboveXs}>{column((t) => valueOr(t.licenseClassName))}</TableCell>
      <TableCell className={styles.rowOnlyAboveSm}>{column((t) => codeWords(t.transactionResult))}</TableCell>
    </>
  );
}

function LoadedRowDetail({ summary }: { summary: OrderSummary }) {
  return <OrderRowDetail summary={summary} view={useOrderDetailView(summary.orderCode)} />;
}

/** The expanded part of a row: what the row's columns cannot hold at this width, and the rest. */
function OrderRowDetail({ summary, view }: { summary: OrderSummary; view: OrderDetailView }) {
  const styles = useOrderHistoryStyles();
  if (view.kind === 'LOADING') return <Spinner size="tiny" label="Loading details" labelPosition="after" />;
  if (view.kind === 'UNAVAILABLE') {
    return (
      <div className={styles.transactions}>
        <span>{DETAILS_UNAVAILABLE}</span>
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
          { term: 'Type', value: orderTypeWords(detail.product) },
          { term: 'Total', value: formatFee(detail.orderTotal) },
        ]}
      />
      {detail.transactions.map((t, i) => {
        const entries: FieldEntry[] = [
          { term: 'State', value: t.applicationState, only: 'xs' },
          { term: 'License Class', value: valueOr(t.licenseClassName), only: 'xs' },
          { term: 'Status', value: codeWords(t.transactionResult), only: 'sm' },
          { term: 'License #', value: valueOr(t.licenseNumber) },
          { term: 'LOAs', value: loasOf(t) },
        ];
        return (
          <div key={t.id}>
            {many && <p className={styles.transactionName}>{transactionHeading(t, i, detail.transactions.length)}</p>}
            <OrderFields entries={entries} />
          </div>
        );
      })}
    </div>
  );
}
