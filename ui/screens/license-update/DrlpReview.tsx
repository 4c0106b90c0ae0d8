/**
 * The license update's review (docs/portal.md §Shared flow steps "a review screen", §Calls GET review.json): what this update
 * changes, then the firm's licenses and DRLPs as the registry will review them; Change goes back
 * to the edit screen, Continue on to the submitter.
 */
import { useNavigate, useParams } from 'react-router';
import { Button } from '@fluentui/react-button';
import { changedDrlps, DRLP_REVIEW_TITLE, drlpStatusText, licenseUpdateEditPath, licenseUpdateSubmitterPath } from '../../../core/use-cases/drlp/views';
import { PageHeading } from '../../components/page/PageHeading';
import { HeadedLoading } from '../../components/page/HeadedLoading';
import { usePageTitle } from '../../app/page-title';
import { DrlpLicenses } from './DrlpLicenses';
import { BusinessEntityFacts } from './BusinessEntityFacts';
import { useDrlpStyles } from './drlp-styles';
import { useDrlp } from './useDrlp';

export const LOADING_REVIEW = 'Loading the review…';

function DrlpReviewPage({ flowId }: { flowId: string }) {
  const styles = useDrlpStyles();
  const [state] = useDrlp(flowId, 'LOAD_REVIEW');
  const navigate = useNavigate();
  usePageTitle(DRLP_REVIEW_TITLE);
  const data = state.review;
  if (!data) return <HeadedLoading className={styles.page} headingId="drlp-review-title" title={DRLP_REVIEW_TITLE} label={LOADING_REVIEW} />;
  const changes = changedDrlps(data);
  return (
    <div className={styles.page}>
      <PageHeading id="drlp-review-title">{DRLP_REVIEW_TITLE}</PageHeading>
      <BusinessEntityFacts entity={data.businessEntity} />
      <section aria-labelledby="drlp-changes-title" className={styles.state}>
        <h2 id="drlp-changes-title" className={styles.stateTitle}>
          Changes in this update
        </h2>
        {changes.length === 0 ? (
          <p className={styles.plain}>You have not changed any DRLP.</p>
        ) : (
          <ul className={styles.drlps} aria-label="Changes in this update">
            {changes.map(({ stateName, licenseCode, licenseName, drlp }) => (
              <li key={`${licenseCode}-${drlp.npn}`} className={styles.drlp}>
                <span className={styles.who}>
                  <span className={styles.name}>
                    {drlp.firstName} {drlp.lastName} (NPN {drlp.npn})
                  </span>
                  <span>
                    {stateName}, {licenseName} {licenseCode}
                  </span>
                  <span className={styles.status}>Status: {drlpStatusText(drlp)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DrlpLicenses data={data} />
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={() => void navigate(licenseUpdateEditPath(flowId))}>
          Change DRLPs
        </Button>
        <Button appearance="primary" onClick={() => void navigate(licenseUpdateSubmitterPath(flowId))}>
          Continue
        </Button>
      </div>
    </div>
  );
}

export default function DrlpReview() {
  const { flowId = '' } = useParams();
  return <DrlpReviewPage key={flowId} flowId={flowId} />;
}
