/**
 * One order (docs/portal.md §Order history, "Order detail"): its code, date, product and
 * total, each transaction with its state messages, and the order details and receipt as PDFs.
 * An unknown or failed order is "Order not found" (docs/portal.md §Order history). The route loader (order-loaders.ts)
 * has the order in the cache before this renders; useOrderDetail.ts reads it through the core.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import type { OrderDetail, OrderDocumentKind, Transaction } from '../../../core/model/orders';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { formatDateTimeWithZone, formatFee, codeWords } from '../../../core/rules/format';
import { ORDER_STATES_HEADING, orderTypeWords } from '../../../core/use-cases/orders/order-words';
import { usePageTitle } from '../../app/page-title';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PageHeading } from '../../components/page/PageHeading';
import { PageLoading } from '../../components/shell/PageLoading';
import { loasOf, OrderFields, valueOr } from './OrderFields';
import { DETAILS_UNAVAILABLE } from './OrderTable';
import { useOrderHistoryStyles } from './order-history-styles';
import { flowPath, PATHS } from '../../app/paths';
import { reportBought } from '../../../core/use-cases/orders/confirmation';
import { READ_REPORT_LINK } from '../../../core/use-cases/pdb-report/report-view';
import { useOrderDetail, type OrderDetailModel } from './useOrderDetail';

export const ORDER_DETAIL_TITLE = 'Order details';
export const ORDER_NOT_FOUND = 'Order not found';
export const DOCUMENT_LABELS: Record<OrderDocumentKind, string> = {
  view: 'Download order details (PDF)',
  receipt: 'Download receipt (PDF)',
  report: 'Download the report (PDF)',
};
const DOCUMENT_NAMES: Record<OrderDocumentKind, string> = { view: 'Order details', receipt: 'Receipt', report: 'The report' };
export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';
/** Said once a download has been handed to the browser (a download shows nothing on the page itself). */
export const downloadedText = (kind: OrderDocumentKind, orderCode: string) =>
  `${DOCUMENT_NAMES[kind]} for order ${orderCode} downloaded as a PDF. Check your downloads folder.`;

function BackLink() {
  return <RouterLink to={PATHS.orderHistory}>Back to order history</RouterLink>;
}

/** The route parameter is sanitized like any flow id before it reaches a call; nothing left is not found. */
export default function OrderDetailPage() {
  const orderCode = sanitizeFlowId(useParams().flowId ?? '');
  return orderCode === '' ? <UnknownOrder /> : <OrderPage orderCode={orderCode} />;
}

function UnknownOrder() {
  usePageTitle(ORDER_NOT_FOUND);
  return <OrderNotFound />;
}

function OrderPage({ orderCode }: { orderCode: string }) {
  const model = useOrderDetail(orderCode);
  const { state } = model;
  usePageTitle(state.kind === 'NOT_FOUND' ? ORDER_NOT_FOUND : ORDER_DETAIL_TITLE, model.downloadFailed !== undefined);
  if (state.kind === 'LOADING') return <PageLoading label="Loading the order…" />;
  if (state.kind === 'NOT_FOUND' || !model.summary) return <OrderNotFound />;
  return <OrderView model={model} order={model.summary} available={state.kind === 'AVAILABLE'} />;
}

export function OrderNotFound() {
  return (
    <section aria-labelledby="order-detail-title">
      <PageHeading id="order-detail-title">{ORDER_NOT_FOUND}</PageHeading>
      <p>We could not find this order among your orders.</p>
      <BackLink />
    </section>
  );
}

function OrderView({ model, order, available }: { model: OrderDetailModel; order: OrderDetail; available: boolean }) {
  const styles = useOrderHistoryStyles();
  return (
    <section aria-labelledby="order-detail-title">
      <PageHeading id="order-detail-title">Order {order.orderCode}</PageHeading>
      <BackLink />
      <div className={styles.section}>
        <OrderFields
          entries={[
            { term: 'Order #', value: order.orderCode },
            { term: 'Date', value: formatDateTimeWithZone(order.orderDate) },
            { term: 'Product', value: orderTypeWords(order.product) },
            { term: 'Total', value: formatFee(order.orderTotal) },
          ]}
        />
        <Downloads model={model} />
        <ReportLink order={order} />
      </div>
      <section aria-labelledby="order-transactions" className={styles.section}>
        <h2 id="order-transactions" className={styles.heading2}>
          {ORDER_STATES_HEADING}
        </h2>
        {available ? order.transactions.map((t) => <TransactionView key={t.id} transaction={t} />) : <span>{DETAILS_UNAVAILABLE}</span>}
      </section>
    </section>
  );
}

/** A paid detail report's order names the report and links to it (docs/portal.md §PDB report); nothing for any other order. */
export function ReportLink({ order }: { order: OrderDetail }) {
  if (!reportBought(order)) return null;
  return <RouterLink to={flowPath(PATHS.orderReport, order.orderCode)}>{READ_REPORT_LINK}</RouterLink>;
}

function TransactionView({ transaction: t }: { transaction: Transaction }) {
  const styles = useOrderHistoryStyles();
  return (
    <article className={styles.card} aria-labelledby={`transaction-${t.id}`}>
      <h3 id={`transaction-${t.id}`} className={styles.transactionName}>
        {t.applicationState}
        {t.licenseClassName ? ` — ${t.licenseClassName}` : ''}
      </h3>
      <OrderFields
        entries={[
          { term: 'State', value: t.applicationState },
          { term: 'License Class', value: valueOr(t.licenseClassName) },
          { term: 'License #', value: valueOr(t.licenseNumber) },
          { term: 'Lines of authority', value: loasOf(t) },
          { term: 'Result', value: codeWords(t.transactionResult) },
          ...(t.stateMessages.length > 0 ? [{ term: 'State messages', value: <StateMessages messages={t.stateMessages} /> }] : []),
        ]}
      />
    </article>
  );
}

function StateMessages({ messages }: { messages: Transaction['stateMessages'] }) {
  const styles = useOrderHistoryStyles();
  return (
    <ul className={styles.messages}>
      {messages.map((m, i) => (
        <li key={i}>
          {m.actionRequired && <strong>Action required: </strong>}
          {m.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * The download that just finished without failing, for the confirmation: the model says which
 * download runs and which failed; one that stops running and did not fail was saved.
 */
function useFinishedDownload(model: OrderDetailModel): OrderDocumentKind | undefined {
  const running = useRef<OrderDocumentKind | undefined>(undefined);
  const [finished, setFinished] = useState<OrderDocumentKind | undefined>(undefined);
  useEffect(() => {
    if (model.downloading) {
      running.current = model.downloading;
      setFinished(undefined);
    } else if (running.current) {
      setFinished(model.downloadFailed ? undefined : running.current);
      running.current = undefined;
    }
  }, [model.downloading, model.downloadFailed]);
  return finished;
}

/** The order's documents as download buttons: the order details and the receipt, or those named (a report page: the report). */
export function Downloads({ model, kinds = ['view', 'receipt'] }: { model: OrderDetailModel; kinds?: readonly OrderDocumentKind[] }) {
  const styles = useOrderHistoryStyles();
  const finished = useFinishedDownload(model);
  return (
    <>
      <div className={styles.downloads}>
        {kinds.map((kind, i) => (
          <Button
            key={kind}
            appearance={i === 0 ? 'primary' : 'secondary'}
            icon={model.downloading === kind ? <Spinner size="tiny" aria-hidden="true" /> : <ArrowDownloadRegular />}
            disabledFocusable={model.downloading !== undefined}
            onClick={() => void model.download(kind)}
          >
            {DOCUMENT_LABELS[kind]}
          </Button>
        ))}
      </div>
      {model.downloadFailed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{DOWNLOAD_FAILED}</MessageBarBody>
        </MessageBar>
      )}
      {/* Always in the page, so the confirmation put into it is announced (a polite live region). */}
      <div role="status">
        {finished && (
          <MessageBar intent="success">
            <MessageBarBody>{downloadedText(finished, model.orderCode)}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </>
  );
}

export { orderDetailLoader as loader } from './order-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading the order…" />;
