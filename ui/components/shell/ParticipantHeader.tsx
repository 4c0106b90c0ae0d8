/** The header naming the participant (docs/portal.md §Shell): name, company name with suffix, or FEIN. */
import { makeStyles } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import type { UserInfo } from '../../../core/model/user-info';
import type { UserInfoStatus } from '../../../core/use-cases/environment/user-label';
import { participantName } from '../../app/participant';
import { PHONE } from '../../app/media';

/** The name of the region that names who is signed in (the licensee's words, docs/content-style.md). */
export const PARTICIPANT_LANDMARK = 'Signed in as';

const useStyles = makeStyles({
  header: {
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [PHONE]: { paddingLeft: tokens.spacingHorizontalM, paddingRight: tokens.spacingHorizontalM },
  },
  name: typographyStyles.subtitle1,
});

/**
 * While the user's details load, the header keeps its place (a blank line of the name's height),
 * so the page below does not move down when the name arrives.
 */
export function ParticipantHeader({ userInfo, status }: { userInfo: UserInfo | undefined; status: UserInfoStatus }) {
  const styles = useStyles();
  const name = participantName(userInfo);
  if (!name && status !== 'loading') return null;
  return (
    <div className={styles.header} {...(name ? { 'aria-label': PARTICIPANT_LANDMARK, role: 'region' } : {})}>
      <span className={styles.name}>{name || '\u00a0'}</span>
    </div>
  );
}
