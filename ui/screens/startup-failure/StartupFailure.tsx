/**
 * The startup failure screen (docs/portal.md §Startup and configuration): the app could not start (config.json missing or
 * invalid, code 5000). It depends on nothing that startup builds, only on the theme.
 */
import { useEffect } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens, typographyStyles } from '@fluentui/react-theme';
import { PageHeading } from '../../components/page/PageHeading';
import { TopBar } from '../../components/shell/TopBar';
import { pageTitle } from '../../app/page-title';

export const STARTUP_FAILURE_TITLE = 'Error Starting the Application';
export const STARTUP_FAILURE_TEXT =
  'LicenseHub could not start. Please refresh the page. If the problem persists, contact customer service and give them the error code below.';

const useStyles = makeStyles({
  page: { maxWidth: '960px', marginLeft: 'auto', marginRight: 'auto', padding: tokens.spacingHorizontalXXL },
  code: typographyStyles.body1Strong,
});

export function StartupFailure({ code }: { code: string }) {
  const styles = useStyles();
  useEffect(() => {
    document.title = pageTitle(STARTUP_FAILURE_TITLE);
  }, []);
  return (
    <>
      <header>
        <TopBar />
      </header>
      <main className={styles.page}>
        <PageHeading>{STARTUP_FAILURE_TITLE}</PageHeading>
        <p>{STARTUP_FAILURE_TEXT}</p>
        <p className={styles.code}>Error code: {code}</p>
      </main>
    </>
  );
}
