/** The generic error screen (docs/portal.md §Errors "Generic error screen"). */
import type { ReactNode } from 'react';
import { MessagePage } from '../../components/page/MessagePage';
import { MainMenuLink } from '../../components/navigation/MainMenuLink';

export const GENERIC_ERROR_TITLE = 'Oops. Something went wrong.';
export const GENERIC_ERROR_TEXT = "Please try again or contact the provider's customer service if the error persists.";
export const GENERIC_ERROR_ID = 'generic-error-title';

/**
 * `mainMenu` replaces the router link where no router runs (the app-wide boundary); `detail` is a
 * line more (a router error's "Unexpected Application Error!" with its status).
 */
export function GenericError({ mainMenu, detail }: { mainMenu?: ReactNode; detail?: string | undefined }) {
  return (
    <MessagePage id={GENERIC_ERROR_ID} title={GENERIC_ERROR_TITLE} text={GENERIC_ERROR_TEXT}>
      {detail && <p>{detail}</p>}
      {/* A link that stands on its own (a touch target), not inside a sentence. */}
      <div>{mainMenu ?? <MainMenuLink />}</div>
    </MessagePage>
  );
}
