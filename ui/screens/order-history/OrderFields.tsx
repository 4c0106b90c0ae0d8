/** A term and value list (dl) for an order or a transaction; an entry may show on small screens only. */
import type { ReactNode } from 'react';
import { mergeClasses } from '@griffel/react';
import type { Transaction } from '../../../core/model/orders';
import { useOrderHistoryStyles } from './order-history-styles';

export interface FieldEntry {
  readonly term: string;
  readonly value: ReactNode;
  /** Shown only where the list's row hides this column: 'xs' below 576 px, 'sm' up to 767 px. */
  readonly only?: 'xs' | 'sm';
}

export function OrderFields({ entries }: { entries: readonly FieldEntry[] }) {
  const styles = useOrderHistoryStyles();
  return (
    <dl className={styles.fields}>
      {entries.map(({ term, value, only }) => (
        <div key={term} className={mergeClasses(styles.pair, only === 'xs' && styles.detailOnlyXs, only === 'sm' && styles.detailOnlySm)}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "None" to assistive technology, a dash to the eye: an empty cell is not a missing one. */
export function NoValue() {
  const styles = useOrderHistoryStyles();
  return (
    <>
      <span aria-hidden="true" className={styles.muted}>
        —
      </span>
      <span className={styles.visuallyHidden}>None</span>
    </>
  );
}

export const valueOr = (value: string | undefined): ReactNode => (value && value.trim() !== '' ? value : <NoValue />);

/** Lines of authority, comma separated. */
export const loasOf = (t: Transaction): ReactNode => valueOr(t.loas.join(', '));
