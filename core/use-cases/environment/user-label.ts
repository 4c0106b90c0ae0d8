/**
 * The signed-in user's name as the shell's user menu shows it (docs/portal.md §Shell, "User-info
 * failure label: Unknown User"): the display name once user info has come, "Unknown User" when it
 * failed, nothing while it loads (the menu shows a spinner).
 */
import type { UserInfo } from '../../model/user-info';

export const UNKNOWN_USER = 'Unknown User';

export type UserInfoStatus = 'loading' | 'success' | 'failure';

export function userLabel(status: UserInfoStatus, userInfo: UserInfo | undefined): string | undefined {
  if (status === 'success' && userInfo) return userInfo.displayName;
  return status === 'failure' ? UNKNOWN_USER : undefined;
}
