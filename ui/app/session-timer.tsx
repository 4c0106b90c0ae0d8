/**
 * Follows the session-timer use-case (core/use-cases/session/use-case.ts) in the browser: the
 * JWT's expiry, the session's absolute end and the user's clicks and keypresses feed the timer (on the Clock port's
 * scheduler); WARNING opens the modal, Continue refreshes user info (the answer carries a fresh
 * token), EXPIRED logs out preserving single sign-on. When the warning opens, SAVE_WORK_EVENT asks
 * the screens to save what the user typed (a module), so a logout loses nothing.
 */
import { useEffect, useRef } from 'react';
import { fromEvent, merge } from 'rxjs';
import { absoluteExpirations$, authExpirations$, isSessionModalOpen } from '../../core/use-cases/session/session-timer';
import { createSessionTimerUseCase } from '../../core/use-cases/session/use-case';
import { streamScheduler } from '../../core/use-cases/stream-scheduler';
import { TOKENS } from '../../adapters/container/tokens';
import { SessionExpirationModal } from '../components/shell/SessionExpirationModal';
import { useEnvironment } from './environment';
import { useLogout } from './logout';
import { useService } from './services';
import { useMachine, useUseCase } from './use-machine';

/** Screens holding typed data save it on this event (the modules screen: ui/screens/modules/useModules.ts). */
export const SAVE_WORK_EVENT = 'licensehub:save-work';

export function SessionTimer() {
  const auth = useService(TOKENS.AuthSession);
  const clock = useService(TOKENS.Clock);
  const { refreshUserInfo } = useEnvironment();
  const logout = useLogout();
  // The latest callbacks, read when an effect runs (never during render).
  const latest = useRef({ logout, refreshUserInfo });
  useEffect(() => {
    latest.current = { logout, refreshUserInfo };
  });
  const session = useUseCase(() =>
    createSessionTimerUseCase(
      {
        authExpiration$: authExpirations$(auth),
        absoluteEnd$: absoluteExpirations$(auth),
        activity$: merge(fromEvent(window, 'click', { capture: true }), fromEvent(window, 'keydown', { capture: true })),
        scheduler: streamScheduler(clock),
        now: () => clock.now(),
      },
      {
        logout: (options) => latest.current.logout(options),
        refreshUserInfo: () => latest.current.refreshUserInfo(),
        // A window event: the screen with unsaved work listens (useModules.ts).
        saveWork: () => window.dispatchEvent(new Event(SAVE_WORK_EVENT)),
      },
    ),
  );
  const [state, dispatch] = useMachine(session);
  return (
    <SessionExpirationModal
      open={isSessionModalOpen(state)}
      continuing={state.continuing}
      minutesLeft={state.minutesLeft}
      onContinue={() => dispatch({ type: 'CONTINUE' })}
      onSignOut={() => void logout({ preserveSso: false })}
    />
  );
}
