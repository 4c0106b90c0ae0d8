/**
 * The contact change review (docs/portal.md §Contact change "/ccr/{flowId}/review", "CCR review data", §Calls GET
 * /review/ccr/{flowId}.json): the registry's column headers and, per record, the residence,
 * business and mailing addresses, emails, phones and fax. Every changed value is marked visibly
 * and in words ("Changed", never by colour alone), and a sentence above the table names the
 * changes first. A failed load is the review's failure (core/use-cases/ccr/review-load.ts): the
 * page says the changes could not be loaded and offers to try again (docs/portal.md §Contact change).
 * Continue goes to the CCR submitter. The table and the wording come from the core
 * (core/use-cases/ccr/review.ts).
 */
import { mergeClasses } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { CcrReview as CcrReviewData } from '../../../core/model/ccr';
import { ccrReviewTable, ccrSubmitterPath, changesSummary, type CcrCell, type CcrItem } from '../../../core/use-cases/ccr/review';
import { CCR_REVIEW_FAILED_TEXT, CCR_REVIEW_FAILED_TITLE } from '../../../core/use-cases/ccr/review-load';
import { TOKENS } from '../../../adapters/container/tokens';
import { usePageTitle } from '../../app/page-title';
import { flowPath, PATHS } from '../../app/paths';
import { useService } from '../../app/services';
import { RouterLink } from '../../components/navigation/RouterLink';
import { FocusedAlert } from '../../components/page/FocusedAlert';
import { PageHeading } from '../../components/page/PageHeading';
import { PageLoading } from '../../components/shell/PageLoading';
import { ccrReviewQuery } from './ccr-loaders';
import { useCcrStyles } from './ccr-styles';
import { PRIVATE_TEXT } from '../../components/page/private-text';

export const CCR_REVIEW_TITLE = 'Review your contact changes';
export const CHANGED_TAG = 'Changed';
export const BACK_TO_CHANGES = 'Back to your changes';

function Item({ item }: { item: CcrItem }) {
  const styles = useCcrStyles();
  return (
    <div className={mergeClasses(styles.item, item.changed && styles.changedItem)}>
      <span className={styles.itemLabel}>{item.label}</span>
      <span className={styles.itemValue}>{item.value || '—'}</span>
      {item.changed && <span className={styles.tag}>{CHANGED_TAG}</span>}
    </div>
  );
}

function Cell({ cell, header }: { cell: CcrCell; header: string | undefined }) {
  const styles = useCcrStyles();
  // On a phone the header row is hidden from sight: each cell shows its column's name (the
  // table still names it for a screen reader, hence aria-hidden).
  const label = (
    <span aria-hidden="true" className={styles.cellLabel}>
      {header}
    </span>
  );
  if (cell.kind === 'STATE')
    return (
      <th scope="row">
        {label}
        {cell.state}
      </th>
    );
  return (
    <td {...PRIVATE_TEXT}>
      {label}
      {cell.items.length ? (
        <div className={styles.items}>
          {cell.items.map((item) => (
            <Item key={item.label} item={item} />
          ))}
        </div>
      ) : (
        <span className={styles.empty}>None on file</span>
      )}
    </td>
  );
}

export function CcrReviewTable({ review }: { review: CcrReviewData }) {
  const styles = useCcrStyles();
  const table = ccrReviewTable(review);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Your contact details by state</caption>
      <thead>
        <tr>
          {table.columns.map((c, i) => (
            <th key={i} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.cells.map((cell, i) => (
              <Cell key={i} cell={cell} header={table.columns[i]?.header} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CcrReview() {
  const styles = useCcrStyles();
  const { flowId = '' } = useParams();
  const api = useService(TOKENS.RegistryApi);
  const telemetry = useService(TOKENS.Telemetry);
  const navigate = useNavigate();
  const review = useSuspenseQuery(ccrReviewQuery(api, telemetry, flowId));
  const loaded = review.data;
  usePageTitle(CCR_REVIEW_TITLE, loaded.status === 'failure');
  return (
    <section aria-labelledby="ccr-review-title" className={styles.section}>
      <PageHeading id="ccr-review-title">{CCR_REVIEW_TITLE}</PageHeading>
      {loaded.status === 'success' ? (
        <>
          <p className={styles.lead}>
            Check the contact details each state will hold once your request is processed. Continue to tell us who is submitting the request.
          </p>
          <p className={styles.summary}>{changesSummary(loaded.data)}</p>
          <CcrReviewTable review={loaded.data} />
        </>
      ) : (
        <FocusedAlert intent="error" title={CCR_REVIEW_FAILED_TITLE} keepFocus>
          <p className={styles.lead}>{CCR_REVIEW_FAILED_TEXT}</p>
        </FocusedAlert>
      )}
      <div className={styles.actions}>
        {loaded.status === 'success' ? (
          <Button appearance="primary" onClick={() => void navigate(ccrSubmitterPath(flowId))}>
            Continue
          </Button>
        ) : (
          <Button appearance="primary" disabledFocusable={review.isFetching} onClick={() => void review.refetch()}>
            Try again
          </Button>
        )}
        <RouterLink to={flowPath(PATHS.ccrModules, flowId)}>{BACK_TO_CHANGES}</RouterLink>
      </div>
    </section>
  );
}

export { ccrReviewLoader as loader } from './ccr-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading your contact changes…" />;
