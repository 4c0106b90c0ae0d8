/**
 * The contact change request's landing (docs/portal.md §Contact change "/ccr/{flowId}" and "resume-ccr"; §Calls PUT
 * /flows.json "goes to … the contact-change resume route"): what the request changes, its steps
 * (the flow's modules, each one a link), and what follows them (review, submitter, attestation,
 * payment). Start (or Continue, when resuming) opens the modules at the first one. The same page
 * serves both paths; the resume path says the request was saved. The modules come from GET
 * /flows/{flowId}/modules.json, put in the query cache by the route loader (ccr-loaders.ts); a
 * failure is the generic error path.
 */
import { Button } from '@fluentui/react-button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ccrModulePath } from '../../../core/use-cases/ccr/review';
import { TOKENS } from '../../../adapters/container/tokens';
import { usePageTitle } from '../../app/page-title';
import { flowPath, PATHS } from '../../app/paths';
import { useService } from '../../app/services';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PageHeading } from '../../components/page/PageHeading';
import { PageLoading } from '../../components/shell/PageLoading';
import { ccrStepsQuery } from './ccr-loaders';
import { useCcrStyles } from './ccr-styles';

export const CCR_TITLE = 'Change your contact details';
export const CCR_RESUME_TITLE = 'Continue your contact change';

export function CcrLandingPage({ resuming }: { resuming: boolean }) {
  const title = resuming ? CCR_RESUME_TITLE : CCR_TITLE;
  usePageTitle(title);
  const styles = useCcrStyles();
  const { flowId = '' } = useParams();
  const api = useService(TOKENS.RegistryApi);
  const navigate = useNavigate();
  const modules = useSuspenseQuery(ccrStepsQuery(api, flowId));
  return (
    <section aria-labelledby="ccr-title" className={styles.section}>
      <PageHeading id="ccr-title">{title}</PageHeading>
      <p className={styles.lead}>
        {resuming
          ? 'Your contact change request is saved. Pick up where you left off: what you entered is kept.'
          : 'A contact change request updates the addresses, email, phone and fax the registry holds for you. Every state you are licensed in receives the new details.'}
      </p>
      <h2 id="ccr-steps-title" className={styles.heading2}>
        Your changes
      </h2>
      <ol className={styles.steps} aria-labelledby="ccr-steps-title">
        {modules.data.modules.map((m) => (
          <li key={m.id}>
            <RouterLink to={ccrModulePath(flowId, m.path)}>{m.title}</RouterLink>
          </li>
        ))}
      </ol>
      <h2 className={styles.heading2}>After these steps</h2>
      <p className={styles.lead}>You review the changes by state, tell us who is submitting the request, confirm the attestation and pay the fee.</p>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void navigate(flowPath(PATHS.ccrModules, flowId))}>
          {resuming ? 'Continue' : 'Start'}
        </Button>
      </div>
    </section>
  );
}

export default function CcrLanding() {
  return <CcrLandingPage resuming={false} />;
}

export { ccrStepsLoader as loader } from './ccr-loaders';

/** What a first load shows inside the shell while the route's loader runs. */
export const HydrateFallback = () => <PageLoading label="Loading your contact change…" />;
