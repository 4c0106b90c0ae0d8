/** The header naming the participant (docs/portal.md §Shell): name, company name with suffix, or FEIN. */
import { makeStyles } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import type { UserInfo } from '../../../core/model/user-info';
import { participantName } from '../../app/participant';
import { PHONE } from '../../app/media';

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

export function ParticipantHeader({ userInfo }: { userInfo: UserInfo | undefined }) {
  const styles = useStyles();
  const name = participantName(userInfo);
  if (!name) return null;
  return (
    <div className={styles.header} aria-label="Participant" role="region">
      <span className={styles.name}>{name}</span>
    </div>
  );
}
