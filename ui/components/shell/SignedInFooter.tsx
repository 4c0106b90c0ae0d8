/**
 * What the shell adds at the end of a signed-in page: customer support (the host's chat, or the
 * provider's phone and email), the session timer (with its warning dialog), and the session
 * recording told who the user is (the display name with the NPN and FEIN, once the user info has
 * loaded).
 */
import { useEffect } from 'react';
import { replayIdentityOf } from '../../../core/use-cases/telemetry/recording';
import { TOKENS } from '../../../adapters/container/tokens';
import { SessionTimer } from '../../app/session-timer';
import { useEnvironment } from '../../app/environment';
import { useService } from '../../app/services';
import { SupportFooter } from './SupportFooter';

function useReplayIdentity(): void {
  const telemetry = useService(TOKENS.Telemetry);
  const identity = replayIdentityOf(useEnvironment().userInfo);
  const key = identity && JSON.stringify(identity);
  useEffect(() => {
    if (key) telemetry.identify(JSON.parse(key) as NonNullable<typeof identity>);
  }, [key, telemetry]);
}

export function SignedInFooter() {
  useReplayIdentity();
  return (
    <>
      <SupportFooter />
      <SessionTimer />
    </>
  );
}
