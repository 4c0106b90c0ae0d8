/** The firm a DRLP update is for: its name and FEIN, on the edit and review pages. */
import { useDrlpStyles } from './drlp-styles';

export function BusinessEntityFacts({ entity }: { entity: { businessEntityName: string; fein: string } }) {
  const styles = useDrlpStyles();
  return (
    <dl className={styles.facts}>
      <dt>Business entity</dt>
      <dd>{entity.businessEntityName}</dd>
      <dt>FEIN</dt>
      <dd>{entity.fein}</dd>
    </dl>
  );
}
