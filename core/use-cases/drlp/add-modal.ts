/**
 * The add-license modal's checks (docs/portal.md §License update "DRLP screen state": npn, lastName, stateCode,
 * isApplyToAll, licenseCodes). Search needs a producer to look for; Add also needs at least one
 * license. NPN and last name follow the identify rules of docs/portal.md §License update (npn numeric, last name
 * printable ASCII, at most 100 characters), so the registry is never asked something it refuses.
 */
import { LAST_NAME_MAX } from '../../model/constants';
import type { DrlpPaidChange } from '../../model/drlp';
import { alreadyPaidAddMessage } from './paid-changes';
import { atMostCharacters, compact, firstError, isBlank, mustBeNumeric, notValid, requiredField, type FieldErrors } from '../../rules/messages';

export type DrlpAddField = 'npn' | 'lastName' | 'licenseCodes';

export const DRLP_ADD_LABELS: Readonly<Record<DrlpAddField, string>> = {
  npn: 'National Producer Number (NPN)',
  lastName: 'Last Name',
  licenseCodes: 'Licenses',
};

export const SELECT_A_LICENSE = 'Select at least one license';

const NUMERIC = /^\d+$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

interface Person {
  readonly npn: string;
  readonly lastName: string;
}

export function validateDrlpSearch({ npn, lastName }: Person): FieldErrors<DrlpAddField> {
  return compact({
    npn: firstError(npn, [
      (v) => (isBlank(v) ? requiredField(DRLP_ADD_LABELS.npn) : undefined),
      (v) => (NUMERIC.test(v.trim()) ? undefined : mustBeNumeric(DRLP_ADD_LABELS.npn)),
    ]),
    lastName: firstError(lastName, [
      (v) => (isBlank(v) ? requiredField(DRLP_ADD_LABELS.lastName) : undefined),
      (v) => (PRINTABLE_ASCII.test(v) ? undefined : notValid(DRLP_ADD_LABELS.lastName)),
      (v) => (v.trim().length > LAST_NAME_MAX ? atMostCharacters(DRLP_ADD_LABELS.lastName, LAST_NAME_MAX) : undefined),
    ]),
    licenseCodes: undefined,
  });
}

/** Add also needs a license, and none whose add the firm has already paid for (docs/portal.md §License update). */
export function validateDrlpAdd(modal: Person & { readonly licenseCodes: readonly string[] }, paid: readonly DrlpPaidChange[] = []): FieldErrors<DrlpAddField> {
  const alreadyPaid = modal.licenseCodes.map((code) => alreadyPaidAddMessage(paid, modal.npn, code)).find((m) => m !== undefined);
  const licenseCodes = modal.licenseCodes.length === 0 ? SELECT_A_LICENSE : alreadyPaid;
  return { ...validateDrlpSearch(modal), ...(licenseCodes ? { licenseCodes } : {}) };
}
