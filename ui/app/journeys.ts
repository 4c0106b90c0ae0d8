/**
 * The journeys the user menu offers (spec §1 "Capabilities"). Each issue that builds a journey
 * adds its entry here together with its route in routes.tsx, so the menu never links to a page
 * that does not exist. Planned entries, in menu order: start a licensing application, contact
 * change, demographic update, license update, PDB detail report, order history, resume
 * incomplete applications, continuing education (feature 'continuing_education').
 */
import type { DisabledFeature } from '../../core/model/constants';
import { PATHS } from './paths';

export interface Journey {
  readonly id: string;
  readonly label: string;
  /** A path under the router base. */
  readonly path: string;
  readonly description?: string;
  /** The journey is hidden when config.disabledFeatures names this feature. */
  readonly feature?: DisabledFeature;
}

export const JOURNEYS: readonly Journey[] = [
  { id: 'start-flow', label: 'Apply for a license', path: PATHS.startFlow, description: 'Apply for a producer, adjuster or other license, or start an update' },
  {
    id: 'pdb-report',
    label: 'PDB detail report',
    path: PATHS.pdbReport,
    description: 'Buy the report of what the registry holds about you: demographics, licenses and appointments',
  },
  {
    id: 'order-history',
    label: 'Order history',
    path: PATHS.orderHistory,
    description: 'See your orders and print details and receipts',
  },
  {
    id: 'resume-incomplete',
    label: 'Resume an application',
    path: PATHS.resumeIncomplete,
    description: 'Continue, pay for or delete an application you started',
  },
];

/** The journeys this environment offers: those whose feature is not disabled. */
export function availableJourneys(journeys: readonly Journey[], disabledFeatures: readonly DisabledFeature[]): Journey[] {
  return journeys.filter((journey) => !journey.feature || !disabledFeatures.includes(journey.feature));
}
