import { RouterLink } from './RouterLink';
import { PATHS } from '../../app/paths';
import { useResetFlow } from '../../app/flow-reset';

/** "Main Menu": back to the user menu, resetting the current flow (docs/portal.md §Errors "Generic error screen"). */
export function MainMenuLink({ label = 'Main Menu' }: { label?: string }) {
  const resetFlow = useResetFlow();
  return (
    <RouterLink to={PATHS.userMenu} onNavigate={resetFlow}>
      {label}
    </RouterLink>
  );
}
