/**
 * The registry's 404 for a screen's record (an address of another licensee's application, or one
 * deleted): not found, with the way back to the Main Menu. Loaded with the shell's occasional
 * parts when it is needed, not with the first page.
 */
import { MessagePage } from '../../components/page/MessagePage';
import { MainMenuLink } from '../../components/navigation/MainMenuLink';
import { NOT_FOUND_TITLE } from '../../../core/use-cases/errors/router-errors';
import { RECORD_NOT_FOUND_TEXT } from '../../../core/use-cases/errors/record-not-found';

export default function RecordNotFound() {
  return (
    <MessagePage id="record-not-found-title" title={NOT_FOUND_TITLE} text={RECORD_NOT_FOUND_TEXT}>
      {/* A link that stands on its own (a touch target), not inside a sentence. */}
      <div>
        <MainMenuLink />
      </div>
    </MessagePage>
  );
}
