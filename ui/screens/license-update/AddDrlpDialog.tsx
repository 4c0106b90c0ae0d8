/**
 * The add-license modal (docs/portal.md §License update "DRLP screen state": npn, last name, state, apply to all,
 * license codes): search the registry for the producer, choose the licenses they qualify for,
 * add. A license whose add the firm has already paid for says so beside it, and Add refuses it
 * (core/use-cases/drlp/paid-changes.ts). A modal Fluent dialog: focus moves into it and stays until it closes; Escape is Cancel.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import type { DrlpData, DrlpPaidChange } from '../../../core/model/drlp';
import { alreadyPaidAddMessage } from '../../../core/use-cases/drlp/paid-changes';
import type { DrlpEvent, DrlpScreenState } from '../../../core/use-cases/drlp/status';
import { DRLP_ADD_LABELS, type DrlpAddField } from '../../../core/use-cases/drlp/add-modal';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { SelectField, TextField } from '../../components/forms/FormField';
import { useDrlpStyles } from './drlp-styles';

const FIELD_IDS: Readonly<Record<DrlpAddField, string>> = { npn: 'drlp-add-npn', lastName: 'drlp-add-last-name', licenseCodes: 'drlp-add-licenses' };

interface AddDrlpDialogProps {
  state: DrlpScreenState;
  data: DrlpData;
  /** The firm's DRLP changes already paid for. */
  paid: readonly DrlpPaidChange[];
  dispatch: (event: DrlpEvent) => void;
}

export function AddDrlpDialog({ state, data, paid, dispatch }: AddDrlpDialogProps) {
  const styles = useDrlpStyles();
  const { addModal: modal, search, addErrors, inFlight } = state;
  const busy = inFlight === 'SEARCH' || inFlight === 'ADD';
  const rejected = state.rejected && (state.rejected.call === 'SEARCH' || state.rejected.call === 'ADD') ? state.rejected.errors : [];
  const answerRef = useRef<HTMLDivElement>(null);
  const stateName = data.businessEntity.states.find((s) => s.stateCode === modal.selectedStateCode)?.stateName ?? modal.selectedStateCode;
  const edit = (changes: Extract<DrlpEvent, { type: 'EDIT_ADD' }>['changes']) => dispatch({ type: 'EDIT_ADD', changes });

  // A refused Search or Add puts focus on the first field to fix.
  const firstInvalid = (['npn', 'lastName', 'licenseCodes'] as const).find((f) => addErrors[f]);
  useEffect(() => {
    if (firstInvalid) document.getElementById(FIELD_IDS[firstInvalid])?.focus();
  }, [addErrors, firstInvalid]);
  // The search answer (or the registry's refusal) is read next: focus goes to it.
  useEffect(() => {
    if (search || rejected.length > 0) answerRef.current?.focus();
  }, [search, rejected.length]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) dispatch({ type: 'SEARCH' });
  };
  const toggle = (code: string, checked: boolean) =>
    edit({ licenseCodes: checked ? [...modal.licenseCodes.filter((c) => c !== code), code] : modal.licenseCodes.filter((c) => c !== code) });

  return (
    <Dialog open={modal.isOpen} modalType="modal" onOpenChange={(_e, d) => !d.open && dispatch({ type: 'CLOSE_ADD' })}>
      <DialogSurface aria-describedby="drlp-add-text">
        <form noValidate onSubmit={onSearch}>
          <DialogBody>
            <DialogTitle>Add a DRLP in {stateName}</DialogTitle>
            <DialogContent className={styles.dialogForm}>
              <p id="drlp-add-text" className={styles.plain}>
                Find the producer by NPN and last name, then choose the licenses they should be responsible for.
              </p>
              <SelectField
                id="drlp-add-state"
                label="State"
                required
                value={modal.stateCode}
                onChange={(stateCode) => edit({ stateCode })}
                options={data.businessEntity.states.map((s) => ({ value: s.stateCode, label: s.stateName }))}
              />
              <TextField
                id={FIELD_IDS.npn}
                label={DRLP_ADD_LABELS.npn}
                required
                value={modal.npn}
                error={addErrors.npn}
                onChange={(npn) => edit({ npn })}
                input={{ inputMode: 'numeric', autoComplete: 'off' }}
              />
              <TextField
                id={FIELD_IDS.lastName}
                label={DRLP_ADD_LABELS.lastName}
                required
                value={modal.lastName}
                error={addErrors.lastName}
                onChange={(lastName) => edit({ lastName })}
                input={{ autoComplete: 'off' }}
              />
              <CheckboxField
                id="drlp-add-apply-to-all"
                label="Apply to all of the firm's states"
                checked={modal.isApplyToAll}
                onChange={(isApplyToAll) => edit({ isApplyToAll })}
              />
              <div>
                <Button
                  type="submit"
                  appearance={search ? 'secondary' : 'primary'}
                  disabledFocusable={busy}
                  {...(inFlight === 'SEARCH' ? { icon: <Spinner size="tiny" /> } : {})}
                >
                  {inFlight === 'SEARCH' ? 'Searching…' : 'Search'}
                </Button>
              </div>
              <div ref={answerRef} tabIndex={-1} aria-live="polite">
                {rejected.length > 0 && (
                  <MessageBar intent="error" layout="multiline">
                    <MessageBarBody>
                      <ul className={styles.errorList}>
                        {rejected.map((m) => (
                          <li key={m}>{m}</li>
                        ))}
                      </ul>
                    </MessageBarBody>
                  </MessageBar>
                )}
                {search && (
                  <div className={styles.dialogForm}>
                    <p className={styles.plain}>
                      <strong>
                        {search.firstName} {search.lastName}
                      </strong>{' '}
                      (NPN {search.npn})
                    </p>
                    {(search.errors ?? []).length > 0 && (
                      <MessageBar intent="warning" layout="multiline">
                        <MessageBarBody>
                          <ul className={styles.errorList}>
                            {(search.errors ?? []).map((m) => (
                              <li key={m}>{m}</li>
                            ))}
                          </ul>
                        </MessageBarBody>
                      </MessageBar>
                    )}
                    {search.licenses.length > 0 && (
                      <fieldset className={styles.choices} aria-describedby={addErrors.licenseCodes ? 'drlp-add-licenses-error' : undefined}>
                        <legend className={styles.choicesLegend}>{DRLP_ADD_LABELS.licenseCodes}</legend>
                        {addErrors.licenseCodes && (
                          <p id="drlp-add-licenses-error" className={styles.problem}>
                            {addErrors.licenseCodes}
                          </p>
                        )}
                        {search.licenses.map((l, i) => {
                          const alreadyPaid = alreadyPaidAddMessage(paid, search.npn, l.licenseCode);
                          // The hint by position: an id is recorded as it is (a license number is personal).
                          const hintId = `drlp-add-paid-${i}`;
                          return (
                            <div key={l.licenseCode}>
                              <Checkbox
                                id={i === 0 ? FIELD_IDS.licenseCodes : `${FIELD_IDS.licenseCodes}-${l.licenseCode}`}
                                label={`${l.licenseName} ${l.licenseCode} (${l.loas.join(', ') || 'no shared lines of authority'})`}
                                checked={modal.licenseCodes.includes(l.licenseCode)}
                                onChange={(_e, d) => toggle(l.licenseCode, d.checked === true)}
                                {...(alreadyPaid ? { 'aria-describedby': hintId } : {})}
                              />
                              {alreadyPaid && (
                                <p id={hintId} className={styles.hint}>
                                  {alreadyPaid}
                                </p>
                              )}
                            </div>
                          );
                        })}
                      </fieldset>
                    )}
                  </div>
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => dispatch({ type: 'CLOSE_ADD' })}>
                Cancel
              </Button>
              {search && search.licenses.length > 0 && (
                <Button
                  appearance="primary"
                  disabledFocusable={busy}
                  {...(inFlight === 'ADD' ? { icon: <Spinner size="tiny" /> } : {})}
                  onClick={() => busy || dispatch({ type: 'ADD', paid })}
                >
                  {inFlight === 'ADD' ? 'Adding…' : 'Add DRLP'}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
