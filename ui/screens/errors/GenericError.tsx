/** The generic error screen (spec §2 "Generic error screen", §8). */
import type { ReactNode } from 'react';
import { MessagePage } from '../../components/page/MessagePage';
import { MainMenuLink } from '../../components/navigation/MainMenuLink';

export const GENERIC_ERROR_TITLE = 'Oops. Something went wrong.';
export const GENERIC_ERROR_TEXT = "Please try again or contact the provider's customer service if the error persists.";

/** `mainMenu` replaces the router link where no router runs (the app-wide boundary). */
export function GenericError({ mainMenu }: { mainMenu?: ReactNode }) {
  return (
    <MessagePage id="generic-error-title" title={GENERIC_ERROR_TITLE} text={GENERIC_ERROR_TEXT}>
      <p>{mainMenu ?? <MainMenuLink />}</p>
    </MessagePage>
  );
}
