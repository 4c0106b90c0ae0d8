/**
 * The support chat the host page may provide (`chatObject`, with an `open()` call): whether it is
 * there, and the spec's log line when it is not, said once per host page rather than once per
 * render of the signed-in shell.
 */
import { CHAT_UNAVAILABLE_LOG } from './recording';

/** What a host page's chat offers the portal. */
export interface HostChat {
  open(): void;
}

/** The host page's chat object, when it has one that can be opened. */
export function hostChat(host: object): HostChat | undefined {
  const chat = (host as { chatObject?: Partial<HostChat> }).chatObject;
  return chat && typeof chat.open === 'function' ? (chat as HostChat) : undefined;
}

const noted = new WeakSet<object>();

/** Logs that the host has no chat, the first time it is asked for that host. */
export function noteMissingChat(host: object, log: (line: string) => void): void {
  if (hostChat(host) || noted.has(host)) return;
  noted.add(host);
  log(CHAT_UNAVAILABLE_LOG);
}
