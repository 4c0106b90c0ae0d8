/**
 * Order history (docs/portal.md §Order history, §Limits): the signed-in licensee's orders, 5 a page, newest
 * first. The route loader (order-loaders.ts) has the list in the cache before this renders;
 * useOrderHistory.ts reads it and the address; this file only renders.
 */
import { usePageTitle } from '../../app/page-title';
import { PageHeading } from '../../components/page/PageHeading';
import { OrderTable } from './OrderTable';
import { Pagination } from './Pagination';
import { useOrderHistoryStyles } from './order-history-styles';
import { useOrderHistory } from './useOrderHistory';

export const ORDER_HISTORY_TITLE = 'Order history';

export default function OrderHistory() {
  usePageTitle(ORDER_HISTORY_TITLE);
  const styles = useOrderHistoryStyles();
  const model = useOrderHistory();
  return (
    <section aria-labelledby="order-history-title">
      <PageHeading id="order-history-title">{ORDER_HISTORY_TITLE}</PageHeading>
      {model.total === 0 ? (
        <p>You have no orders yet.</p>
      ) : (
        <>
          <p className={styles.lead}>
            Your orders, newest first. Open Details for the type, license number and lines of authority (LOAs: the kinds of insurance a license covers), or view
            and print an order and its receipt.
          </p>
          <OrderTable caption={`Orders, page ${model.page} of ${model.pages}`} orders={model.orders} expanded={model.expanded} onToggle={model.toggle} />
          <Pagination page={model.page} pages={model.pages} onGoTo={model.goToPage} />
        </>
      )}
    </section>
  );
}

export { orderHistoryLoader as loader } from './order-loaders';
