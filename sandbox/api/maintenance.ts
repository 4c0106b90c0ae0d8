/**
 * Maintenance notices (docs/portal.md §Maintenance): none by default; switched on by the `--maintenance`
 * flag or, in tests, by `controls.setMaintenance`. Public, because the portal fetches them at
 * startup before anyone is signed in. A 'disable-login' notice also makes identify refuse to
 * sign anyone in, so the block holds on the server and not only in the browser.
 */
import type { Hono } from 'hono';

export type MaintenanceKind = 'warning' | 'alert' | 'disable-login';
export const MAINTENANCE_KINDS: readonly MaintenanceKind[] = ['warning', 'alert', 'disable-login'];

export interface MaintenanceNotification {
  message: string;
  level: 'WARNING' | 'ALERT';
  actions: string[];
}

const NOTICES: Record<MaintenanceKind, MaintenanceNotification> = {
  warning: {
    message: 'LicenseHub will be unavailable for scheduled maintenance on Sunday from 1:00 AM to 5:00 AM Eastern Time.',
    level: 'WARNING',
    actions: [],
  },
  alert: {
    message: 'Payments are delayed: orders submitted today may take up to two business days to be processed.',
    level: 'ALERT',
    actions: [],
  },
  'disable-login': {
    message: 'Sign-in is disabled while LicenseHub is under maintenance. Please try again later.',
    level: 'ALERT',
    actions: ['disableLogin'],
  },
};

export const LOGIN_DISABLED_ERROR = 'LicenseHub is temporarily unavailable due to maintenance. Please try again later.';

export class MaintenanceState {
  private kinds: MaintenanceKind[] = [];

  constructor(kinds: MaintenanceKind[] = []) {
    this.set(kinds);
  }

  set(kinds: MaintenanceKind[]): void {
    for (const k of kinds) if (!MAINTENANCE_KINDS.includes(k)) throw new Error(`unknown maintenance notice "${k}"`);
    this.kinds = [...new Set(kinds)];
  }

  notifications(): MaintenanceNotification[] {
    return this.kinds.map((k) => NOTICES[k]);
  }

  loginDisabled(): boolean {
    return this.kinds.includes('disable-login');
  }
}

export function maintenanceRoutes(pub: Hono, state: MaintenanceState): void {
  pub.get('/maintenance-notifications.json', (c) => c.json(state.notifications()));
}
