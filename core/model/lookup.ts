import type { EntityType, SearchType } from './identify';

/** The identify search fields (docs/portal.md §Identify). */
export type SearchField = 'licenseNumber' | 'licenseState' | 'npn' | 'fein' | 'lastName' | 'ssn';

export interface LookupOption {
  readonly entityType: EntityType;
  readonly searchType: SearchType;
  readonly label: string;
  readonly fields: readonly SearchField[];
}

/** Lookup options of docs/portal.md §Identify, in the order they are offered. */
export const LOOKUP_OPTIONS: readonly LookupOption[] = [
  { entityType: 'FIRM', searchType: 'LICENSE', label: 'License Number', fields: ['licenseNumber', 'licenseState'] },
  { entityType: 'FIRM', searchType: 'NPN', label: 'National Producer Number (NPN)', fields: ['npn'] },
  { entityType: 'FIRM', searchType: 'TAX_ID', label: 'Federal Employer Identification Number (FEIN)', fields: ['fein'] },
  { entityType: 'INDIVIDUAL', searchType: 'LICENSE', label: 'License Number', fields: ['licenseNumber', 'licenseState'] },
  { entityType: 'INDIVIDUAL', searchType: 'NPN', label: 'National Producer Number (NPN)', fields: ['lastName', 'npn'] },
  { entityType: 'INDIVIDUAL', searchType: 'TAX_ID', label: 'Social Security Number (SSN)', fields: ['lastName', 'ssn'] },
];

export const lookupOptionsFor = (entityType: EntityType): readonly LookupOption[] => LOOKUP_OPTIONS.filter((o) => o.entityType === entityType);

export const lookupOption = (entityType: EntityType, searchType: SearchType): LookupOption | undefined =>
  LOOKUP_OPTIONS.find((o) => o.entityType === entityType && o.searchType === searchType);

/** Field labels shown on the identify form. */
export const SEARCH_FIELD_LABELS: Readonly<Record<SearchField, string>> = {
  licenseNumber: 'License Number',
  licenseState: 'License State',
  npn: 'National Producer Number (NPN)',
  fein: 'Federal Employer Identification Number (FEIN)',
  lastName: 'Last Name',
  ssn: 'Social Security Number (SSN)',
};
