/** Answers that meet the rules of every module of the sandbox's licensing flow, by module path (end-to-end and CLI journeys save them). */
export const LICENSING_MODULE_ANSWERS: Record<string, unknown> = {
  biographic: { firstName: 'Dana', lastName: 'Lee', birthDate: '04/12/1986', gender: 'F', contactPreference: 'EMAIL', email: 'dana@acme-agency.example.com' },
  'residence-address': { country: 'US', addressLine1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', yearsAtAddress: '3_OR_MORE' },
  'background-questions': { felony: 'NO', regulatoryAction: 'NO', childSupport: 'NO' },
  'employment-history': {
    employers: [{ employer: 'Acme Insurance Agency', position: 'Agent', startDate: '01/01/2020', current: ['YES'] }],
    references: [
      { referenceName: 'Ann Reed', referencePhone: '(512) 555-0100' },
      { referenceName: 'Bo Park', referencePhone: '(512) 555-0101' },
    ],
  },
};
