/** Parts the shared flow screens repeat: a summary list of answers, and the button to the next step. */
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@fluentui/react-button';
import { PRIVATE_TEXT } from '../../components/page/private-text';
import { useFlowStepStyles } from './flow-step-styles';

/** Label and value pairs as a description list (GOV.UK's summary list); the values are the licensee's answers, masked in session recordings. */
export function SummaryList({ rows }: { rows: ReadonlyArray<{ readonly key?: string; readonly label: string; readonly value: ReactNode }> }) {
  const styles = useFlowStepStyles();
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <Fragment key={row.key ?? row.label}>
          <dt>{row.label}</dt>
          <dd {...PRIVATE_TEXT}>{row.value}</dd>
        </Fragment>
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
