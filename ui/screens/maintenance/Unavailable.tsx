/**
 * The maintenance screen (docs/portal.md §Maintenance): a notice with disableLogin replaces the
 * whole app with this page, listing every notice.
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { MaintenanceNotice } from '../../../core/model/maintenance';
import { MAINTENANCE_TEXT, MAINTENANCE_TITLE } from '../../../core/use-cases/environment/maintenance';
import { PageHeading } from '../../components/page/PageHeading';
import { TopBar } from '../../components/shell/TopBar';
import { usePageTitle } from '../../app/page-title';

const useStyles = makeStyles({
  page: { maxWidth: '960px', marginLeft: 'auto', marginRight: 'auto', padding: tokens.spacingHorizontalXXL },
  notices: { paddingLeft: tokens.spacingHorizontalXL },
});

export function Unavailable({ notices, homePath }: { notices: readonly MaintenanceNotice[]; homePath: string }) {
  usePageTitle(MAINTENANCE_TITLE);
  const styles = useStyles();
  return (
    <>
      <header>
        <TopBar homePath={homePath} />
      </header>
      <main className={styles.page}>
        <PageHeading>{MAINTENANCE_TITLE}</PageHeading>
        <p>{MAINTENANCE_TEXT}</p>
        <ul className={styles.notices} aria-label="Maintenance notices">
          {notices.map((notice, i) => (
            <li key={i}>
              <span>{notice.isAlert ? <strong>Alert: {notice.message}</strong> : notice.message}</span>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
