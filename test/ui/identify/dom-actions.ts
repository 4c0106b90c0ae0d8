/**
 * What a user does, in happy-dom: find a control by its label's text (as a screen reader names
 * it), type, choose, tick, submit. React hears input through the native value setter and events.
 */
import { act } from 'react';

export function heading(root: ParentNode): string {
  return root.querySelector('h1')?.textContent ?? '';
}

/** The control a <label> names: by the label's `for`. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === text);
  const id = label?.getAttribute('for');
  const control = id ? (root.querySelector(`[id="${id}"]`) as T | null) : null;
  if (!control) throw new Error(`No control labelled "${text}"`);
  return control;
}

export function button(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`No button "${text}"`);
  return found;
}

export async function type(el: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function select(el: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export async function press(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
}

/** The text of the elements that describe a control (its inline messages and hints). */
export function description(root: ParentNode, el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.querySelector(`[id="${id}"]`)?.textContent ?? '')
    .join(' ');
}

/** The groups (role="group", e.g. the error summary) named by this text. */
export function groups(root: ParentNode, name: string, role = 'group'): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[role="${role}"]`)].filter((g) => {
    const labelledBy = g.getAttribute('aria-labelledby');
    const label = labelledBy ? root.querySelector(`[id="${labelledBy}"]`)?.textContent : g.getAttribute('aria-label');
    return label?.trim() === name;
  });
}

export const errorSummary = (root: ParentNode): HTMLElement | undefined => groups(root, 'There is a problem')[0];

/** The error summary's link texts. */
export function summaryMessages(root: ParentNode): string[] {
  return [...(errorSummary(root)?.querySelectorAll('a') ?? [])].map((a) => a.textContent ?? '');
}
