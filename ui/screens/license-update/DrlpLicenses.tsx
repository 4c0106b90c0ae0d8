/**
 * The firm's states, their licenses with LOAs, and each license's DRLPs with their status
 * (docs/portal.md §License update "DRLP data"). On the edit screen each active DRLP has Remove and each state an Add
 * button; the review shows the same, read only. The registry's errors show by their license; on the
 * edit screen each state first says its changes already paid for (`paid`).
 */
import { Button } from '@fluentui/react-button';
import type { DrlpData, DrlpRemoveRequest } from '../../../core/model/drlp';
import type { PaidDrlpChanges } from '../../../core/use-cases/drlp/paid-changes';
import { PRIVATE_TEXT } from '../../components/page/private-text';
import { PaidDrlpChangesOf } from './PaidDrlpChanges';
import { canRemove, canUndoRemoval, drlpStatusText, licenseErrors, licenseLoasText } from '../../../core/use-cases/drlp/views';
import { useDrlpStyles } from './drlp-styles';

export const addButtonId = (stateCode: string) => `drlp-add-${stateCode}`;

export interface DrlpEditing {
  readonly busy: boolean;
  readonly onRemove: (request: DrlpRemoveRequest) => void;
  readonly onUndo: (request: DrlpRemoveRequest) => void;
  readonly onAdd: (stateCode: string) => void;
}

export function DrlpLicenses({ data, editing, paid }: { data: DrlpData; editing?: DrlpEditing; paid?: PaidDrlpChanges }) {
  const styles = useDrlpStyles();
  return (
    <>
      {data.businessEntity.states.map((state) => (
        <section key={state.stateCode} aria-labelledby={`drlp-state-${state.stateCode}`} className={styles.state}>
          <h2 id={`drlp-state-${state.stateCode}`} className={styles.stateTitle}>
            {state.stateName}
          </h2>
          {paid && <PaidDrlpChangesOf paid={paid} stateCode={state.stateCode} stateName={state.stateName} />}
          {state.licenses.map((license, i) => {
            const problems = licenseErrors(data.errors, state.stateCode, license.licenseCode);
            // By position, not the license number: an id is recorded as it is (a license number is personal).
            const titleId = `drlp-license-${state.stateCode}-${i}`;
            return (
              <article key={license.licenseCode} aria-labelledby={titleId} className={styles.license}>
                <h3 id={titleId} className={styles.licenseTitle}>
                  {license.licenseName} {license.licenseCode}
                </h3>
                <p className={styles.plain}>
                  <span className={styles.muted}>Lines of authority: </span>
                  {licenseLoasText(license)}
                </p>
                {problems.length > 0 && (
                  <ul className={styles.problems} aria-label={`Problems with license ${license.licenseCode}`}>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
                {license.drlps.length === 0 ? (
                  <p className={styles.plain}>No DRLPs on this license.</p>
                ) : (
                  <ul className={styles.drlps} aria-label={`DRLPs on license ${license.licenseCode}`}>
                    {license.drlps.map((d) => (
                      <li key={d.npn} className={styles.drlp}>
                        <span className={styles.who}>
                          <span className={styles.name} {...PRIVATE_TEXT}>
                            {d.firstName} {d.lastName}
                          </span>
                          <span className={styles.muted}>NPN {d.npn}</span>
                          <span>{d.loas.join(', ') || 'No lines of authority'}</span>
                          <span className={styles.status}>Status: {drlpStatusText(d)}</span>
                        </span>
                        {editing && canUndoRemoval(d) && (
                          <Button
                            appearance="secondary"
                            disabledFocusable={editing.busy}
                            aria-label={`Undo removal of ${d.firstName} ${d.lastName} from license ${license.licenseCode}`}
                            onClick={() =>
                              editing.busy || editing.onUndo({ licenseCode: license.licenseCode, npn: d.npn, lastName: d.lastName, stateCode: state.stateCode })
                            }
                          >
                            Undo removal
                          </Button>
                        )}
                        {editing && canRemove(d) && (
                          <Button
                            appearance="secondary"
                            disabledFocusable={editing.busy}
                            aria-label={`Remove ${d.firstName} ${d.lastName} from license ${license.licenseCode}`}
                            onClick={() =>
                              editing.busy ||
                              editing.onRemove({ licenseCode: license.licenseCode, npn: d.npn, lastName: d.lastName, stateCode: state.stateCode })
                            }
                          >
                            Remove
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            );
          })}
          {editing && (
            <div className={styles.actions}>
              <Button
                id={addButtonId(state.stateCode)}
                appearance="secondary"
                disabledFocusable={editing.busy}
                onClick={() => editing.busy || editing.onAdd(state.stateCode)}
              >
                Add a DRLP in {state.stateName}
              </Button>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
