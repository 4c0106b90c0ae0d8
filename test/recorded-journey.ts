/** A journey as the browser keeps it: a licensing flow started, a module and the submitter saved, and a module of a resumed flow, with personal values in the calls. */
import { keptCommand } from '../core/use-cases/journey/replay';
import type { SubmitterPost } from '../core/model/submitter';

export const recordedJourney = () => [
  keptCommand.createFlow(
    {
      productType: 'ADJUSTER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'RESIDENT',
      basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
      states: [{ stateCode: 'TX', licenses: [{ licenseClassCode: 'ADJ', loaCodes: ['PROPERTY', 'CASUALTY'] }] }],
    },
    'F-9001',
  ),
  keptCommand.saveModule('F-9001', 'biographic', { lastName: 'Morgan', birthDate: '07/23/1979', email: 'alice.real@example.org', ssn: '123-45-6789' }),
  keptCommand.postSubmitter({
    flowId: 'F-9001',
    submittingFor: 'MY_SELF',
    email: 'alice.real@example.org',
    phone: '(602) 555-0199',
    addressLine1: '12 Elm St',
  } as unknown as SubmitterPost),
  keptCommand.saveModule('F-9002', 'residence-address', { addressLine1: '12 Elm St', mystery: 'x' }),
];

/** Alice's recorded start of a Californian producer license (flow F-REAL-1), as the recording keeps it. */
export const startedInCalifornia = () =>
  keptCommand.createFlow(
    {
      productType: 'PRODUCER_LICENSING',
      applicationType: 'NEW',
      residencyType: 'NONRESIDENT',
      basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
      states: [{ stateCode: 'CA', licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: ['LIFE'] }] }],
    },
    'F-REAL-1',
  );
