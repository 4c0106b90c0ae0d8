/** Licensing requests shared by the journey tests and bench/api.ts. */

/** ind-alice adding Life to her Texas license: duplicates her pending order LH1000010. */
export const TX_LIFE = {
  productType: 'PRODUCER_LICENSING',
  applicationType: 'ADD_LOA',
  residencyType: 'RESIDENT',
  basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
  states: [{ stateCode: 'TX', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE'] }] }],
} as const;

/** ind-alice applying in Arizona and Georgia: no duplicates; fees 170.00 + 11.20 = 181.20. */
export const AZ_AND_GA = {
  productType: 'PRODUCER_LICENSING',
  applicationType: 'NEW',
  residencyType: 'NONRESIDENT',
  basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
  states: [
    { stateCode: 'AZ', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE', 'AH'] }] },
    { stateCode: 'GA', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['PROP'] }] },
  ],
} as const;

/** firm-acme adding Dan Evans (NPN 1000004) as a DRLP of its Texas license AG-5001. */
export const ADD_DAN_TO_TX = { npn: '1000004', lastName: 'Evans', stateCode: 'TX', isApplyToAll: false, licenseCodes: ['AG-5001'] } as const;
