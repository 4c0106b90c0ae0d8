/**
 * The route table (docs/portal.md §Routes). Screens load lazily, each in its own chunk; the root layout shows
 * a loading indicator while one loads. Public routes sit beside the auth guard's children.
 */
import { useEffect } from 'react';
import { Navigate, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { PATHS } from './paths';
import { afterNextPaint } from './after-first-paint';
import { PageLoading } from '../components/shell/PageLoading';
import { RootLayout } from './RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorScreen } from './RouteErrorScreen';
import { flowStepRoutes, resumeRoute } from '../screens/flow-steps/routes';
import IdentifyLicensee from '../screens/identify-licensee/IdentifyLicensee';

/** Starts loading the journeys' registry calls once the screen is on screen (a call may have already). */
function useJourneyCallsAfterPaint() {
  useEffect(() => afterNextPaint(() => void import('./journey-calls-chunk').catch(() => undefined)), []);
}

/** Each screen with that hook: one per screen, so two routes of one screen keep one component (no remount between them). */
const screensWithJourneyCalls = new WeakMap<React.ComponentType, React.ComponentType>();
function withJourneyCallsAfterPaint(Screen: React.ComponentType): React.ComponentType {
  let Component = screensWithJourneyCalls.get(Screen);
  if (!Component) {
    Component = () => {
      useJourneyCallsAfterPaint();
      return <Screen />;
    };
    screensWithJourneyCalls.set(Screen, Component);
  }
  return Component;
}

/**
 * A screen's module may export its route's loader (`loader`), which then loads with it, when a
 * navigation within the route runs it again (`shouldRevalidate`; by default on every one, and the
 * shell shows its loading indicator instead of the screen meanwhile), and what a first load shows
 * inside the shell while the loader runs (`HydrateFallback`, its labeled loading indicator). The
 * journeys' registry calls (journey-calls-chunk.ts), which most of these screens make, start
 * loading once the screen has painted, unless a call has asked for them already (a failed load
 * is tried again by the next call).
 */
const screen =
  (
    load: () => Promise<{
      default: React.ComponentType;
      loader?: LoaderFunction;
      shouldRevalidate?: ShouldRevalidateFunction;
      HydrateFallback?: React.ComponentType;
    }>,
  ) =>
  async () => {
    const { default: Screen, loader, shouldRevalidate, HydrateFallback } = await load();
    const Component = withJourneyCallsAfterPaint(Screen);
    return { Component, ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}), ...(HydrateFallback ? { HydrateFallback } : {}) };
  };

/**
 * The order history and one order (docs/portal.md §Routes): their loaders fill the query cache before the screen
 * shows (ui/screens/order-history/order-loaders.ts). On a first load the list shows its own
 * labeled loading indicator while its code and data arrive; otherwise the shell's shows.
 */
export const orderHistoryRoutes: RouteObject[] = [
  {
    path: PATHS.orderHistory,
    hydrateFallbackElement: <PageLoading label="Loading your orders…" />,
    lazy: screen(() => import('../screens/order-history/OrderHistory')),
  },
  { path: PATHS.orderDetail, lazy: screen(() => import('../screens/order-history/OrderDetailPage')) },
  { path: PATHS.orderConfirmation, lazy: screen(() => import('../screens/order-history/OrderConfirmation')) },
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
          { path: PATHS.paymentError, lazy: screen(() => import('../screens/payment-error/PaymentError')) },
          { path: PATHS.termsOfUse, lazy: screen(() => import('../screens/terms/TermsOfUse')) },
          {
            element: <RequireAuth />,
            children: [
              { path: PATHS.userMenu, lazy: screen(() => import('../screens/user-menu/UserMenu')) },
              ...orderHistoryRoutes,
              // The list and one application (PATHS.resumeIncompleteDetail) are one route: going from one to
              // the other keeps the screen mounted (no loading state between them), so the list a deletion
              // leads back to is fetched again once, by the deletion, not a second time by a new mount.
              {
                path: `${PATHS.resumeIncomplete}/:flowId?`,
                hydrateFallbackElement: <PageLoading label="Loading your incomplete applications…" />,
                lazy: screen(() => import('../screens/resume-incomplete/ResumeIncomplete')),
              },
              { path: `${PATHS.startFlow}/*`, lazy: screen(() => import('../screens/start-flow/StartFlow')) },
              { path: PATHS.startDirectly, lazy: screen(() => import('../screens/start-flow/StartDirectly')) },
              // The modules of a flow; contact changes (CCR) reuse the screen.
              { path: PATHS.flowModules, lazy: screen(() => import('../screens/modules/ModulesScreen')) },
              { path: PATHS.ccrModules, lazy: screen(() => import('../screens/modules/ModulesScreen')) },
              // PDB detail report and contact change (issue 10): info, status, CCR landing, resume, review.
              { path: PATHS.pdbReport, lazy: screen(() => import('../screens/pdb-report/PdbReportInfo')) },
              { path: PATHS.pdbReportStatus, lazy: screen(() => import('../screens/pdb-report/PdbReportStatus')) },
              { path: PATHS.ccr, lazy: screen(() => import('../screens/ccr/CcrLanding')) },
              { path: PATHS.ccrResume, lazy: screen(() => import('../screens/ccr/CcrResume')) },
              { path: PATHS.ccrReview, lazy: screen(() => import('../screens/ccr/CcrReview')) },
              // The shared flow screens per route group; CCR's and LICENSE-UPDATE's review are their journeys' own.
              // A resumed application comes back at /flows/{flowId}: its first step not done.
              resumeRoute('FLOWS'),
              ...flowStepRoutes('FLOWS'),
              ...flowStepRoutes('CCR', ['review']),
              ...flowStepRoutes('DEMOGRAPHIC-UPDATE'),
              ...flowStepRoutes('LICENSE-UPDATE', ['review']),
              ...flowStepRoutes('PDB-REPORT'),
              // Issue 10: name change, license update (DRLPs), continuing education, the top-level pages.
              { path: PATHS.demographicUpdate, lazy: screen(() => import('../screens/name-change/NameChange')) },
              { path: PATHS.licenseUpdateEdit, lazy: screen(() => import('../screens/license-update/DrlpEdit')) },
              { path: PATHS.licenseUpdateReview, lazy: screen(() => import('../screens/license-update/DrlpReview')) },
              { path: PATHS.continuingEducation, lazy: screen(() => import('../screens/continuing-education/ContinuingEducation')) },
              { path: PATHS.legacyFlow, lazy: screen(() => import('../screens/top-level/LegacyFlow')) },
              { path: PATHS.validation, lazy: screen(() => import('../screens/top-level/TopValidation')) },
              { path: PATHS.attestation, lazy: screen(() => import('../screens/top-level/TopAttestation')) },
            ],
          },
          { path: '*', lazy: screen(() => import('../screens/not-found/NotFound')) },
        ],
      },
    ],
  },
];
