/**
 * The shell around every route (docs/portal.md §Shell): skip link, top bar with the user's menu,
 * the secondary bar when signed in, the participant header, maintenance notices, the page, and
 * customer support below it (docs/portal.md §Errors "Customer-support chat"), signed in or not.
 * Landmarks: header (banner), nav, main, footer.
 * The session timer runs from here while signed in, whatever the page shows: a page that stays
 * loading still warns and logs out, and a warning open when a navigation starts stays open.
 * Every navigation to a submit path becomes a full page load here (submit-reload.ts).
 * The user menu and the session timer load lazily with the signed-in chunk, the maintenance
 * notices with the later parts (docs/performance.md §Load tiers), so the anonymous identify page
 * does not download Fluent's menu, dialog and positioning code. They sit in the top bar, whose height
 * does not depend on them, so their arrival shifts no layout; the participant header, which
 * would push the page down, renders with the shell and keeps its place while the user's details load.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { createLoadingCount, PageLoading, PageLoadingShown } from '../components/shell/PageLoading';
import { ParticipantHeader } from '../components/shell/ParticipantHeader';
import { SecondaryBar } from '../components/shell/SecondaryBar';
import { SkipLink } from '../components/shell/SkipLink';
import { SupportFooter } from '../components/shell/SupportFooter';
import { TopBar } from '../components/shell/TopBar';
import type { ProviderContact } from '../../core/rules/contact';
import { useEnvironment } from './environment';
import { useLoadOnFirstInput } from './load-on-first-input';
import { useFocusHeadingOnRouteChange, useLocationChangeEvents } from './location-events';
import { useLogout } from './logout';
import { useFullLoadOfSubmitPaths } from './submit-reload';
import { SignInReason } from '../components/page/SignInReason';
import { PHONE } from './media';
import { VersionBadge } from '../components/shell/VersionBadge';
import { laterParts, signedIn } from './tiers';

// The shell's lazy parts (docs/performance.md §Load tiers): what a signed-in session shows, and what the
// first page does not show (loaded on the first input, or when a maintenance notice shows).
const UserMenuButton = lazy(() => signedIn().then((m) => ({ default: m.UserMenuButton })));
const SignedInSession = lazy(() => signedIn().then((m) => ({ default: m.SignedInSession })));
const MaintenanceBanners = lazy(() => laterParts().then((m) => ({ default: m.MaintenanceBanners })));

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground1 },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1200px',
    boxSizing: 'border-box',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingTop: tokens.spacingVerticalXXL,
    paddingBottom: tokens.spacingVerticalXXXL,
    paddingLeft: tokens.spacingHorizontalXL,
    paddingRight: tokens.spacingHorizontalXL,
    ':focus': { outlineStyle: 'none' },
    [PHONE]: { paddingLeft: tokens.spacingHorizontalM, paddingRight: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalL },
  },
});

export function RootLayout() {
  const styles = useStyles();
  const { config, userInfo, userInfoStatus, maintenance, isAuthenticated } = useEnvironment();
  const logout = useLogout();
  const navigation = useNavigation();
  // What a page needs once the user acts (ui/app/later-parts.ts) is fetched on the first input.
  useLoadOnFirstInput(laterParts);
  useLocationChangeEvents();
  useFocusHeadingOnRouteChange();
  useFullLoadOfSubmitPaths();
  // How many loading indicators show in the page: the footer waits for none.
  const [loading] = useState(createLoadingCount);
  return (
    <div className={styles.page}>
      <SkipLink />
      <header>
        <TopBar homePath={config.homePath}>
          <Suspense fallback={null}>
            {config.environmentId && <VersionBadge environmentId={config.environmentId} />}
            {isAuthenticated && <UserMenuButton userInfo={userInfo} status={userInfoStatus} onLogout={() => void logout({ preserveSso: false })} />}
          </Suspense>
        </TopBar>
        {isAuthenticated && <SecondaryBar />}
        {isAuthenticated && <ParticipantHeader userInfo={userInfo} status={userInfoStatus} />}
      </header>
      <PageLoadingShown.Provider value={loading.change}>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {maintenance.length > 0 && (
            <Suspense fallback={null}>
              <MaintenanceBanners notices={maintenance} />
            </Suspense>
          )}
          <SignInReason />
          {navigation.state === 'loading' ? (
            <PageLoading />
          ) : (
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </PageLoadingShown.Provider>
      <FooterBelowPage loading={loading} contact={config.providerContact} />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SignedInSession />
        </Suspense>
      )}
    </div>
  );
}

/** Customer support below the page, once no loading indicator shows. */
function FooterBelowPage({ loading, contact }: { loading: ReturnType<typeof createLoadingCount>; contact: ProviderContact | undefined }) {
  const shown = useSyncExternalStore(loading.subscribe, loading.count) === 0;
  return shown ? <SupportFooter contact={contact} /> : null;
}
