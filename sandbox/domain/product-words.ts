/**
 * What the sandbox's own pages (payment, resume) call each product, in the licensee's words, as
 * in a sentence: "Pay for your contact change", "Resume your producer license application".
 */
const PRODUCT_WORDS: Readonly<Record<string, string>> = {
  PRODUCER_LICENSING: 'producer license application',
  ADJUSTER_LICENSING: 'adjuster license application',
  OTHER_LICENSING: 'license application',
  CONTACT_CHANGE: 'contact change',
  PDB_DETAIL_REPORT: 'PDB detail report',
  DEMOGRAPHIC_UPDATE: 'name change',
  DEMOGRAPHIC_UPDATE_2: 'name change',
  LICENSE_UPDATE: 'license update',
};

export const productWords = (productType: string): string => PRODUCT_WORDS[productType] ?? 'application';
