/**
 * The session-timer use-case: the "Session Expiration" modal's machine (session-timer.ts) run by
 * the core runner, fed by the session's statuses (sessionStatus$: the JWT's expiry and the user's
 * activity, on the Clock port's scheduler). Its effects go through the ports the driver gives:
 * logout (preserving single sign-on), the user info refresh that Continue asks for (its answer
 * carries a fresh token), and the request to the screens to save what the user typed.
 */
import type { Subscription } from 'rxjs';
import { createRunner, type Runner } from '../runner';
import {
  initialSessionModal,
  sessionModalReducer,
  sessionChecks$,
  type SessionEffect,
  type SessionModalEvent,
  type SessionModalState,
  type SessionTimerSources,
} from './session-timer';

export interface SessionTimerPorts {
  readonly logout: (options: { readonly preserveSso: boolean }) => Promise<void>;
  readonly refreshUserInfo: () => Promise<unknown>;
  readonly saveWork: () => void;
}

export const runSessionEffect =
  ({ logout, refreshUserInfo, saveWork }: SessionTimerPorts) =>
  async (effect: SessionEffect): Promise<readonly SessionModalEvent[]> => {
    switch (effect.type) {
      case 'LOGOUT':
        await logout({ preserveSso: effect.preserveSso }).catch(() => undefined);
        return [];
      case 'SAVE_WORK':
        saveWork();
        return [];
      case 'REFRESH_USER_INFO':
        return refreshUserInfo().then(
          () => [{ type: 'REFRESH_SUCCEEDED' }],
          () => [{ type: 'REFRESH_FAILED' }],
        );
    }
  };

export type SessionTimerUseCase = Runner<SessionModalState, SessionModalEvent>;

/** Follows the session's statuses from creation until dispose. */
export function createSessionTimerUseCase(sources: SessionTimerSources, ports: SessionTimerPorts): SessionTimerUseCase {
  const runner = createRunner(sessionModalReducer, initialSessionModal, runSessionEffect(ports));
  const statuses: Subscription = sessionChecks$(sources).subscribe(({ status, minutesLeft }) =>
    runner.dispatch(status === 'WARNING' ? { type: 'STATUS', status, minutesLeft } : { type: 'STATUS', status }),
  );
  return {
    ...runner,
    dispose: () => {
      statuses.unsubscribe();
      runner.dispose();
    },
  };
}
