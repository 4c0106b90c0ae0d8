/**
 * One "There is a problem" box for a failure the user cannot fix by changing the form (a registry
 * error), with how to reach customer service from the runtime config. It takes focus when it
 * appears, so it is announced and read first, and keeps it (outcome-focus.ts). For the identify
 * screen's registry errors and any later journey's.
 */
import { useEffect, type ReactNode } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Text } from '@fluentui/react-text';
import { contactText, THERE_IS_A_PROBLEM } from '../../../core/rules/contact';
import { useEnvironment } from '../../app/environment';
import { useElementRef } from '../fluent/element-ref';
import { OUTCOME_FOCUS } from './outcome-focus';

export function ProblemBox({ children }: { children?: ReactNode }) {
  const { config } = useEnvironment();
  const [box, boxRef] = useElementRef<HTMLDivElement>();
  useEffect(() => box.current?.focus(), [box]);
  return (
    <MessageBar ref={boxRef} intent="error" role="alert" layout="multiline" tabIndex={-1} {...OUTCOME_FOCUS}>
      <MessageBarBody>
        <MessageBarTitle>{THERE_IS_A_PROBLEM}</MessageBarTitle>
        {children}
        <Text as="p" block>
          {contactText(config.providerContact)}
        </Text>
      </MessageBarBody>
    </MessageBar>
  );
}
