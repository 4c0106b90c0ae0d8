import * as t from 'io-ts';

/** A message shown at a location of a flow, limited to some states when stateCodes is not empty. */
export const ContextualMessage = t.type({ text: t.string, stateCodes: t.array(t.string) }, 'ContextualMessage');
export type ContextualMessage = t.TypeOf<typeof ContextualMessage>;

/** GET /contextual-messages/{flowId}/{locationId}.json */
export const ContextualMessages = t.array(ContextualMessage, 'ContextualMessages');

/** POST /contextual-messages.json body, and its answer keyed by locationId. */
export const ContextualMessagesRequest = t.type({ flowId: t.string, locationIds: t.array(t.string) }, 'ContextualMessagesRequest');
export type ContextualMessagesRequest = t.TypeOf<typeof ContextualMessagesRequest>;
export const ContextualMessagesByLocation = t.record(t.string, ContextualMessages, 'ContextualMessagesByLocation');
export type ContextualMessagesByLocation = t.TypeOf<typeof ContextualMessagesByLocation>;
