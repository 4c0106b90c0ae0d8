/**
 * The resume list (docs/portal.md §Resume): each unfinished application with its
 * product, last change, whether it can be paid, and its licenses, linking to its detail.
 */
import type { IncompleteApplication } from '../../../core/model/incomplete';
import { PageHeading } from '../../components/page/PageHeading';
import { SuccessMessage, useOutcome } from '../../components/page/SuccessMessage';
import { RouterLink } from '../../components/navigation/RouterLink';
import { usePageTitle } from '../../app/page-title';
import { flowPath, PATHS } from '../../app/paths';
import { modifiedText, statesText, titleText, useReadiness } from './application-text';
import { useResumeStyles } from './resume-styles';

export const LIST_TITLE = 'Incomplete applications';
export const EMPTY_TEXT = 'You have no incomplete applications.';
export const LIST_LEAD = 'Applications you started and did not submit. Open one to continue it, pay for it or delete it.';

export function IncompleteList({ applications }: { applications: readonly IncompleteApplication[] }) {
  usePageTitle(LIST_TITLE);
  const styles = useResumeStyles();
  const outcome = useOutcome(PATHS.resumeIncomplete);
  return (
    <section aria-labelledby="resume-list-title">
      <PageHeading id="resume-list-title">{LIST_TITLE}</PageHeading>
      {outcome && <SuccessMessage title={outcome.title} text={outcome.text} />}
      {applications.length === 0 ? (
        <p>{EMPTY_TEXT}</p>
      ) : (
        <>
          <p className={styles.lead}>{LIST_LEAD}</p>
          <ul className={styles.list} aria-labelledby="resume-list-title">
            {applications.map((application) => (
              <ApplicationCard key={application.batchCode} application={application} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ApplicationCard({ application }: { application: IncompleteApplication }) {
  const styles = useResumeStyles();
  const states = statesText(application);
  const readiness = useReadiness(application);
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{titleText(application)}</h2>
      <dl className={styles.facts}>
        <dt>Last modified</dt>
        <dd>{modifiedText(application)}</dd>
        <dt>Payment</dt>
        <dd>{readiness.text}</dd>
      </dl>
      {application.licenses.length > 0 && <LicenseLines application={application} />}
      <RouterLink
        className={styles.back}
        to={flowPath(PATHS.resumeIncompleteDetail, application.batchCode)}
        // Several cards share the visible text: the name says which application (WCAG 2.4.4).
        aria-label={`View details of ${titleText(application)}${states ? ` (${states})` : ''}, last modified ${modifiedText(application)}`}
      >
        View details
      </RouterLink>
    </li>
  );
}

export function LicenseLines({ application }: { application: IncompleteApplication }) {
  const styles = useResumeStyles();
  return (
    <ul className={styles.licenses} aria-label={`Licenses in ${titleText(application)}`}>
      {application.licenses.map((license, index) => (
        <li key={index}>
          {license.stateName}, {license.licenseClassName}
          {license.loaNames.length > 0 && `: ${license.loaNames.join(', ')}`}
        </li>
      ))}
    </ul>
  );
}
