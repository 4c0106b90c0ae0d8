/**
 * The confirmation the payment page returns to (/order-history/{orderCode}/confirmation): a panel
 * with payment received, the order number and amount; what was applied for, changed or bought;
 * what happens next and roughly when, the order's PDFs
 * (a detail report's is the report itself), and where to follow the order. The words are the
 * core's (core/use-cases/orders/confirmation.ts); the route loader has the order in the cache.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { confirmationView, ORDER_LINK_TEXT } from '../../../core/use-cases/orders/confirmation';
import { READ_REPORT_LINK } from '../../../core/use-cases/pdb-report/report-view';
import { usePageTitle } from '../../app/page-title';
import { flowPath, PATHS } from '../../app/paths';
import { RouterLink } from '../../components/navigation/RouterLink';
import { LinkList } from '../../components/page/MessagePage';
import { PageHeading } from '../../components/page/PageHeading';
import { Downloads, OrderNotFound } from './OrderDetailPage';
import { useOrderHistoryStyles } from './order-history-styles';
import { useOrderDetail } from './useOrderDetail';

const HEADING_ID = 'confirmation-title';

export default function OrderConfirmation() {
  const styles = useOrderHistoryStyles();
  const orderCode = sanitizeFlowId(useParams().flowId ?? '');
  const model = useOrderDetail(orderCode);
  const order = model.state.kind === 'NOT_FOUND' ? undefined : model.summary;
  usePageTitle(order ? confirmationView(order).title : 'Order not found');
  // The page a journey ends on, usually the first one the browser loads on its way back from
  // the payment page: its heading takes focus, so the confirmation is what is read first.
  useEffect(() => {
    if (order) document.getElementById(HEADING_ID)?.focus();
  }, [order]);
  if (!order) return <OrderNotFound />;
  const view = confirmationView(order);
  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      {/* GOV.UK's confirmation panel: the title, the order number large, the amount. */}
      <div className={styles.panel}>
        <PageHeading id={HEADING_ID} className={styles.panelTitle}>
          {view.title}
        </PageHeading>
        <p className={styles.panelBody}>
          {view.panel.label}
          <br />
          <strong className={styles.panelCode}>{view.orderCode}</strong>
          <br />
          {view.panel.amountText}
        </p>
      </div>
      {view.restated.length > 0 && (
        <>
          <h2 className={styles.heading2}>{view.restatedTitle}</h2>
          <ul>
            {view.restated.map((line, i) => (
              <li key={`${line}:${i}`}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <h2 className={styles.heading2}>{view.nextTitle}</h2>
      <ul>
        {view.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Downloads model={model} />
      <LinkList>
        {view.reportReady && <RouterLink to={flowPath(PATHS.orderReport, view.orderCode)}>{READ_REPORT_LINK}</RouterLink>}
        <RouterLink to={flowPath(PATHS.orderDetail, view.orderCode)}>{ORDER_LINK_TEXT}</RouterLink>
        <RouterLink to={PATHS.orderHistory}>Order history</RouterLink>
        <RouterLink to={PATHS.userMenu}>User Menu</RouterLink>
      </LinkList>
    </section>
  );
}

export { orderDetailLoader as loader } from './order-loaders';
