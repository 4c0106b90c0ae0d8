import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../core/model/constants';

/** The document title: "<page title> - LicenseHub" (decisions.md "Names and paths"). */
export const pageTitle = (title: string): string => `${title} - ${PRODUCT_NAME}`;

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
