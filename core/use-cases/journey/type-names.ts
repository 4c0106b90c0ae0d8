/**
 * One name per type of flow for a terminal: the portal's product in kebab-case, the same word for
 * the `--type` value and, where a type has pages of its own, for the command that drives them
 * (`licensehub contact-change review`, `licensehub name-change set`, `licensehub license-update add`).
 */
import type { FlowScreenType } from '../../model/constants';

export const FLOW_TYPE_NAMES: Readonly<Record<FlowScreenType, string>> = {
  FLOWS: 'licensing',
  CCR: 'contact-change',
  'DEMOGRAPHIC-UPDATE': 'name-change',
  'LICENSE-UPDATE': 'license-update',
  'PDB-REPORT': 'pdb-report',
};

/** The `--type` value of a flow type (`licensing`, `contact-change`, `name-change`, …). */
export const typeOption = (type: FlowScreenType): string => FLOW_TYPE_NAMES[type];

/** The command of the pages of its own that a type has (the name page, the DRLP page, the contact review). */
export const typeCommand = (type: 'CCR' | 'DEMOGRAPHIC-UPDATE' | 'LICENSE-UPDATE'): string => `licensehub ${FLOW_TYPE_NAMES[type]}`;
