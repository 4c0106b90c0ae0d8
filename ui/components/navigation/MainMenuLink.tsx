import { RouterLink } from './RouterLink';
import { PATHS } from '../../app/paths';
import { useResetFlow, useResetLicensingJourney } from '../../app/flow-reset';

/**
 * "Main Menu": back to the user menu, resetting the current flow (docs/portal.md §Errors "Generic
 * error screen"), or on the transcript page the licensing journey (§Continuing education).
 */
export function MainMenuLink({ label = 'Main Menu', resets = 'current-flow' }: { label?: string; resets?: 'current-flow' | 'licensing-journey' }) {
  const resetFlow = useResetFlow();
  const resetLicensing = useResetLicensingJourney();
  return (
    <RouterLink to={PATHS.userMenu} onNavigate={resets === 'licensing-journey' ? resetLicensing : resetFlow}>
      {label}
    </RouterLink>
  );
}
