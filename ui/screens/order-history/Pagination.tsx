/** Previous and Next around "Page N of M" (docs/portal.md §Limits: 5 orders a page). */
import { Button } from '@fluentui/react-button';
import { useOrderHistoryStyles } from './order-history-styles';

export function Pagination({ page, pages, onGoTo }: { page: number; pages: number; onGoTo: (page: number) => void }) {
  const styles = useOrderHistoryStyles();
  if (pages <= 1) return null;
  return (
    <nav aria-label="Order pages" className={styles.pagination}>
      <Button disabled={page <= 1} onClick={() => onGoTo(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button disabled={page >= pages} onClick={() => onGoTo(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
