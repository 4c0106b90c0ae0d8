/**
 * A page's h1 over its loading indicator: the heading shows at once, so the route change can
 * focus it (and announce the page) while the page's data loads.
 */
import { PageHeading } from './PageHeading';
import { PageLoading } from '../shell/PageLoading';

export function HeadedLoading({ className, headingId, title, label }: { className: string; headingId: string; title: string; label: string }) {
  return (
    <div className={className}>
      <PageHeading id={headingId}>{title}</PageHeading>
      <PageLoading label={label} />
    </div>
  );
}
