/**
 * The user menu (docs/portal.md §Shell "/user-menu"): a welcome naming the signed-in user, and the journeys
 * this environment offers (app/journeys.ts, only journeys whose routes exist).
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PageHeading } from '../../components/page/PageHeading';
import { RouterLink } from '../../components/navigation/RouterLink';
import { useEnvironment } from '../../app/environment';
import { availableJourneys, JOURNEYS, type Journey } from '../../app/journeys';
import { participantIds } from '../../app/participant';
import { usePageTitle } from '../../app/page-title';

export const USER_MENU_TITLE = 'User Menu';
/** The name of the list of what the licensee can do (their words, docs/content-style.md). */
export const JOURNEYS_LANDMARK = 'What you can do';

const useStyles = makeStyles({
  journeys: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingLeft: 0, listStyleType: 'none' },
  description: { display: 'block', color: tokens.colorNeutralForeground2 },
});

export function JourneyList({ journeys }: { journeys: readonly Journey[] }) {
  const styles = useStyles();
  if (journeys.length === 0) return null;
  return (
    <nav aria-label={JOURNEYS_LANDMARK}>
      <ul className={styles.journeys}>
        {journeys.map((journey) => (
          <li key={journey.id}>
            <RouterLink to={journey.path}>{journey.label}</RouterLink>
            {journey.description && <span className={styles.description}>{journey.description}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function UserMenu() {
  usePageTitle(USER_MENU_TITLE);
  const { userInfo, config } = useEnvironment();
  const ids = participantIds(userInfo);
  return (
    <section aria-labelledby="user-menu-title">
      <PageHeading id="user-menu-title">{USER_MENU_TITLE}</PageHeading>
      {userInfo && (
        <p>
          Welcome, {userInfo.displayName}
          {ids.length > 0 && ` (${ids.join(', ')})`}.
        </p>
      )}
      <JourneyList journeys={availableJourneys(JOURNEYS, config.disabledFeatures, userInfo)} />
    </section>
  );
}
