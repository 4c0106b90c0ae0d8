/**
 * The address service's answer on the submitter form (docs/portal.md §Calls): one match to accept, several to
 * choose from, or a verification failure that keeps what was typed. It takes focus when it
 * appears, so the answer is read first.
 */
import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { AddressRecord } from '../../../core/model/address';
import type { AddressCheck as Check } from '../../../core/use-cases/submitter/machine';
import { addressCheckView, addressLine, CHOOSE_ADDRESS } from '../../../core/use-cases/submitter/use-case';
import { useElementRef } from '../../components/fluent/element-ref';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { useFlowStepStyles } from './flow-step-styles';

export interface AddressCheckProps {
  readonly check: Check;
  readonly typed: AddressRecord;
  readonly onUse: (address: AddressRecord) => void;
  readonly onKeep: () => void;
  readonly onEdit: () => void;
}

export function AddressCheckPanel({ check, typed, onUse, onKeep, onEdit }: AddressCheckProps) {
  const styles = useFlowStepStyles();
  const [box, boxRef] = useElementRef<HTMLDivElement>();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => box.current?.focus(), [box, check]);
  const view = addressCheckView(check);
  const candidates = check.kind === 'MULTIPLE' ? check.candidates : [];
  return (
    <MessageBar
      ref={boxRef}
      tabIndex={-1}
      intent={check.kind === 'VERIFICATION_FAIL' ? 'warning' : 'info'}
      layout="multiline"
      role="region"
      aria-label={view.title}
    >
      <MessageBarBody>
        <h2 className={styles.barTitle}>{view.title}</h2>
        <p className={styles.lead}>{view.text}</p>
        <div className={styles.form}>
          {check.kind === 'SINGLE' && <p className={styles.address}>{addressLine(check.address)}</p>}
          {check.kind === 'MULTIPLE' && (
            <ChoiceField
              id="address-candidate"
              legend="Addresses found"
              options={candidates.map((a, i) => ({ value: String(i), label: addressLine(a) }))}
              value={chosen}
              error={error}
              onChange={(v) => {
                setChosen(v);
                setError(undefined);
              }}
            />
          )}
          {check.kind !== 'SINGLE' && (
            <p className={styles.lead}>
              You entered: <span className={styles.address}>{addressLine(typed)}</span>
            </p>
          )}
          <div className={styles.actions}>
            {check.kind === 'SINGLE' && (
              <Button appearance="primary" onClick={() => onUse(check.address)}>
                Use this address
              </Button>
            )}
            {check.kind === 'MULTIPLE' && (
              <Button
                appearance="primary"
                onClick={() => {
                  const picked = candidates[Number(chosen)];
                  if (chosen === '' || !picked) {
                    setError(CHOOSE_ADDRESS);
                    document.getElementById('address-candidate')?.focus();
                  } else onUse(picked);
                }}
              >
                Use the chosen address
              </Button>
            )}
            <Button onClick={onKeep}>Use the address as I entered it</Button>
            <Button appearance="subtle" onClick={onEdit}>
              Change the address
            </Button>
          </div>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
