/**
 * The address search on the submitter form (docs/portal.md §Address lookup): type
 * part of a US address, Find, and choose one of the addresses found to fill in the fields. The
 * status line says what happened (core search-view.ts) and takes focus when a search ends, so the
 * answer is read first; a chosen address moves focus to the first address field to check it.
 * Enter in the search field searches rather than submitting the form. No validation is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@fluentui/react-button';
import type { AddressRecord } from '../../../core/model/address';
import {
  ADDRESS_QUERY_MAX_LENGTH,
  ADDRESS_RESULTS_LABEL,
  ADDRESS_SEARCH_BUTTON,
  ADDRESS_SEARCH_HINT,
  ADDRESS_SEARCH_LABEL,
  addressSearchView,
} from '../../../core/use-cases/address-lookup/search-view';
import { useAddressLookup } from '../../app/address-lookup';
import { TextField } from '../../components/forms/FormField';
import { useFlowStepStyles } from './flow-step-styles';

export const ADDRESS_SEARCH_ID = 'address-search';
const HINT_ID = 'address-search-hint';

export interface AddressSearchProps {
  /** The form's address now, so what a chosen address filled in is said only while the fields hold it. */
  readonly current: AddressRecord;
  readonly onChoose: (address: AddressRecord) => void;
}

export function AddressSearch({ current, onChoose }: AddressSearchProps) {
  const styles = useFlowStepStyles();
  const { status, outcome, search } = useAddressLookup();
  const [typed, setTyped] = useState('');
  const [filled, setFilled] = useState<AddressRecord | undefined>(undefined);
  const line = useRef<HTMLParagraphElement>(null);
  const view = addressSearchView(status, outcome, filled, current);
  // A search's answer is read first: the status line takes focus when one ends.
  useEffect(() => {
    if (outcome !== undefined) line.current?.focus();
  }, [line, outcome]);
  const find = () => {
    setFilled(undefined);
    search(typed);
  };
  return (
    <div className={styles.addressSearch}>
      <div className={styles.searchRow}>
        <TextField
          id={ADDRESS_SEARCH_ID}
          label={ADDRESS_SEARCH_LABEL}
          value={typed}
          onChange={setTyped}
          input={{
            // The hint sits below the row, so Find lines up with the field.
            'aria-describedby': HINT_ID,
            type: 'search',
            autoComplete: 'off',
            maxLength: ADDRESS_QUERY_MAX_LENGTH,
            onKeyDown: (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              find();
            },
          }}
        />
        <Button onClick={find} disabledFocusable={status === 'loading'}>
          {ADDRESS_SEARCH_BUTTON}
        </Button>
      </div>
      <p id={HINT_ID} className={styles.caption}>
        {ADDRESS_SEARCH_HINT}
      </p>
      <p ref={line} role="status" tabIndex={-1} className={view.failed ? styles.searchFailed : styles.lead}>
        {view.text}
      </p>
      {view.choices.length > 0 && (
        <ul className={styles.choices} aria-label={ADDRESS_RESULTS_LABEL}>
          {view.choices.map((choice) => (
            <li key={choice.label}>
              <Button
                className={styles.choice}
                onClick={() => {
                  setFilled(choice.address);
                  onChoose(choice.address);
                }}
              >
                {choice.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
