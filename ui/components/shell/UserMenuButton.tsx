/**
 * The signed-in user's menu in the top bar (docs/portal.md §Shell, "Unknown User"): the username,
 * a spinner until it is known, "Unknown User" when user info failed, and the Logout action
 * (which does not preserve single sign-on).
 */
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { MenuButton } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { UserInfo } from '../../../core/model/user-info';
import { userLabel, type UserInfoStatus } from '../../../core/use-cases/environment/user-label';

const useStyles = makeStyles({
  button: {
    color: tokens.colorNeutralForegroundOnBrand,
    textTransform: 'none',
    fontSize: tokens.fontSizeBase300,
    minWidth: 0,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  // A long name wraps onto a second line on a phone rather than being cut ("Alice …").
  name: { whiteSpace: 'normal', overflowWrap: 'break-word', textAlign: 'end', lineHeight: tokens.lineHeightBase200 },
});

export interface UserMenuButtonProps {
  userInfo: UserInfo | undefined;
  status: UserInfoStatus;
  onLogout(): void;
}

export function UserMenuButton({ userInfo, status, onLogout }: UserMenuButtonProps) {
  const styles = useStyles();
  const label = userLabel(status, userInfo);
  return (
    // Inline: the open menu stays inside the header landmark (axe "region") rather than a portal.
    <Menu inline>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="transparent" className={styles.button} aria-label={label ? undefined : 'User menu, loading the user name'}>
          {label ? <span className={styles.name}>{label}</span> : <Spinner size="extra-tiny" appearance="inverted" />}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onLogout}>Logout</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
