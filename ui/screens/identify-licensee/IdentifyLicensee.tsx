/**
 * Identify licensee (spec §2 "Screens", §4 "Identify flow"): entity type, then search details,
 * then the authorization step when the registry asks for it. Each step sets its page title. useIdentifyLicensee.ts holds the
 * state and talks to the core; this file and the step files only render.
 */
import { useState } from 'react';
import { AuthorizeStep } from './AuthorizeStep';
import { EntityStep } from './EntityStep';
import { SearchStep } from './SearchStep';
import { useIdentifyLicensee } from './useIdentifyLicensee';

export default function IdentifyLicensee() {
  const model = useIdentifyLicensee();
  // Every step after the one the page opened on takes focus to its heading.
  const [openedOn] = useState(model.step);
  const [moved, setMoved] = useState(false);
  if (!moved && model.step !== openedOn) setMoved(true);
  const focusOnMount = moved || model.step !== openedOn;
  switch (model.step) {
    case 'entity':
      return <EntityStep model={model} focusOnMount={focusOnMount} />;
    case 'search':
      return <SearchStep model={model} focusOnMount={focusOnMount} />;
    case 'authorize':
      return <AuthorizeStep model={model} focusOnMount={focusOnMount} />;
  }
}

// One chunk for what the first page shares (ui/screens/shared-chunk.ts).
export { SHELL_CHUNK } from '../shell-chunk';
