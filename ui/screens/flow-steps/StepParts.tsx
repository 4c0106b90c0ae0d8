/** Parts the shared flow screens repeat: a summary list of answers, and the button to the next step. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@fluentui/react-button';
import { CHANGE } from '../../../core/use-cases/flow-steps/review';
import { RouterLink } from '../../components/navigation/RouterLink';
import { PRIVATE_TEXT } from '../../components/page/private-text';
import { useFlowStepStyles } from './flow-step-styles';

interface SummaryRow {
  readonly key?: string;
  readonly label: string;
  readonly value: ReactNode;
  /** A Change link for this answer: its address and its name read out of context ("Change First Name"). */
  readonly change?: { readonly path: string; readonly label: string };
}

/**
 * Label and value pairs as a description list (GOV.UK's summary list), each row with its Change
 * link when it has one; the values are the licensee's answers, masked in session recordings.
 */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  const styles = useFlowStepStyles();
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.key ?? row.label} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd {...PRIVATE_TEXT}>{row.value}</dd>
          {row.change && (
            <dd className={styles.summaryAction}>
              <RouterLink to={row.change.path} aria-label={row.change.label}>
                {CHANGE}
              </RouterLink>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The primary button to the next step's address; nothing when the step has no next one. */
export function NextStepButton({ to, children = 'Continue' }: { to: string | undefined; children?: string }) {
  const styles = useFlowStepStyles();
  const navigate = useNavigate();
  if (!to) return null;
  return (
    <div className={styles.actions}>
      <Button appearance="primary" onClick={() => void navigate(to)}>
        {children}
      </Button>
    </div>
  );
}
