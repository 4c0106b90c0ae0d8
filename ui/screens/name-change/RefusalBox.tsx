/** The outcome of a name post that was not PASS: an alert that takes focus, so it is read first. */
import { useEffect } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Text } from '@fluentui/react-text';
import { useElementRef } from '../../components/fluent/element-ref';

export function RefusalBox({ title, text }: { title: string; text: string }) {
  const [box, boxRef] = useElementRef<HTMLDivElement>();
  useEffect(() => box.current?.focus(), [box]);
  return (
    <MessageBar ref={boxRef} intent="error" role="alert" layout="multiline" tabIndex={-1}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        <Text as="p" block>
          {text}
        </Text>
      </MessageBarBody>
    </MessageBar>
  );
}
