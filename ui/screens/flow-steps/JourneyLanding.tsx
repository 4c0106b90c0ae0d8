/**
 * A journey's landing, the same for every type (docs/portal.md §Shared flow steps "Landing";
 * core/use-cases/journey/landing.ts): its words for a new or a resumed journey, what it costs,
 * its task list and one Start or Continue to the step in progress. The route loader (landingLoader)
 * fetches what the registry holds of the flow and, where the definition names it, its price; a
 * failure is the generic error path. The contact change's landing is this page with its changes
 * read too (ui/screens/ccr/CcrLanding.tsx).
 */
import { Button } from '@fluentui/react-button';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { FlowScreenType } from '../../../core/model/constants';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { sanitizeFlowId } from '../../../core/rules/flow-id';
import { loadLandingPrice } from '../../../core/use-cases/journey/landing-load';
import type { JourneyFacts } from '../../../core/use-cases/journey/journey';
import { presentLanding, type LandingView } from '../../../core/use-cases/journey/landing';
import { TOKENS } from '../../../adapters/container/tokens';
import { usePageTitle } from '../../app/page-title';
import { routeServices } from '../../app/route-services';
import { useService } from '../../app/services';
import { PageHeading } from '../../components/page/PageHeading';
import { fetchJourneyHeld } from './flow-queries';
import { useFlowStepStyles } from './flow-step-styles';
import { TaskList } from './TaskList';
import { useJourneyFacts } from './useJourney';

/** The landing's words, task list and action, as a page shows them (the report's info page shows its parts inside its own). */
export function LandingParts({ view, children }: { view: LandingView; children?: React.ReactNode }) {
  const styles = useFlowStepStyles();
  return (
    <>
      <p className={styles.lead}>{view.lead}</p>
      {children}
      <p className={styles.lead}>{view.costs}</p>
      <TaskList view={view.tasks} />
    </>
  );
}

/** The registry's price of the flow, asked only where the definition names it; null when it does not say (the page says the payment page shows it). */
const priceQuery = (api: RegistryApi, type: FlowScreenType, flowId: string) =>
  queryOptions({
    queryKey: ['landing-price', type, flowId] as const,
    queryFn: () => loadLandingPrice(api, type, flowId),
    staleTime: 0,
  });

export function JourneyLanding({ type, facts: adjust = (f) => f }: { type: FlowScreenType; facts?: (facts: JourneyFacts) => JourneyFacts }) {
  const styles = useFlowStepStyles();
  const navigate = useNavigate();
  const { flowId, facts, modules } = useJourneyFacts(type);
  const api = useService(TOKENS.RegistryApi);
  const price = useSuspenseQuery({ ...priceQuery(api, type, flowId), staleTime: Infinity }).data;
  const view = presentLanding(type, flowId, adjust(facts), { modules, price });
  usePageTitle(view.title);
  const { action } = view;
  return (
    <section aria-labelledby="landing-title" className={styles.page}>
      <PageHeading id="landing-title">{view.title}</PageHeading>
      <LandingParts view={view} />
      {action && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void navigate(action.path)}>
            {action.label}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The landing's loader: what the registry holds of the flow, and its price where the definition names it, fetched afresh. */
export const landingLoader =
  (type: FlowScreenType) =>
  async ({ params, context }: LoaderFunctionArgs): Promise<null> => {
    const { queryClient, api, auth } = context.get(routeServices);
    const flowId = sanitizeFlowId(params.flowId ?? '');
    if (!auth.isAuthenticated || flowId === '') return null;
    await Promise.all([fetchJourneyHeld(queryClient, api, type, flowId), queryClient.fetchQuery(priceQuery(api, type, flowId))]);
    return null;
  };
