/**
 * Pay: the browser leaves for the external payment page of the flow (a detail report has its
 * own), once the journey says every step before payment is done (core/use-cases/journey). Until
 * then the page says what is left, each with a link to the step that does it, and sends nobody
 * to the payment page.
 */
import { useEffect, useRef } from 'react';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import type { FlowScreenType } from '../../../core/model/constants';
import { flowPaymentUrl, PAY_TEXT } from '../../../core/use-cases/flow-steps/steps';
import { TOKENS } from '../../../adapters/container/tokens';
import { useService } from '../../app/services';
import { FlowStepPage, useFlowId } from './FlowStepPage';
import { useFlowStepStyles } from './flow-step-styles';
import { NotReady } from './NotReady';
import { useJourney } from './useJourney';

export default function Pay({ type }: { type: FlowScreenType }) {
  const journey = useJourney(type, 'pay');
  return journey.canPay ? <LeavingToPay type={type} /> : <NotReady type={type} step="pay" journey={journey} />;
}

function LeavingToPay({ type }: { type: FlowScreenType }) {
  const styles = useFlowStepStyles();
  const flowId = useFlowId();
  const external = useService(TOKENS.ExternalNavigation);
  const config = useService(TOKENS.Config);
  const url = flowPaymentUrl(type, config.homePath, flowId);
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    external.assign(url);
  }, [external, url]);
  return (
    <FlowStepPage type={type} step="pay" noBack>
      <div role="status" className={styles.actions}>
        <Spinner size="tiny" />
        <span>{PAY_TEXT}</span>
      </div>
      <p className={styles.lead}>
        If nothing happens, <Link href={url}>open the payment page</Link>.
      </p>
    </FlowStepPage>
  );
}
