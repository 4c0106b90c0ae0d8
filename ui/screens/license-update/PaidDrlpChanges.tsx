/**
 * A state's DRLP changes already paid for and not yet made by the registry (docs/portal.md
 * §License update), each with its order and status, so the firm does not pay for one twice. The
 * words and the list come from the core (core/use-cases/drlp/paid-changes.ts); who is changed is
 * personal, masked in recordings.
 */
import { PAID_CHANGES_LEAD, PAID_CHANGES_TITLE, paidChangesIn, type PaidDrlpChanges } from '../../../core/use-cases/drlp/paid-changes';
import { PRIVATE_TEXT } from '../../components/page/private-text';
import { useDrlpStyles } from './drlp-styles';

export function PaidDrlpChangesOf({ paid, stateCode, stateName }: { paid: PaidDrlpChanges; stateCode: string; stateName: string }) {
  const styles = useDrlpStyles();
  const changes = paidChangesIn(paid, stateCode);
  if (changes.length === 0) return null;
  const titleId = `drlp-paid-${stateCode}`;
  return (
    <div className={styles.paid}>
      <h3 id={titleId} className={styles.licenseTitle}>
        {PAID_CHANGES_TITLE}
      </h3>
      <p className={styles.plain}>{PAID_CHANGES_LEAD}</p>
      <ul className={styles.drlps} aria-label={`${PAID_CHANGES_TITLE} in ${stateName}`}>
        {changes.map((c) => (
          <li key={`${c.orderCode} ${c.who} ${c.change}`} className={styles.drlp}>
            <span className={styles.who}>
              <span className={styles.name} {...PRIVATE_TEXT}>
                {c.who}
              </span>
              <span>{c.change}</span>
              <span className={styles.muted}>{c.order}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
