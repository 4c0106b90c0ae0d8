/**
 * The words and rules of session recording and support chat that both the browser and support
 * staff's commands use: the recording SDK's messages, who a recording says the user is, and the
 * chat's fallback.
 */
import type { UserInfo } from '../../model/user-info';

/** The recording SDK's messages, logged when it does not run; the portal works the same. */
export const SDK_MESSAGES = {
  notLoaded: 'Session recording did not load: the recording script is disabled or was removed. The portal works the same without it.',
  blocked: 'Session recording could not load: its script was blocked by a browser extension, a product or a service. The portal works the same without it.',
  unsupported: 'Session recording is not supported in this runtime: mobile apps record with the mobile SDK (versions 1.0.0 to 1.27.0).',
} as const;
export type SdkFailure = keyof typeof SDK_MESSAGES;

/** The recording SDK's limits: calls buffered before the oldest is dropped, and the longest string kept (MAX_TELEMETRY_STRING). */
export const MAX_BUFFERED_CALLS = 1000;
export { MAX_TELEMETRY_STRING } from '../../model/telemetry';

/** The attribute screens put on an element whose text is personal data: recordings mask its text, even inside the portal's words. */
export const PRIVATE_ATTRIBUTE = 'data-private';

/**
 * The attribute the app's shared building blocks put on the portal's own words (page headings,
 * field labels, buttons, messages from core): the only text and accessible names a recording keeps.
 * Everything else is masked, private by default (docs/portal.md §Telemetry).
 */
export const PORTAL_WORDS_ATTRIBUTE = 'data-portal-words';

/** Accessible names and values a recording masks as it masks text. */
export const NAMING_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'value'] as const;

/** What a recording is told about the signed-in user: the display name, and the NPN or the FEIN, nothing else. */
export interface ReplayIdentity {
  displayName: string;
  npn?: string;
  fein?: string;
}

/** The display name with the NPN and the FEIN the registry gave (nothing else of the user info); undefined when the user is not known. */
export function replayIdentityOf(userInfo: UserInfo | undefined): ReplayIdentity | undefined {
  if (!userInfo || !userInfo.displayName) return undefined;
  return { displayName: userInfo.displayName, ...(userInfo.npn ? { npn: userInfo.npn } : {}), ...(userInfo.fein ? { fein: userInfo.fein } : {}) };
}

/** Logged when the host page provides no chat object (spec's own words). */
export const CHAT_UNAVAILABLE_LOG = 'Unable to initialize Connect chat for customer support: chatObject is undefined';
export const CHAT_ENTRY = 'Chat with customer support';
