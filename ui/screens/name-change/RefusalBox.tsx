/** The outcome of a name post that was not PASS: an alert that takes focus, so it is read first. */
import { FocusedAlert } from '../../components/page/FocusedAlert';

export function RefusalBox({ title, text }: { title: string; text: string }) {
  return (
    <FocusedAlert intent="error" title={title}>
      <p>{text}</p>
    </FocusedAlert>
  );
}
