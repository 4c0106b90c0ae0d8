/**
 * Maintenance notices (docs/portal.md §Maintenance): any notice with
 * a disableLogin action replaces the whole app with the unavailable screen; otherwise notices
 * show above the content, alerts in danger style and the others in warning style.
 */
import type { MaintenanceNotice, MaintenanceNotification } from '../../model/maintenance';

export const DISABLE_LOGIN_ACTION = 'disableLogin';

export const toNotice = (n: MaintenanceNotification): MaintenanceNotice => ({
  message: n.message,
  isAlert: n.level === 'ALERT',
  disableLogin: (n.actions ?? []).includes(DISABLE_LOGIN_ACTION),
});

export const toNotices = (ns: readonly MaintenanceNotification[] | null | undefined): MaintenanceNotice[] => (ns ?? []).map(toNotice);

export const anyDisablesLogin = (notices: readonly MaintenanceNotice[]): boolean => notices.some((n) => n.disableLogin);

export const MAINTENANCE_TITLE = 'LicenseHub is temporarily unavailable';
export const MAINTENANCE_TEXT = 'LicenseHub is temporarily unavailable due to maintenance.';

/** What both drivers show: the unavailable screen (every notice listed) when one disables login, else the notices. */
export type MaintenanceView =
  | { readonly kind: 'CLOSED'; readonly title: string; readonly text: string; readonly notices: readonly MaintenanceNotice[] }
  | { readonly kind: 'OPEN'; readonly notices: readonly MaintenanceNotice[] };

export function maintenanceView(ns: readonly MaintenanceNotification[] | null | undefined): MaintenanceView {
  const notices = toNotices(ns);
  return anyDisablesLogin(notices) ? { kind: 'CLOSED', title: MAINTENANCE_TITLE, text: MAINTENANCE_TEXT, notices } : { kind: 'OPEN', notices };
}

/** A notice as one line of text: an alert is marked, as the unavailable screen marks it. */
export const noticeLine = (n: MaintenanceNotice): string => (n.isAlert ? `Alert: ${n.message}` : n.message);

/** The view as lines of text, as a terminal prints it: the unavailable screen's heading, text and notices, or the notices. */
export const maintenanceLines = (view: MaintenanceView): string[] =>
  view.kind === 'CLOSED' ? [view.title, view.text, ...view.notices.map(noticeLine)] : view.notices.map(noticeLine);
