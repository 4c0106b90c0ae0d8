/**
 * The router's error element (docs/portal.md §Errors): a caught error with HTTP status 429 shows the
 * too-many-requests screen, the registry's 404 for the screen's record says it was not found
 * (an address of another licensee's application), anything else (rendering errors, router
 * errors such as not-found or bad-request) the generic error screen; the router's own errors add "Unexpected Application
 * Error!" with their status. Every error is reported with type react.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../adapters/container/tokens';
import { GenericError } from '../screens/errors/GenericError';
import { TooManyRequests } from '../screens/errors/TooManyRequests';
import { classifyError } from '../screens/errors/caught-error';
import { useService } from './services';
import { laterParts } from './tiers';

// Rarely needed: loaded with the later parts (ui/app/later-parts.ts) when a record is not found, not with the first page.
const RecordNotFound = lazy(() => laterParts().then((m) => ({ default: m.RecordNotFound })));

export function RouteErrorScreen() {
  const error = useRouteError();
  const telemetry = useService(TOKENS.Telemetry);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Reported once per error, though StrictMode runs the effect twice.
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    telemetry.error(error, 'react');
  }, [error, telemetry]);

  const caught = classifyError(error);
  if (caught.kind === 'TOO_MANY_REQUESTS') {
    const tryAgain = () => {
      // Failed queries are dropped so the screen fetches again; a navigation clears the router's error.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      void navigate(location, { replace: true });
    };
    return <TooManyRequests retryAfter={caught.retryAfter} onTryAgain={tryAgain} />;
  }
  if (caught.kind === 'NOT_FOUND') {
    return (
      <Suspense fallback={null}>
        <RecordNotFound />
      </Suspense>
    );
  }
  return <GenericError detail={caught.kind === 'ROUTER' ? caught.text : undefined} />;
}
