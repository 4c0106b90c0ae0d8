import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../core/model/constants';

/**
 * The document title: "<page title> - LicenseHub" (docs/decisions.md §Names and paths), with "Error: "
 * in front while the page shows errors (GOV.UK's habit: the title is the first thing a screen
 * reader reads on a new page, so it says at once that something needs fixing).
 */
export const pageTitle = (title: string, hasErrors = false): string => `${hasErrors ? 'Error: ' : ''}${title} - ${PRODUCT_NAME}`;

export function usePageTitle(title: string, hasErrors = false): void {
  useEffect(() => {
    document.title = pageTitle(title, hasErrors);
  }, [title, hasErrors]);
}
