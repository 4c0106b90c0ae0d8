import * as t from 'io-ts';
import { literals, struct } from './codec';

export const MaintenanceLevel = literals('MaintenanceLevel', 'WARNING', 'ALERT');
export type MaintenanceLevel = t.TypeOf<typeof MaintenanceLevel>;

/** One notice of GET /maintenance-notifications.json; an action 'disableLogin' blocks login. */
export const MaintenanceNotification = struct(
  'MaintenanceNotification',
  { message: t.string, level: MaintenanceLevel },
  {
    actions: t.array(t.string),
  },
);
export type MaintenanceNotification = t.TypeOf<typeof MaintenanceNotification>;
export const MaintenanceNotifications = t.array(MaintenanceNotification, 'MaintenanceNotifications');

/** What the shell shows of a notice. */
export interface MaintenanceNotice {
  readonly message: string;
  readonly isAlert: boolean;
  readonly disableLogin: boolean;
}
