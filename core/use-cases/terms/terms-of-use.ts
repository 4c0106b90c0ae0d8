/**
 * The terms of use the identify page's use agreement and the submitter's use acceptance refer to:
 * their page (`/terms-of-use`, public, opened in a new tab beside each checkbox so nothing typed is
 * lost) and the sentence that links to it.
 */

export const TERMS_TITLE = 'Terms of use';

export interface TermsSection {
  readonly heading: string;
  readonly text: string;
}

export const TERMS_INTRO = 'These terms apply whenever you use LicenseHub, the registry’s portal for insurance licensees.';

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: 'Who may use LicenseHub',
    text: 'Insurance licensees (producers, adjusters and firms) and the people they authorize. When you sign in you confirm that you are the licensee, or that you act on the licensee’s behalf with their authority.',
  },
  {
    heading: 'How you may use the registry’s information',
    text: 'Only for licensing matters: applying for licenses, keeping your details up to date, and reading your orders and reports. Do not use or share another licensee’s information.',
  },
  {
    heading: 'What you submit',
    text: 'What you submit must be true, correct and complete. If you submit for someone else, you must have their authority. The states may verify what you submit, and a false statement may lead to a fine, or to the denial, suspension or revocation of a license.',
  },
  {
    heading: 'Fees',
    text: 'The fees of an application or a change are shown before you pay. Nothing is charged before you pay on the payment page.',
  },
  {
    heading: 'Monitoring',
    text: 'Access to LicenseHub is monitored to protect licensees’ information.',
  },
];

/** The sentence beside an agreement checkbox, around its link: "Read the terms of use (opens in a new tab)." */
export const TERMS_LINK = { before: 'Read the ', link: 'terms of use', after: ' (opens in a new tab).' } as const;

/** Said on the terms page, which opens in a tab of its own. */
export const TERMS_CLOSE_HINT = 'Close this tab to go back to where you were: what you typed there is kept.';
