/**
 * The guard of the authenticated routes (docs/portal.md §Routes): without a JWT, the identify screen. It remembers
 * the page asked for (only a path inside the portal: core/rules/return-path.ts) and why the
 * licensee must identify first, and once they are signed in it takes them there instead of the
 * page sign-in leads to. Memory only: the address is not personal data, but a reload of identify
 * starts over like the rest of identify's memory.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { safeReturnPath, signInReason } from '../../core/rules/return-path';
import { useEnvironment } from './environment';
import { PATHS } from './paths';

let pendingReturn: string | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Remembers a signed-in page to return to after sign-in; an unsafe path is ignored. */
export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path, PATHS.identify);
  if (safe === pendingReturn) return;
  pendingReturn = safe;
  notify();
}

/**
 * The page to open after sign-in, forgotten as it is taken. Identify leads to the page sign-in
 * opens; the guard then forwards that first signed-in page to the remembered one and takes it.
 */
export function takeReturnPath(): string | undefined {
  const path = pendingReturn;
  // No notification: what reads it (the notice, the guard) shows it only while signed out.
  pendingReturn = undefined;
  return path;
}

const usePendingReturn = () =>
  useSyncExternalStore(
    subscribe,
    () => pendingReturn,
    () => undefined,
  );

/** Why the licensee is asked to identify: the page they asked for, or nothing. */
export function useSignInReason(): string | undefined {
  const path = usePendingReturn();
  return path === undefined ? undefined : signInReason(path);
}

function ToIdentify({ from }: { from: string }) {
  useEffect(() => rememberReturnPath(from), [from]);
  return <Navigate to={PATHS.identify} replace />;
}

function ToReturnPath({ to }: { to: string }) {
  useEffect(() => void takeReturnPath(), []);
  return <Navigate to={to} replace />;
}

export function RequireAuth() {
  const { isAuthenticated } = useEnvironment();
  const location = useLocation();
  const returnTo = usePendingReturn();
  const here = `${location.pathname}${location.search}`;
  if (!isAuthenticated) return <ToIdentify from={here} />;
  if (returnTo !== undefined && returnTo !== here) return <ToReturnPath to={returnTo} />;
  return (
    <>
      {/* Arrived where the licensee asked to go (the guard forwarded them): forget it. */}
      {returnTo !== undefined && <ForgetReturnPath />}
      <Outlet />
    </>
  );
}

function ForgetReturnPath() {
  useEffect(() => void takeReturnPath(), []);
  return null;
}
