/**
 * The Fluent spinner of the loading indicator (PageLoading.tsx), in its own lazy chunk: the
 * identify page's first load paints no loading indicator, so it does not download the spinner's
 * styles (docs/decisions.md §First load).
 */
export { Spinner } from '@fluentui/react-spinner';

// One chunk for the first load (ui/app/shell-chunk.ts).
export { SHELL_CHUNK } from '../../app/shell-chunk';
