/**
 * What the shell runs while signed in, whatever the page shows (a loading indicator included): the
 * session timer (with its warning dialog), and the session recording told who the user is (the
 * display name with the NPN and FEIN, once the user info has loaded).
 */
import { useEffect } from 'react';
import { replayIdentityOf, type ReplayIdentity } from '../../../core/use-cases/telemetry/recording';
import { TOKENS } from '../../../adapters/container/tokens';
import { SessionTimer } from '../../app/session-timer';
import { useEnvironment } from '../../app/environment';
import { useService } from '../../app/services';

/** Session replay told who the user is, through the recording when a recording script is configured. */
function useReplayIdentity(): void {
  const telemetry = useService(TOKENS.Telemetry);
  const { userInfo, config } = useEnvironment();
  const key = JSON.stringify(replayIdentityOf(userInfo) ?? null);
  useEffect(() => {
    const identity = JSON.parse(key) as ReplayIdentity | null;
    if (!identity) return;
    if (!config.telemetry?.sdkUrl) return telemetry.identify(identity);
    void import('../../../adapters/container/session-recording').then((m) => m.sessionRecording.identify(telemetry, identity, config.telemetry ?? {}));
  }, [key, telemetry, config.telemetry]);
}

export function SignedInSession() {
  useReplayIdentity();
  return <SessionTimer />;
}
