/**
 * A flow's type, known from the flow itself: what the session recorded when the flow was started
 * from it, else what the registry answers (each type's definition names the call that answers
 * for its flows alone). A type the caller names is only checked against it.
 */
import * as E from 'fp-ts/Either';
import { notFound, type DomainError } from '../../errors';
import { failureKindOf } from '../errors/failure-words';
import type { FlowScreenType } from '../../model/constants';
import type { RegistryApi } from '../../ports/registry-api';
import { typeOfOption, typeOption, TYPE_OPTIONS } from './type-names';
import { RECOGNIZED_IN_ORDER } from './types';

/**
 * The registry's answer: the first type whose call answers for the flow; not found when none does.
 * A type the caller names (`likely`) is asked first: one call when it is the flow's.
 */
export async function flowTypeFromRegistry(api: RegistryApi, flowId: string, likely?: FlowScreenType): Promise<E.Either<DomainError, FlowScreenType>> {
  const first = RECOGNIZED_IN_ORDER.filter((d) => d.type === likely);
  for (const definition of [...first, ...RECOGNIZED_IN_ORDER.filter((d) => d.type !== likely)]) {
    const answer = await definition.recognize(api, flowId)();
    if (E.isRight(answer)) return E.right(definition.type);
    if (failureKindOf(answer.left) !== 'not-found') return answer;
  }
  return E.left(notFound(`Flow ${flowId} not found`));
}

/** A `--type` value that names no type: the sentence that lists the ones there are. */
export const unknownTypeText = (value: string): string => `--type ${value}: one of ${TYPE_OPTIONS.join(', ')}`;

/** A `--type` value that is not the flow's type. */
export const otherTypeText = (flowId: string, type: FlowScreenType, named: string): string =>
  `Flow ${flowId} is a ${typeOption(type)} flow, not ${named}: use --type ${typeOption(type)}, or leave --type out`;

/** The named `--type` checked against the flow's type: the type, or why the name is refused. */
export function checkNamedType(flowId: string, type: FlowScreenType, named: string | undefined): E.Either<string, FlowScreenType> {
  if (named === undefined) return E.right(type);
  const namedType = typeOfOption(named);
  if (namedType === undefined) return E.left(unknownTypeText(named));
  return namedType === type ? E.right(type) : E.left(otherTypeText(flowId, type, named));
}
