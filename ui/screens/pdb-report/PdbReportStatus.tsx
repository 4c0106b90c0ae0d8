/**
 * Waiting for the PDB detail report (docs/portal.md §PDB report "PDB status polling"): the core's status
 * use-case polls on the Clock port's scheduler (at once, every 5 s for 23 retries, then every
 * 30 s) and, once the report is ready, sends the browser to its payment page (ExternalNavigation).
 * The page tells its progress politely: a status region (announced when the phase changes, never
 * taking focus) and the count of checks beside it, outside the live region, so a screen reader is
 * not interrupted every five seconds. Leaving the page stops the timers; coming back checks at once.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { DomainFailure } from '../../../core/errors';
import { streamScheduler } from '../../../core/use-cases/stream-scheduler';
import {
  createPdbStatusUseCase,
  detailReportPaymentUrl,
  pdbStatusQueryKey,
  pdbStatusText,
  type PdbStatusPorts,
} from '../../../core/use-cases/pdb-report/report-status';
import { TOKENS } from '../../../adapters/container/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { useEnvironment } from '../../app/environment';
import { usePageTitle } from '../../app/page-title';
import { PATHS } from '../../app/paths';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PageHeading } from '../../components/page/PageHeading';
import { usePdbReportStyles } from './pdb-report-styles';

export const PDB_STATUS_TITLE = 'Preparing your PDB detail report';
export const LEAVE_TEXT =
  'Preparing the report usually takes under a minute. You can leave this page: the report keeps being prepared, and this page checks again as soon as you come back to it.';

export default function PdbReportStatus() {
  usePageTitle(PDB_STATUS_TITLE);
  const styles = usePdbReportStyles();
  const { flowId = '' } = useParams();
  const api = useService(TOKENS.RegistryApi);
  const scheduler = streamScheduler(useService(TOKENS.Clock));
  const external = useService(TOKENS.ExternalNavigation);
  const { config } = useEnvironment();
  const queryClient = useQueryClient();
  // Each check goes through the query cache, which joins a call already in flight for the flow
  // (StrictMode's second mount, a quick back and forth) instead of sending a second one.
  const status: PdbStatusPorts['api'] = {
    pdbReportStatus: (id) => () => queryClient.fetchQuery({ queryKey: pdbStatusQueryKey(id), queryFn: () => api.pdbReportStatus(id)(), staleTime: 0 }),
  };
  const polling = useUseCase(() => createPdbStatusUseCase({ api: status, scheduler, leave: (url) => external.assign(url), homePath: config.homePath }, flowId));
  const [state, dispatch] = useMachine(polling);
  useEffect(() => dispatch({ type: 'START' }), [polling, dispatch]);
  // Anything but "not ready yet" (404), "no such report" and the end of asking is the generic error path.
  if (state.phase === 'FAILED' && state.error) throw new DomainFailure(state.error);

  const text = pdbStatusText(state);
  const ready = state.phase === 'READY';
  const stopped = state.phase === 'NOT_FOUND' || state.phase === 'GAVE_UP';
  return (
    <section aria-labelledby="pdb-status-title" className={styles.section}>
      <PageHeading id="pdb-status-title">{PDB_STATUS_TITLE}</PageHeading>
      <div role="status" className={styles.status}>
        {!ready && !stopped && (
          <span aria-hidden="true">
            <Spinner size="tiny" />
          </span>
        )}
        <span>{text.status}</span>
      </div>
      {text.progress && <p className={styles.progress}>{text.progress}</p>}
      {ready ? (
        <div className={styles.actions}>
          {/* In case the browser stays (a blocked navigation): the same page, by hand. */}
          <Button appearance="primary" onClick={() => external.assign(detailReportPaymentUrl(config.homePath, flowId))}>
            Go to the payment page
          </Button>
        </div>
      ) : (
        <>
          {!stopped && <p className={styles.lead}>{LEAVE_TEXT}</p>}
          <RouterLink className={styles.standalone} to={PATHS.userMenu}>
            Go to the User Menu
          </RouterLink>
        </>
      )}
    </section>
  );
}
