/**
 * Identify licensee (docs/portal.md §Routes "Screens", §Identify): entity type, then search details,
 * then the authorization step when the registry asks for it. Each step sets its page title.
 * useIdentifyLicensee.ts holds what the steps share (the core's identify use-case, the URL, the
 * memory of what was typed); each step reads only its part through its own hook
 * (useEntityStep.ts, useSearchStep.ts, useAuthorizeStep.ts); the step files only render.
 */
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../components/shell/PageLoading';
import { EntityStep } from './EntityStep';
import { useIdentifyLicensee } from './useIdentifyLicensee';
import { laterParts } from '../../app/tiers';

// The later steps load when the user first presses a key or a pointer on the entity step (the
// step they need to act on before any other), or at once when the page opens on one of them.
const SearchStep = lazy(() => laterParts().then((m) => ({ default: m.SearchStep })));
const AuthorizeStep = lazy(() => laterParts().then((m) => ({ default: m.AuthorizeStep })));

export default function IdentifyLicensee() {
  const screen = useIdentifyLicensee();
  // Every step after the one the page opened on takes focus to its heading.
  const [openedOn] = useState(screen.step);
  const [moved, setMoved] = useState(false);
  if (!moved && screen.step !== openedOn) setMoved(true);
  const focusOnMount = moved || screen.step !== openedOn;
  if (screen.step === 'entity') return <EntityStep screen={screen} focusOnMount={focusOnMount} />;
  const LaterStep = screen.step === 'search' ? SearchStep : AuthorizeStep;
  return (
    <Suspense fallback={<PageLoading />}>
      <LaterStep screen={screen} focusOnMount={focusOnMount} />
    </Suspense>
  );
}
