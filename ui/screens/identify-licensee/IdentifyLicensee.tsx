/**
 * Identify licensee (spec §2 "Screens", §4 "Identify flow"): entity type, then search details,
 * then the authorization step when the registry asks for it. Each step sets its page title.
 * useIdentifyLicensee.ts holds what the steps share (the core's identify use-case, the URL, the
 * memory of what was typed); each step reads only its part through its own hook
 * (useEntityStep.ts, useSearchStep.ts, useAuthorizeStep.ts); the step files only render.
 */
import { useState } from 'react';
import { AuthorizeStep } from './AuthorizeStep';
import { EntityStep } from './EntityStep';
import { SearchStep } from './SearchStep';
import { useIdentifyLicensee } from './useIdentifyLicensee';

export default function IdentifyLicensee() {
  const screen = useIdentifyLicensee();
  // Every step after the one the page opened on takes focus to its heading.
  const [openedOn] = useState(screen.step);
  const [moved, setMoved] = useState(false);
  if (!moved && screen.step !== openedOn) setMoved(true);
  const focusOnMount = moved || screen.step !== openedOn;
  switch (screen.step) {
    case 'entity':
      return <EntityStep screen={screen} focusOnMount={focusOnMount} />;
    case 'search':
      return <SearchStep screen={screen} focusOnMount={focusOnMount} />;
    case 'authorize':
      return <AuthorizeStep screen={screen} focusOnMount={focusOnMount} />;
  }
}
