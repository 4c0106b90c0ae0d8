/**
 * What the first page does not show, in one lazily loaded chunk
 * (docs/performance.md §Load tiers): the identify screen's search and authorization steps, the error summary of every form,
 * the loading indicator's spinner, and what only some moments need (the maintenance notices, the
 * unavailable screen of a maintenance window, a record not found). It loads on the user's first
 * key or pointer press (RootLayout.tsx), or when one of them shows.
 */
export { ErrorSummary } from '../components/forms/ErrorSummary';
export { AuthorizeStep } from '../screens/identify-licensee/AuthorizeStep';
export { SearchStep } from '../screens/identify-licensee/SearchStep';
export { Spinner } from '@fluentui/react-spinner';
export { MaintenanceBanners } from '../components/shell/MaintenanceBanners';
export { Unavailable } from '../screens/maintenance/Unavailable';
export { default as RecordNotFound } from '../screens/not-found/RecordNotFound';
// The app's start, so that every tier reaches all of the first page's code and esbuild puts it in
// one chunk shared by all (three first-load files instead of six: docs/performance.md §Load tiers).
export { boot } from './boot';
