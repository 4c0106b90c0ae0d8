/**
 * The sentence beside an agreement checkbox that links to the terms of use, in a new tab so
 * nothing typed on the form is lost (core/use-cases/terms/terms-of-use.ts); or another sentence
 * around the same link (`words`, the submitter's "You accepted the terms of use … when you signed in.").
 */
import { useHref } from 'react-router';
import { Link } from '@fluentui/react-link';
import { TERMS_LINK } from '../../../core/use-cases/terms/terms-of-use';
import { PATHS } from '../../app/paths';

type TermsWords = { readonly before: string; readonly link: string; readonly after: string };

export function TermsLink({ className, words = TERMS_LINK }: { className?: string | undefined; words?: TermsWords }) {
  const href = useHref(PATHS.termsOfUse);
  return (
    <p className={className}>
      {words.before}
      <Link href={href} target="_blank" rel="noopener">
        {words.link}
      </Link>
      {words.after}
    </p>
  );
}
