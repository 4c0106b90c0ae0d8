/**
 * The route table (docs/portal.md §Routes). Screens load lazily, in two route groups; the root layout shows
 * a loading indicator while one loads. Public routes sit beside the auth guard's children.
 */
import { Navigate, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { PATHS } from './paths';
import { PageLoading } from '../components/shell/PageLoading';
import { RootLayout } from './RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorScreen } from './RouteErrorScreen';
import { journeyScreens, signedIn } from './tiers';
import { journeyRoutes } from '../screens/flow-steps/routes';
import IdentifyLicensee from '../screens/identify-licensee/IdentifyLicensee';

/** What a screen's module gives its route. */
interface ScreenModule {
  default: React.ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  HydrateFallback?: React.ComponentType;
}

/**
 * A screen's module may export its route's loader (`loader`), which then loads with it, when a
 * navigation within the route runs it again (`shouldRevalidate`; by default on every one, and the
 * shell shows its loading indicator instead of the screen meanwhile), and what a first load shows
 * inside the shell while the loader runs (`HydrateFallback`, its labeled loading indicator).
 */
const routeOf = ({ default: Component, loader, shouldRevalidate, HydrateFallback }: ScreenModule) => ({
  Component,
  ...(loader ? { loader } : {}),
  ...(shouldRevalidate ? { shouldRevalidate } : {}),
  ...(HydrateFallback ? { HydrateFallback } : {}),
});

/** The screens load with one of two chunks (docs/performance.md §Load tiers). */
const account = (pick: (tier: typeof import('./signed-in')) => ScreenModule) => async () => routeOf(pick(await signedIn()));
const journey = (pick: (tier: typeof import('../screens/journey-screens')) => ScreenModule) => async () => routeOf(pick(await journeyScreens()));

/**
 * The order history and one order (docs/portal.md §Routes): their loaders fill the query cache before the screen
 * shows (ui/screens/order-history/order-loaders.ts). On a first load the list shows its own
 * labeled loading indicator while its code and data arrive; otherwise the shell's shows.
 */
export const orderHistoryRoutes: RouteObject[] = [
  {
    path: PATHS.orderHistory,
    hydrateFallbackElement: <PageLoading label="Loading your orders…" />,
    lazy: account((m) => m.OrderHistory),
  },
  { path: PATHS.orderDetail, lazy: account((m) => m.OrderDetailPage) },
  { path: PATHS.orderConfirmation, lazy: account((m) => m.OrderConfirmation) },
  { path: PATHS.orderReport, lazy: account((m) => m.PdbReportPage) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first page's code loads, before the shell can render.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // A pathless layer so a failing screen is replaced inside the shell, not the whole page.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <Navigate to={PATHS.identify} replace /> },
          // The first page most visits open is in the first load itself (docs/decisions.md §First load).
          { path: PATHS.identify, Component: IdentifyLicensee },
          { path: PATHS.paymentError, lazy: account((m) => m.PaymentError) },
          { path: PATHS.termsOfUse, lazy: account((m) => m.TermsOfUse) },
          {
            element: <RequireAuth />,
            children: [
              { path: PATHS.userMenu, lazy: account((m) => m.UserMenu) },
              ...orderHistoryRoutes,
              // The list and one application (PATHS.resumeIncompleteDetail) are one route: going from one to
              // the other keeps the screen mounted (no loading state between them), so the list a deletion
              // leads back to is fetched again once, by the deletion, not a second time by a new mount.
              {
                path: `${PATHS.resumeIncomplete}/:flowId?`,
                hydrateFallbackElement: <PageLoading label="Loading your incomplete applications…" />,
                lazy: journey((m) => m.ResumeIncomplete),
              },
              { path: `${PATHS.startFlow}/*`, lazy: journey((m) => m.StartFlow) },
              { path: PATHS.startDirectly, lazy: journey((m) => m.StartDirectly) },
              // The modules of a flow; contact changes (CCR) reuse the screen.
              { path: PATHS.flowModules, lazy: journey((m) => m.ModulesScreen) },
              { path: PATHS.ccrModules, lazy: journey((m) => m.ModulesScreen) },
              // PDB detail report and contact change (issue 10): info, status, CCR landing, resume, review.
              { path: PATHS.pdbReport, lazy: journey((m) => m.PdbReportInfo) },
              { path: PATHS.pdbReportStatus, lazy: journey((m) => m.PdbReportStatus) },
              { path: PATHS.ccr, lazy: journey((m) => m.CcrLanding) },
              { path: PATHS.ccrResume, lazy: journey((m) => m.CcrResume) },
              { path: PATHS.ccrReview, lazy: journey((m) => m.CcrReview) },
              // The shared flow screens of each journey type and each type's landing (/flows/{flowId}, where
              // a resumed application comes back), from the journey definitions.
              ...journeyRoutes(),
              // Issue 10: name change, license update (DRLPs), continuing education, the top-level pages.
              { path: PATHS.demographicUpdate, lazy: journey((m) => m.NameChange) },
              { path: PATHS.licenseUpdateEdit, lazy: journey((m) => m.DrlpEdit) },
              { path: PATHS.licenseUpdateReview, lazy: journey((m) => m.DrlpReview) },
              { path: PATHS.continuingEducation, lazy: journey((m) => m.ContinuingEducation) },
              { path: PATHS.legacyFlow, lazy: journey((m) => m.LegacyFlow) },
              { path: PATHS.validation, lazy: journey((m) => m.TopValidation) },
              { path: PATHS.attestation, lazy: journey((m) => m.TopAttestation) },
            ],
          },
          { path: '*', lazy: account((m) => m.NotFound) },
        ],
      },
    ],
  },
];
