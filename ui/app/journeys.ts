/**
 * The journeys the user menu offers (docs/portal.md §Overview "Capabilities"). Each issue that builds a journey
 * adds its entry here together with its route in routes.tsx, so the menu never links to a page
 * that does not exist. Planned entries, in menu order: start a licensing application, contact
 * change, demographic update, license update, PDB detail report, order history, resume
 * incomplete applications, continuing education (feature 'continuing_education').
 */
import type { DisabledFeature } from '../../core/model/constants';
import type { UserInfo } from '../../core/model/user-info';
import { isFirm } from '../../core/use-cases/drlp/views';
import { PATHS } from './paths';
import { directStartPath } from '../../core/use-cases/start-flow/create-flow';

export interface Journey {
  readonly id: string;
  readonly label: string;
  /** A path under the router base. */
  readonly path: string;
  readonly description?: string;
  /** The journey is hidden when config.disabledFeatures names this feature. */
  readonly feature?: DisabledFeature;
  /** Only firms (identified by FEIN) are offered it. */
  readonly audience?: 'FIRM';
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
  {
    id: 'contact-change',
    label: 'Change your contact details',
    path: directStartPath('contact-change'),
    description: 'Change your addresses, email and phone with every state that licenses you',
  },
  // Name change and license update need no choice: the entry creates the flow and opens its first page.
  {
    id: 'name-change',
    label: 'Change your name',
    path: directStartPath('name-change'),
    description: 'Ask the states that license you to change the name they hold',
  },
  {
    id: 'license-update',
    label: "Update your firm's DRLPs",
    path: directStartPath('license-update'),
    description: "Add or remove the designated responsible licensed producers on your firm's licenses",
    audience: 'FIRM',
  },
  {
    id: 'continuing-education',
    label: 'Continuing education',
    path: PATHS.continuingEducation,
    description: 'See your continuing education transcript',
    feature: 'continuing_education',
  },
];

/** The journeys this environment offers this user: those whose feature is not disabled, a firm's only to a firm. */
export function availableJourneys(journeys: readonly Journey[], disabledFeatures: readonly DisabledFeature[], user?: UserInfo): Journey[] {
  return journeys.filter((journey) => (!journey.feature || !disabledFeatures.includes(journey.feature)) && (journey.audience !== 'FIRM' || isFirm(user)));
}
