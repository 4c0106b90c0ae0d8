/**
 * An outcome the user must read first: a multiline message bar in an alert that takes focus when
 * it appears. `keepFocus` marks it so the heading focus of a route change that follows leaves it
 * focused (outcome-focus.ts).
 */
import { useEffect, type ReactNode } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle, type MessageBarIntent } from '@fluentui/react-message-bar';
import { useElementRef } from '../fluent/element-ref';
import { OUTCOME_FOCUS } from './outcome-focus';

export function FocusedAlert({
  intent,
  title,
  keepFocus = false,
  children,
}: {
  intent: MessageBarIntent;
  title: string;
  keepFocus?: boolean;
  children: ReactNode;
}) {
  const [box, boxRef] = useElementRef<HTMLDivElement>();
  useEffect(() => box.current?.focus(), [box]);
  return (
    <MessageBar ref={boxRef} intent={intent} role="alert" layout="multiline" tabIndex={-1} {...(keepFocus ? OUTCOME_FOCUS : {})}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
