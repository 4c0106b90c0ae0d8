/** The public paths of the portal (docs/decisions.md §Names and paths): one place, shared by the server and tests. */
export const HOME_PATH = '/my-licensehub/';
export const APP_BASE = '/my-licensehub/frontend/';
export const API_BASE = '/my-licensehub/api';
export const IDENTIFY_URL = `${APP_BASE}identify-licensee`;
