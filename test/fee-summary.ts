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
