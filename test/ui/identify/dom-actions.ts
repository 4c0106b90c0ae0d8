/**
 * What a user does, in happy-dom, through Testing Library: find a control by its label (as a
 * screen reader names it) or a button by its name, type, choose, press. Thin wrappers, so the
 * tests read as before.
 */
import { getAllByLabelText, getByRole, queryAllByRole } from '@testing-library/react';
import { click, settled, user } from '../render';

export function heading(root: ParentNode): string {
  return root.querySelector('h1')?.textContent ?? '';
}

/** The (first) control a <label> names, its required marker " *" aside. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  return getAllByLabelText(root as HTMLElement, (content) => content.replace(/\s*\*$/, '').trim() === text)[0] as T;
}

export function button(root: ParentNode, text: string): HTMLButtonElement {
  return getByRole(root as HTMLElement, 'button', { name: text, hidden: true }) as HTMLButtonElement;
}

/** The whole value at once, pasted over what the field held (masks then format it whole). */
export async function type(el: HTMLInputElement, value: string): Promise<void> {
  await user.clear(el);
  if (value) await user.paste(value);
  await settled();
}

export async function select(el: HTMLSelectElement, value: string): Promise<void> {
  await user.selectOptions(el, value);
  await settled();
}

export const press = click;

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
  return queryAllByRole(root as HTMLElement, role, { name, hidden: true });
}

export const errorSummary = (root: ParentNode): HTMLElement | undefined => groups(root, 'There is a problem')[0];

/** The error summary's link texts. */
export function summaryMessages(root: ParentNode): string[] {
  return [...(errorSummary(root)?.querySelectorAll('a') ?? [])].map((a) => a.textContent ?? '');
}
