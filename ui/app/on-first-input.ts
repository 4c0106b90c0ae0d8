/**
 * What the app loads on the user's first key or pointer press (RootLayout.tsx), in one lazily
 * loaded chunk (docs/performance.md §Load tiers): the identify screen's search and authorization
 * steps, the error summary of every form, and the loading indicator's spinner. The identify page's
 * first step needs none of them, so its first load does not carry them.
 */
export { ErrorSummary } from '../components/forms/ErrorSummary';
export { AuthorizeStep } from '../screens/identify-licensee/AuthorizeStep';
export { SearchStep } from '../screens/identify-licensee/SearchStep';
export { Spinner } from '@fluentui/react-spinner';
