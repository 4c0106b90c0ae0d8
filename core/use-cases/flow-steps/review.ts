/**
 * The review of a flow's modules ("check your answers"): per module its title and each answered
 * field with a Change link to the module (which returns to the review once saved), each field shown as the user chose it (an option's label, a
 * checkbox's labels, a sensitive value hidden), list rows numbered under their list's title.
 */
import type { FlowScreenType } from '../../model/constants';
import { listRowTitle, type Component, type Field, type ModuleContent, type ModuleSummary, type ModuleValue } from '../../model/modules';
import { visibleFields } from '../../rules/modules';
import { formatPostalCode } from '../../rules/format';
import { flowScreenPath } from '../flow-paths';
import { changeFromReviewPath } from '../journey/journey';

export interface ReviewRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** GOV.UK's summary list: a Change link per answer, to its module, which returns to the review once saved. */
  readonly change: { readonly path: string; readonly label: string };
}

export interface ReviewSection {
  readonly path: string;
  readonly title: string;
  /** The module, opened from the review (for a section with no answers, the only way in). */
  readonly changePath: string;
  /** "Change Residence address": the section's link, read out of context. */
  readonly changeLabel: string;
  readonly rows: readonly ReviewRow[];
}

export const NOT_PROVIDED = 'Not provided';
export const CHANGE = 'Change';
export const REVIEW_LEAD = 'Check your answers before you continue. Change any answer that is not right.';
export const NO_ANSWERS = 'No answers in this section.';
export const HIDDEN_VALUE = 'Hidden for your security';

/** `/flows/{id}/modules?module={path}`: the module, opened for a change. */
export const moduleChangePath = (type: FlowScreenType, flowId: string, modulePath: string): string =>
  `${flowScreenPath(type, flowId, 'modules')}?module=${encodeURIComponent(modulePath)}`;

function listTitles(components: readonly Component[], into = new Map<string, string>()): Map<string, string> {
  for (const c of components) {
    if (c.kind === 'list') {
      into.set(c.key, c.title);
      listTitles(c.components, into);
    } else if (c.kind === 'group') listTitles(c.components, into);
  }
  return into;
}

const optionLabel = (field: Field, value: string): string => field.options?.find((o) => o.value === value)?.label ?? value;

/** A value as the user chose it. */
export function displayValue(field: Field, value: ModuleValue | undefined): string {
  const strings = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const shown = strings.map((v) => v.trim()).filter((v) => v !== '');
  if (shown.length === 0) return NOT_PROVIDED;
  if (field.sensitive) return HIDDEN_VALUE;
  // A ZIP+4 reads with its hyphen (95814-1234), as everywhere a postal code is shown.
  if (field.type === 'zipCode') return shown.map(formatPostalCode).join(', ');
  return shown.map((v) => optionLabel(field, v)).join(', ');
}

/** "Professional reference 2: Reference Name" for a field of a list row, the field's title otherwise. */
function rowLabel(path: string, field: Field, titles: Map<string, string>): string {
  const parts = path.split('.');
  const list = parts.at(-3);
  if (list === undefined) return field.title;
  const index = Number(parts.at(-2));
  return `${listRowTitle(titles.get(list) ?? list, index)}: ${field.title}`;
}

export function reviewSection(type: FlowScreenType, flowId: string, summary: ModuleSummary, content: ModuleContent): ReviewSection {
  const titles = listTitles(content.components);
  const changePath = changeFromReviewPath(type, flowId, summary.path);
  return {
    path: summary.path,
    title: summary.title,
    changePath,
    changeLabel: `${CHANGE} ${summary.title}`,
    rows: visibleFields(content.components, content.data).map(({ path, field, scope }) => {
      const label = rowLabel(path, field, titles);
      return { key: path, label, value: displayValue(field, scope[field.key]), change: { path: changePath, label: `${CHANGE} ${label}` } };
    }),
  };
}
