import * as t from 'io-ts';

export const IncompleteLicense = t.type({ stateName: t.string, licenseClassName: t.string, loaNames: t.array(t.string) }, 'IncompleteLicense');

/** GET /incomplete-applications.json: unfinished applications the licensee can resume or delete. */
export const IncompleteApplication = t.type(
  {
    batchCode: t.string,
    gatewayProductName: t.string,
    isLicensing: t.boolean,
    dateModified: t.string,
    isPayable: t.boolean,
    licenses: t.array(IncompleteLicense),
  },
  'IncompleteApplication',
);
export type IncompleteApplication = t.TypeOf<typeof IncompleteApplication>;
export const IncompleteApplications = t.array(IncompleteApplication, 'IncompleteApplications');
