/**
 * What a recording keeps of the page's words, private by default as Sentry's Session Replay is
 * (docs/portal.md §Telemetry): every text and accessible name (NAMING_ATTRIBUTES) is masked,
 * except inside an element marked as the portal's own words (PORTAL_WORDS_ATTRIBUTE, set by the
 * app's shared building blocks) and not inside one marked private (PRIVATE_ATTRIBUTE). Text
 * through rrweb's maskTextFn; attributes by rewriting the events as they are emitted, finding
 * each node in the page by rrweb's mirror.
 */
import { NAMING_ATTRIBUTES, PORTAL_WORDS_ATTRIBUTE, PRIVATE_ATTRIBUTE } from '../../core/use-cases/telemetry/recording';

/** Whether the text and names of `element` are the portal's own words. */
export function portalWords(element: Element | null | undefined): boolean {
  return !!element?.closest(`[${PORTAL_WORDS_ATTRIBUTE}]`) && !element.closest(`[${PRIVATE_ATTRIBUTE}]`);
}

/** rrweb's own mask: each non-space character a star. */
export const masked = (text: string): string => text.replace(/\S/g, '*');

/** rrweb's maskTextFn: the portal's words as they are, anything else masked. */
export const maskText = (text: string, element: HTMLElement | null): string => (portalWords(element) ? text : masked(text));

const NAMING = new Set<string>(NAMING_ATTRIBUTES);

type Attributes = Record<string, unknown>;
type SerializedNode = { type?: number; id?: number; attributes?: Attributes; childNodes?: SerializedNode[] };
type Mirror = { getNode(id: number): Node | null };

function maskAttributes(attributes: Attributes | undefined, element: Element | null): void {
  if (!attributes || portalWords(element)) return;
  for (const [name, value] of Object.entries(attributes)) if (NAMING.has(name) && typeof value === 'string') attributes[name] = masked(value);
}

const elementOf = (mirror: Mirror, id: number | undefined): Element | null => {
  const node = id === undefined ? null : mirror.getNode(id);
  return node && node.nodeType === 1 ? (node as Element) : null;
};

function maskTree(node: SerializedNode | undefined, mirror: Mirror): void {
  if (!node) return;
  if (node.type === 2) maskAttributes(node.attributes, elementOf(mirror, node.id));
  for (const child of node.childNodes ?? []) maskTree(child, mirror);
}

/**
 * Masks the accessible names of a recorded event in place: a full snapshot's elements, and the
 * elements a mutation adds or whose attributes it changes. Returns the event.
 */
export function maskNames<E>(event: E, mirror: Mirror): E {
  const e = event as { type?: number; data?: Record<string, unknown> };
  if (e.type === 2) maskTree(e.data?.node as SerializedNode, mirror);
  else if (e.type === 3 && e.data?.source === 0) {
    for (const add of (e.data.adds as Array<{ node?: SerializedNode }> | undefined) ?? []) maskTree(add.node, mirror);
    for (const change of (e.data.attributes as Array<{ id: number; attributes: Attributes }> | undefined) ?? [])
      maskAttributes(change.attributes, elementOf(mirror, change.id));
  }
  return event;
}
