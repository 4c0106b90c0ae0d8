/** The 404 page (docs/portal.md §Routes "Public routes"): any path that is not a route. */
import { Link } from '@fluentui/react-link';
import { LinkList, MessagePage } from '../../components/page/MessagePage';
import { useEnvironment } from '../../app/environment';

import { NOT_FOUND_TITLE, providerHomeLinkText } from '../../../core/use-cases/errors/router-errors';

export { NOT_FOUND_TITLE };
export const NOT_FOUND_TEXT = 'We were not able to find the page you requested.';

export default function NotFound() {
  const { config } = useEnvironment();
  return (
    <MessagePage id="not-found-title" title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT}>
      <LinkList>
        <Link href={config.homePath}>LicenseHub home</Link>
        <Link href={config.providerHomepage}>{providerHomeLinkText(config)}</Link>
      </LinkList>
    </MessagePage>
  );
}
