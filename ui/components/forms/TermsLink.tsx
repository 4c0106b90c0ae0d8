/**
 * The sentence beside an agreement checkbox that links to the terms of use, in a new tab so
 * nothing typed on the form is lost (core/use-cases/terms/terms-of-use.ts).
 */
import { useHref } from 'react-router';
import { Link } from '@fluentui/react-link';
import { TERMS_LINK } from '../../../core/use-cases/terms/terms-of-use';
import { PATHS } from '../../app/paths';

export function TermsLink({ className }: { className?: string | undefined }) {
  const href = useHref(PATHS.termsOfUse);
  return (
    <p className={className}>
      {TERMS_LINK.before}
      <Link href={href} target="_blank" rel="noopener">
        {TERMS_LINK.link}
      </Link>
      {TERMS_LINK.after}
    </p>
  );
}
