/**
 * Drives the session policy of core/use-cases/session/session-timer.ts in the browser: the
 * JWT's expiry and the user's clicks and keypresses feed the timer (on the Clock port's
 * scheduler); WARNING opens the modal, Continue refreshes user info (the answer carries a fresh
 * token), EXPIRED logs out preserving single sign-on. When the warning opens, SAVE_WORK_EVENT asks
 * the screens to save what the user typed (a module), so a logout loses nothing.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { fromEvent, map, merge } from 'rxjs';
import { initialSessionModal, isSessionModalOpen, sessionModalReducer, sessionStatus$ } from '../../core/use-cases/session/session-timer';
import { TOKENS } from '../../adapters/container/tokens';
import { SessionExpirationModal } from '../components/shell/SessionExpirationModal';
import { useEnvironment } from './environment';
import { useLogout } from './logout';
import { useService } from './services';

/** Screens holding typed data save it on this event (the modules screen: ui/screens/modules/useModules.ts). */
export const SAVE_WORK_EVENT = 'licensehub:save-work';

export function SessionTimer() {
  const auth = useService(TOKENS.AuthSession);
  const clock = useService(TOKENS.Clock);
  const { refreshUserInfo } = useEnvironment();
  const logout = useLogout();
  const [state, dispatch] = useReducer(sessionModalReducer, initialSessionModal);

  const authExpiration$ = useMemo(() => auth.jwt$.pipe(map(() => auth.authExpiration)), [auth]);
  useEffect(() => {
    const activity$ = merge(fromEvent(window, 'click', { capture: true }), fromEvent(window, 'keydown', { capture: true }));
    const subscription = sessionStatus$({ authExpiration$, activity$, scheduler: clock.scheduler, now: () => clock.now() }).subscribe((status) =>
      dispatch({ type: 'STATUS', status }),
    );
    return () => subscription.unsubscribe();
  }, [authExpiration$, clock]);

  // The latest callbacks, so each requested effect runs once, when the reducer asks for it.
  const run = useRef({ logout, refreshUserInfo });
  useEffect(() => {
    run.current = { logout, refreshUserInfo };
  });
  useEffect(() => {
    for (const effect of state.effects) {
      if (effect.type === 'LOGOUT') void run.current.logout({ preserveSso: effect.preserveSso });
      // A window event, so screens listen without importing the shell (which would grow its first load).
      if (effect.type === 'SAVE_WORK') window.dispatchEvent(new Event(SAVE_WORK_EVENT));
      if (effect.type === 'REFRESH_USER_INFO') {
        run.current.refreshUserInfo().then(
          () => dispatch({ type: 'REFRESH_SUCCEEDED' }),
          () => dispatch({ type: 'REFRESH_FAILED' }),
        );
      }
    }
  }, [state.effects]);

  return <SessionExpirationModal open={isSessionModalOpen(state)} continuing={state.continuing} onContinue={() => dispatch({ type: 'CONTINUE' })} />;
}
