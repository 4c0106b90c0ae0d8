/**
 * The registry's product names (an order's `product`) as the licensee says them: "Producer
 * Licensing" is a "Producer license" (docs/portal.md §Order history). Kept beside the contract so
 * the portal's order pages, the command and the registry's own order PDFs say one thing.
 */
const PRODUCT_WORDS: Readonly<Record<string, string>> = {
  'Producer Licensing': 'Producer license',
  'Adjuster Licensing': 'Adjuster license',
  'Other Licensing': 'Other license',
  'Contact Change Request': 'Contact change',
  'PDB Detail Report': 'PDB detail report',
  'Demographic Update': 'Name change',
  'Name Change': 'Name change',
  'License Update': 'License update',
};

/** A product name in the licensee's words; a name not listed is shown as it comes. */
export const orderTypeWords = (product: string): string => PRODUCT_WORDS[product] ?? product;
