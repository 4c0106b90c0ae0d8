/**
 * Submit: the last page before payment. The browser always loads it afresh (docs/portal.md §Shared flow steps): reached
 * inside the app (the document was loaded at another address), it reloads itself at once.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import { SUBMIT_TEXT, submitAction } from '../../../core/use-cases/flow-steps/steps';
import { showsFeeAt } from '../../../core/use-cases/flow-steps/fees';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { PageLoading } from '../../components/shell/PageLoading';
import { FlowStepPage } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';
import { NextStepButton } from './StepParts';
import { FlowFee } from './FlowFee';
import { NotReady } from './NotReady';
import { useJourney } from './useJourney';

/** The path the document itself was loaded at (the navigation entry), if the browser tells. */
function documentPath(): string | undefined {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0];
  return entry ? new URL(entry.name).pathname : undefined;
}

export default function Submit({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const location = useLocation();
  const external = useService(TOKENS.ExternalNavigation);
  const config = useService(TOKENS.Config);
  const full = `${config.appBase.replace(/\/+$/, '')}${location.pathname}`;
  // Compared by its end, so a router base that differs from the configured one never reloads in a loop.
  const fresh = documentPath()?.endsWith(location.pathname) ?? false;
  const reloading = useRef(false);
  useEffect(() => {
    if (fresh || reloading.current) return;
    reloading.current = true;
    external.assign(full);
  }, [fresh, full, external]);
  const journey = useJourney(type, 'submit');
  if (!fresh) return <PageLoading label="Loading…" />;
  if (!journey.canPay) return <NotReady type={type} step="submit" journey={journey} />;
  return (
    <FlowStepPage type={type} step="submit">
      <p className={styles.lead}>{SUBMIT_TEXT[type]}</p>
      {showsFeeAt(type, 'submit') && <FlowFee type={type} />}
      <NextStepButton to={journey.nextPath}>{submitAction(type)}</NextStepButton>
    </FlowStepPage>
  );
}
