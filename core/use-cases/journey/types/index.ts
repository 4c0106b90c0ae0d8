/**
 * The journey types: one definition each (definition.ts says what a definition holds). To add a
 * type, write its definition beside these and list it here; the README's "To add a journey
 * type" walks through it.
 */
import type { FlowScreenType } from '../../../model/constants';
import type { ProductType } from '../../../model/licensing';
import type { JourneyDefinition } from '../definition';
import { CONTACT_CHANGE } from './contact-change';
import { LICENSE_UPDATE } from './license-update';
import { LICENSING } from './licensing';
import { NAME_CHANGE } from './name-change';
import { PDB_REPORT } from './pdb-report';

export { CONTACT_CHANGE, LICENSE_UPDATE, LICENSING, NAME_CHANGE, PDB_REPORT };

/** Every journey type, in the order the CLI lists them. */
export const JOURNEY_TYPES: readonly JourneyDefinition[] = [LICENSING, CONTACT_CHANGE, NAME_CHANGE, LICENSE_UPDATE, PDB_REPORT];

/** The order in which the registry is asked a flow's type (journey/flow-type.ts): the licensing call answers for any flow, so it comes last. */
export const RECOGNIZED_IN_ORDER: readonly JourneyDefinition[] = [PDB_REPORT, LICENSE_UPDATE, NAME_CHANGE, CONTACT_CHANGE, LICENSING];

/** The definition of a flow type. */
export const definitionOf = (type: FlowScreenType): JourneyDefinition => JOURNEY_TYPES.find((d) => d.type === type) ?? LICENSING;

/** The definition of a `--type` value (`name-change`), if any. */
export const definitionByCliType = (cliType: string): JourneyDefinition | undefined => JOURNEY_TYPES.find((d) => d.cliType === cliType);

/** The definition of the journey a product starts. */
export const definitionOfProduct = (product: ProductType): JourneyDefinition => JOURNEY_TYPES.find((d) => d.products.includes(product)) ?? PDB_REPORT;
