/**
 * One "There is a problem" box for a failure the user cannot fix by changing the form (a registry
 * error), with how to reach customer service from the runtime config. It takes focus when it
 * appears, so it is announced and read first, and keeps it (outcome-focus.ts). For the identify
 * screen's registry errors and any later journey's.
 */
import type { ReactNode } from 'react';
import { contactText, THERE_IS_A_PROBLEM } from '../../../core/rules/contact';
import { useEnvironment } from '../../app/environment';
import { FocusedAlert } from './FocusedAlert';

export function ProblemBox({ children }: { children?: ReactNode }) {
  const { config } = useEnvironment();
  return (
    <FocusedAlert intent="error" title={THERE_IS_A_PROBLEM} keepFocus>
      {children}
      <p>{contactText(config.providerContact)}</p>
    </FocusedAlert>
  );
}
