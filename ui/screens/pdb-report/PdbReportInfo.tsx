/**
 * The PDB detail report's info page (docs/portal.md §PDB report), its landing
 * (§Shared flow steps "Landing"): what the report holds for this licensee (resident states, how recent
 * its demographics, licensing and appointments data are), its price named as the fee, and its steps. Continue creates the
 * report flow (GET /flows/reports.json) and goes to its submitter page. The metadata comes from
 * the query cache, where the route loader put it; the start runs in the core's start-report use-case. A failed call is the
 * generic error path (docs/portal.md §PDB report).
 */
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { DomainFailure } from '../../../core/errors';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { pdbReportFacts } from '../../../core/use-cases/pdb-report/report-info';
import { createStartReportUseCase } from '../../../core/use-cases/pdb-report/start-report';
import { NO_FACTS } from '../../../core/use-cases/journey/journey';
import { presentLanding } from '../../../core/use-cases/journey/landing';
import { PDB_REPORT } from '../../../core/use-cases/journey/types';
import { TOKENS } from '../../../adapters/container/tokens';
import { runCall } from '../../app/call';
import { useReferenceLists } from '../../app/environment';
import { ensureReferenceLists } from '../../app/reference-lists-loader';
import { usePageTitle } from '../../app/page-title';
import { PATHS } from '../../app/paths';
import { routeServices } from '../../app/route-services';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PageHeading } from '../../components/page/PageHeading';
import { PageLoading } from '../../components/shell/PageLoading';
import { LandingParts } from '../flow-steps/JourneyLanding';
import { usePdbReportStyles } from './pdb-report-styles';

/** The info page is the report's landing (before its flow exists): its title, words, fee and steps. */
const landingOf = (price: string) => presentLanding(PDB_REPORT.type, null, NO_FACTS, { price });
export const STARTING_LABEL = 'Starting your report…';

const metadataQuery = (api: RegistryApi) => queryOptions({ queryKey: ['pdb-report', 'metadata'], queryFn: () => runCall(api.pdbReportMetadata()) });

/** The metadata, fetched on each arrival, and the states that name the resident states; a failure is the route's error screen. */
export async function loader({ context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api, auth } = context.get(routeServices);
  if (!auth.isAuthenticated) return null;
  await Promise.all([queryClient.fetchQuery(metadataQuery(api)), ensureReferenceLists(queryClient, api)]);
  return null;
}

export default function PdbReportInfo() {
  const styles = usePdbReportStyles();
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const { states } = useReferenceLists();
  const metadata = useSuspenseQuery(metadataQuery(api));
  const landing = landingOf(metadata.data.price);
  usePageTitle(landing.title);
  const start = useUseCase(() => createStartReportUseCase({ api, navigate: (to) => void navigate(to) }));
  const [state, dispatch] = useMachine(start);
  // A failed start is the generic error path, like every "Unexpected … response" (docs/portal.md §PDB report).
  if (state.phase === 'FAILED' && state.error) throw new DomainFailure(state.error);

  const stateName = (code: string) => states.find((s) => s.stateCode === code)?.displayName;
  const busy = state.phase === 'STARTING' || state.phase === 'STARTED';
  return (
    <section aria-labelledby="pdb-report-title" className={styles.section}>
      <PageHeading id="pdb-report-title">{landing.title}</PageHeading>
      <LandingParts view={landing}>
        <dl className={styles.facts} aria-label="About your report">
          {pdbReportFacts(metadata.data, stateName).map(({ term, value }) => (
            <div key={term} className={styles.pair}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </LandingParts>
      <p className={styles.lead}>
        Reports you bought before are in your{' '}
        <RouterLink inline to={PATHS.orderHistory}>
          order history
        </RouterLink>
        .
      </p>
      <div className={styles.actions}>
        <Button appearance="primary" disabledFocusable={busy} {...(busy ? { icon: <Spinner size="tiny" /> } : {})} onClick={() => dispatch({ type: 'START' })}>
          {busy ? STARTING_LABEL : 'Continue'}
        </Button>
      </div>
    </section>
  );
}

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading the report details…" />;
