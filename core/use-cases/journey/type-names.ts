/**
 * One name per type of flow for a terminal (its definition's `cliType`): the portal's product in
 * kebab-case, the same word for the `--type` value and, where a type has pages of its own, for
 * the command that drives them (`licensehub contact-change review`, `licensehub name-change set`,
 * `licensehub license-update add`).
 */
import type { FlowScreenType } from '../../model/constants';
import { definitionByCliType, definitionOf, JOURNEY_TYPES } from './types';

/** The `--type` value of a flow type (`licensing`, `contact-change`, `name-change`, …). */
export const typeOption = (type: FlowScreenType): string => definitionOf(type).cliType;

/** Every `--type` value, in order. */
export const TYPE_OPTIONS: readonly string[] = JOURNEY_TYPES.map((d) => d.cliType);

/** The flow type of a `--type` value, if it names one. */
export const typeOfOption = (value: string): FlowScreenType | undefined => definitionByCliType(value)?.type;

/** The command of the pages of its own that a type has (the name page, the DRLP page, the contact review). */
export const typeCommand = (type: FlowScreenType): string => `licensehub ${typeOption(type)}`;
