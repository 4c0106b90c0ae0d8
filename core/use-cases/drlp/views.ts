/**
 * What the DRLP screens show (docs/portal.md §License update "DRLP data", "DRLP"): who may start a license update,
 * each DRLP's status in words, and the errors by license. Both drivers word it the same.
 */
import type { Drlp, DrlpData, DrlpError, DrlpLicense } from '../../model/drlp';
import type { UserInfo } from '../../model/user-info';
import { flowScreenPath } from '../flow-paths';
import { pathAfter } from '../journey/journey';
import { LICENSE_UPDATE } from '../journey/types';

/** Firms are identified by FEIN (docs/portal.md §License update); license update (DRLPs) is a firm's journey. */
export const isFirm = (user: UserInfo | undefined): boolean => !!user?.fein?.trim();

export const DRLP_EDIT_TITLE = 'Designated responsible licensed producers';
export const DRLP_REVIEW_TITLE = 'Review your DRLP changes';
export const DRLP_REFUSED_TITLE = 'The registry did not accept the change';
export const DRLP_LICENSE_LEFT_WITHOUT_TITLE = 'This license needs a DRLP';
export const DRLP_ERROR_MODAL_TITLE = 'Some licenses need attention';
export const DRLP_ERROR_MODAL_TEXT =
  'The registry found problems with these licenses. Go back to fix them, or proceed and the registry reviews the update as it is.';

/** A DRLP's status: active, added and pending (docs/portal.md §License update) in words. */
export function drlpStatusText(d: Drlp): string {
  if (!d.active) return d.pending ? 'Removal pending' : 'Inactive';
  if (d.added) return d.pending ? 'Added, pending' : 'Added';
  return d.pending ? 'Reactivation pending' : 'Active';
}

/** Only an active DRLP can be removed; one removed already waits for the registry. */
export const canRemove = (d: Drlp): boolean => d.active;

/** A removal made in this update (the DRLP on record, now pending removal) can be undone. */
export const canUndoRemoval = (d: Drlp): boolean => !d.active && d.pending === true && !d.added;

/** "Life, Accident & Health" plus the inactive LOAs marked. */
export const licenseLoasText = (license: DrlpLicense): string =>
  license.loas.map((l) => (l.active ? l.loaName : `${l.loaName} (inactive)`)).join(', ') || 'None';

/** The registry's errors for one license of one state. */
export const licenseErrors = (errors: readonly DrlpError[] | undefined, stateCode: string, licenseCode: string): readonly string[] =>
  (errors ?? []).filter((e) => e.stateCode === stateCode && e.licenseCode === licenseCode).flatMap((e) => e.errors);

/** "Texas, General Lines Agent AG-5001: …" for a list of errors outside the licenses (the error modal). */
export const errorLines = (errors: readonly DrlpError[]): string[] =>
  errors.flatMap((e) => e.errors.map((message) => `${e.stateName}, ${e.licenseName} ${e.licenseCode}: ${message}`));

/** The DRLPs changed in this update (added, removed or reactivated), for the review. */
export const changedDrlps = (data: DrlpData): Array<{ stateName: string; licenseCode: string; licenseName: string; drlp: Drlp }> =>
  data.businessEntity.states.flatMap((s) =>
    s.licenses.flatMap((l) =>
      l.drlps.filter((d) => d.added || d.pending).map((drlp) => ({ stateName: s.stateName, licenseCode: l.licenseCode, licenseName: l.licenseName, drlp })),
    ),
  );

/** The review goes on to the license update's submitter; Change goes back to the edit screen. */
/** Where the journey goes from the DRLP review (its submitter). */
export const licenseUpdateSubmitterPath = (flowId: string): string => pathAfter(LICENSE_UPDATE.type, flowId, 'review');
export const licenseUpdateEditPath = (flowId: string): string => flowScreenPath(LICENSE_UPDATE.type, flowId, 'edit');
