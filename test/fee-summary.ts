/** A fee summary as the registry prices Alice's contact or name change: its fee once in each of her two states. */
export const ALICE_UPDATE_FEE = {
  grandTotal: '10.00',
  stateTotal: '0.00',
  licensehubTotal: '10.00',
  feeDetails: [
    { stateCode: 'OK', licenseClassName: 'Insurance Producer', loaNames: [], licensehubFee: '5.00', stateFee: '0.00' },
    { stateCode: 'TX', licenseClassName: 'General Lines Agent', loaNames: [], licensehubFee: '5.00', stateFee: '0.00' },
  ],
};

/** A fee summary of Alice's application in Arizona and Georgia (test/sandbox/journeys/requests.ts AZ_AND_GA). */
export const APPLICATION_FEE = {
  grandTotal: '181.20',
  stateTotal: '170.00',
  licensehubTotal: '11.20',
  feeDetails: [
    { stateCode: 'AZ', licenseClassName: 'Insurance Producer', loaNames: ['Life', 'Accident & Health'], licensehubFee: '5.60', stateFee: '120.00' },
    { stateCode: 'GA', licenseClassName: 'Insurance Producer', loaNames: ['Property'], licensehubFee: '5.60', stateFee: '50.00' },
  ],
};

/** The rows of its table, as the review and the submit page show them. */
export const APPLICATION_ROWS = [
  ['State', 'License class', 'Lines of authority', 'State fee', 'LicenseHub fee'],
  ['Arizona', 'Insurance Producer', 'Life, Accident & Health', '$120.00', '$5.60'],
  ['Georgia', 'Insurance Producer', 'Property', '$50.00', '$5.60'],
  ['State fees total', '$170.00'],
  ['LicenseHub fees total', '$11.20'],
  ['Total', '$181.20'],
];
