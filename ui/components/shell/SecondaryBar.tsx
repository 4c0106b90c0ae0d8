/**
 * The secondary bar (docs/portal.md §Shell): one link, "User Menu", only when signed in. Following it
 * resets the current flow (the flowId route parameter, when the route has one).
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { MainMenuLink } from '../navigation/MainMenuLink';
import { PHONE } from '../../app/media';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '40px',
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [PHONE]: { paddingLeft: tokens.spacingHorizontalM, paddingRight: tokens.spacingHorizontalM },
  },
});

export function SecondaryBar() {
  const styles = useStyles();
  return (
    <nav aria-label="Main" className={styles.bar}>
      <MainMenuLink label="User Menu" />
    </nav>
  );
}
