/** The outcome of a name post that was not PASS: an alert that takes focus, so it is read first. */
import { Text } from '@fluentui/react-text';
import { FocusedAlert } from '../../components/page/FocusedAlert';

export function RefusalBox({ title, text }: { title: string; text: string }) {
  return (
    <FocusedAlert intent="error" title={title}>
      <Text as="p" block>
        {text}
      </Text>
    </FocusedAlert>
  );
}
