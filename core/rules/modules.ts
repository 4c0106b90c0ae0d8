/**
 * Module field rules (docs/portal.md §Modules): regex, minLength, maxLength, required as a
 * flag or a condition set, visibility by `when`, and disabled groups disabling their children.
 * Hidden and disabled fields are not validated: the user cannot answer them.
 */
import { zipCodeMessage } from '../model/zip-code';
import { listRowTitle, type Component, type Condition, type ConditionSet, type Field, type List, type ModuleData, type ModuleValue } from '../model/modules';
import { dateError } from './dates';
import { DATE_MASK } from './masks';
import { atLeastCharacters, atMostCharacters, notValidLike, requiredField } from './messages';
import { notOneOf } from './similar';

/** A field as placed in a module: its data path (`key`, or `list.0.key` inside a list row) and state. */
export interface PlacedField {
  readonly path: string;
  readonly field: Field;
  readonly disabled: boolean;
  /** The data the field's conditions and value are read from (its list row, or the module data). */
  readonly scope: ModuleData;
  /** The list row it belongs to, as the page titles it ("Professional reference 2"). */
  readonly row?: string;
}

/**
 * A field's message as the error summary lists it: in a list row, the row's title first, so two
 * rows' "Reference Name is a required field" say which reference each is; the spec's message
 * itself stays word for word.
 */
export const summaryMessage = (placed: Pick<PlacedField, 'row'>, message: string): string => (placed.row ? `${placed.row}: ${message}` : message);

/** A condition's key names a field of the same list row first, then of the whole module. */
function lookup(key: string, scope: ModuleData, root: ModuleData): ModuleValue | undefined {
  return key in scope ? scope[key] : root[key];
}

const asList = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Strings of a value: a checkbox holds several, a text one; nested data has none. */
function stringsOf(value: ModuleValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function conditionHolds(condition: Condition, scope: ModuleData, root: ModuleData): boolean {
  const values = stringsOf(lookup(condition.key, scope, root));
  const is = asList(condition.is);
  const isNot = asList(condition.isNot);
  if (condition.is === undefined && condition.isNot === undefined) return values.length > 0;
  const isOk = condition.is === undefined || values.some((v) => is.includes(v));
  const isNotOk = condition.isNot === undefined || !values.some((v) => isNot.includes(v));
  return isOk && isNotOk;
}

/** An example of the expected format: the field's placeholder, or a ZIP code's two shapes. */
export const formatExample = (field: Field): string | undefined => field.placeholder ?? (field.type === 'zipCode' ? '95814 or 95814-1234' : undefined);

/** AND unless the set says OR; an empty set holds. */
export function conditionsHold(set: ConditionSet, scope: ModuleData, root: ModuleData = scope): boolean {
  if (set.conditions.length === 0) return true;
  const results = set.conditions.map((c) => conditionHolds(c, scope, root));
  return set.operator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}

export const isVisible = (field: Pick<Field, 'when'>, data: ModuleData, root: ModuleData = data): boolean =>
  field.when === undefined || conditionsHold(field.when, data, root);

export function isRequired(field: Pick<Field, 'required'>, data: ModuleData, root: ModuleData = data): boolean {
  if (field.required === undefined || typeof field.required === 'boolean') return field.required === true;
  return conditionsHold(field.required, data, root);
}

function place(components: readonly Component[], scope: ModuleData, root: ModuleData, prefix: string, disabled: boolean, row?: string): PlacedField[] {
  const placed: PlacedField[] = [];
  const add = (field: Field) => {
    if (isVisible(field, scope, root))
      placed.push({ path: prefix + field.key, field, disabled: disabled || field.disabled === true, scope, ...(row ? { row } : {}) });
  };
  for (const component of components) {
    switch (component.kind) {
      case 'field':
        add(component);
        break;
      case 'question':
        add(component.field);
        if (component.comment) add(component.comment);
        break;
      case 'group':
        if (component.when === undefined || conditionsHold(component.when, scope, root)) {
          placed.push(...place(component.components, scope, root, prefix, disabled || component.disabled === true, row));
        }
        break;
      case 'list': {
        const rows = scope[component.key];
        const rowList = Array.isArray(rows) ? rows.filter((r): r is ModuleData => typeof r === 'object') : [];
        rowList.forEach((data, i) =>
          placed.push(...place(component.components, data, root, `${prefix}${component.key}.${i}.`, disabled, listRowTitle(component.title, i))),
        );
        break;
      }
    }
  }
  return placed;
}

/** The fields shown for the data, in order, each list row's fields under `list.i.`. */
export const visibleFields = (components: readonly Component[], data: ModuleData): PlacedField[] => place(components, data, data, '', false);

/** The error of one field's value, or undefined. Blank optional values skip the other rules. */
export function validateField(field: Field, value: ModuleValue | undefined, scope: ModuleData, root: ModuleData = scope): string | undefined {
  const strings = stringsOf(value);
  if (strings.length === 0 || (typeof value === 'string' && value.trim() === '')) {
    return isRequired(field, scope, root) ? requiredField(field.title) : undefined;
  }
  // A choice's value is one of its options (a resumed flow, a typed --data file): else its choices say what to type.
  const options = field.options ?? [];
  if ((field.type === 'radio' || field.type === 'select' || field.type === 'checkbox') && options.length > 0) {
    const wrong = strings.find((s) => !options.some((o) => o.value === s));
    if (wrong !== undefined) return notOneOf(field.title, wrong, options);
  }
  if (typeof value !== 'string') return undefined;
  const rules = field.validation ?? {};
  if (rules.minLength !== undefined && value.length < rules.minLength) return atLeastCharacters(field.title, rules.minLength);
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return atMostCharacters(field.title, rules.maxLength);
  // A field masked MM/DD/YYYY is a date (docs/portal.md §Validation rules "Dates"): a real day, in a year 19xx or 20xx.
  if (field.mask === DATE_MASK) {
    const wrongDate = dateError(field.title, value);
    if (wrongDate) return wrongDate;
  }
  if (rules.regex !== undefined && (compile(rules.regex)?.test(value) ?? true) === false) return notValidLike(field.title, formatExample(field));
  // A ZIP code field takes only a ZIP code that can exist (00000 cannot), as the registry checks.
  if (field.type === 'zipCode') return zipCodeMessage(field.title, value, notValidLike(field.title, formatExample(field)));
  return undefined;
}

/**
 * A pattern that does not compile is a configuration fault; it passes here rather than locking the user
 * out of the module, and the registry still validates the module when it is saved.
 */
function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** Errors of the visible, enabled fields of a module, keyed by data path. */
export function validateModule(components: readonly Component[], data: ModuleData): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, field, disabled, scope } of visibleFields(components, data)) {
    if (disabled) continue;
    const message = validateField(field, scope[field.key], scope, data);
    if (message !== undefined) errors[path] = message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Module data as the screen edits it: defaults, values by data path, list rows.

/** A field's default when the data has no value for it; list rows get their fields' defaults too. */
export function withDefaults(components: readonly Component[], data: ModuleData): ModuleData {
  const out: ModuleData = { ...data };
  const fill = (field: Field) => {
    if (field.defaultValue !== undefined && !(field.key in out))
      out[field.key] = Array.isArray(field.defaultValue) ? [...field.defaultValue] : field.defaultValue;
  };
  for (const component of components) {
    switch (component.kind) {
      case 'field':
        fill(component);
        break;
      case 'question':
        fill(component.field);
        if (component.comment) fill(component.comment);
        break;
      case 'group':
        Object.assign(out, withDefaults(component.components, out));
        break;
      case 'list': {
        const rows = out[component.key];
        if (Array.isArray(rows))
          out[component.key] = rows.map((row) => (typeof row === 'object' ? withDefaults(component.components, row) : row)) as ModuleData[];
        break;
      }
    }
  }
  return out;
}

/** The value at a data path (`key`, or `list.0.key`). */
export function valueAt(data: ModuleData, path: string): ModuleValue | undefined {
  let here: ModuleValue | undefined = data;
  for (const segment of path.split('.')) {
    if (here === undefined || typeof here === 'string') return undefined;
    here = Array.isArray(here) ? (here as ModuleData[])[Number(segment)] : (here as ModuleData)[segment];
  }
  return here;
}

/** The data with `value` at `path`; nothing else changes (a new object along the path). */
export function setValueAt(data: ModuleData, path: string, value: ModuleValue): ModuleData {
  // split always returns at least one part
  const [head, index, ...inner] = path.split('.') as [string, ...string[]];
  if (index === undefined) return { ...data, [head]: value };
  const rows = data[head];
  const list = Array.isArray(rows) ? [...(rows as ModuleData[])] : [];
  const row = list[Number(index)];
  list[Number(index)] = setValueAt(typeof row === 'object' ? row : {}, inner.join('.'), value);
  return { ...data, [head]: list };
}

const rowsAt = (data: ModuleData, path: string): ModuleData[] => {
  const rows = valueAt(data, path);
  return Array.isArray(rows) ? (rows as ModuleData[]).filter((r) => typeof r === 'object') : [];
};

/** Rows may be added to a list unless it is flagged DISABLE_ADD. */
export const canAddRows = (list: Pick<List, 'flags'>): boolean => !list.flags?.includes('DISABLE_ADD');
/** A DISABLE_ADD list keeps the rows it came with: removing one could never be undone. */
export const canRemoveRows = canAddRows;

/** A new row (with its fields' defaults) at the end of the list at `path`. */
export const addRow = (data: ModuleData, path: string, list: Pick<List, 'components'>): ModuleData =>
  setValueAt(data, path, [...rowsAt(data, path), withDefaults(list.components, {})]);

/** The list at `path` without its row `index`. */
export const removeRow = (data: ModuleData, path: string, index: number): ModuleData =>
  setValueAt(
    data,
    path,
    rowsAt(data, path).filter((_, i) => i !== index),
  );

/**
 * A registry message that begins with a shown field's label (the field's title, inside a list
 * "{list title} {row}: {title}") belongs to that field; the path of the first such field, else
 * undefined (the message is about the module as a whole).
 */
export function fieldOfMessage(components: readonly Component[], data: ModuleData, message: string): string | undefined {
  const labels = labelledFields(components, data, '', '');
  const found = labels.filter(([label]) => message.startsWith(`${label} `)).sort((a, b) => b[0].length - a[0].length)[0];
  return found?.[1];
}

function labelledFields(components: readonly Component[], data: ModuleData, prefix: string, label: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const component of components) {
    if (component.kind === 'list') {
      rowsAt(data, prefix + component.key).forEach((_, i) =>
        out.push(...labelledFields(component.components, data, `${prefix}${component.key}.${i}.`, `${listRowTitle(component.title, i)}: `)),
      );
    } else if (component.kind === 'group') out.push(...labelledFields(component.components, data, prefix, label));
    else {
      const fields = component.kind === 'question' ? [component.field, ...(component.comment ? [component.comment] : [])] : [component];
      for (const f of fields) out.push([label + f.title, prefix + f.key]);
    }
  }
  return out;
}

/** Contextual messages for the flow's states: those for every state (no stateCodes) and those naming one of them. */
export const messagesForStates = <M extends { readonly stateCodes: readonly string[] }>(messages: readonly M[], states: readonly string[]): M[] =>
  messages.filter((m) => m.stateCodes.length === 0 || m.stateCodes.some((code) => states.includes(code)));

/** The module the address names, when the flow has it; otherwise the flow's first module. */
export const currentModulePath = (modules: readonly { readonly path: string }[], requested: string | null | undefined): string | undefined =>
  modules.some((m) => m.path === requested) ? (requested ?? undefined) : modules[0]?.path;

/** The keys a module's components declare at one level: fields, questions (and comments), groups' keys, lists. */
function declaredKeys(components: readonly Component[]): Map<string, readonly Component[] | undefined> {
  const keys = new Map<string, readonly Component[] | undefined>();
  for (const component of components) {
    switch (component.kind) {
      case 'field':
        keys.set(component.key, undefined);
        break;
      case 'question':
        keys.set(component.field.key, undefined);
        if (component.comment) keys.set(component.comment.key, undefined);
        break;
      case 'group':
        for (const [key, rows] of declaredKeys(component.components)) keys.set(key, rows);
        break;
      case 'list':
        keys.set(component.key, component.components);
        break;
    }
  }
  return keys;
}

/** Every key a module takes, list rows' keys as `list[].key`: what a typed value may name. */
export function moduleKeys(components: readonly Component[], prefix = ''): string[] {
  return [...declaredKeys(components)].flatMap(([key, rows]) => (rows ? [`${prefix}${key}`, ...moduleKeys(rows, `${prefix}${key}[].`)] : [`${prefix}${key}`]));
}

/** The keys of typed data that the module does not declare (a misspelt key would be saved and ignored), as data paths. */
export function unknownKeys(components: readonly Component[], data: ModuleData, prefix = ''): string[] {
  const declared = declaredKeys(components);
  return Object.entries(data).flatMap(([key, value]) => {
    if (!declared.has(key)) return [`${prefix}${key}`];
    const rows = declared.get(key);
    if (!rows || !Array.isArray(value)) return [];
    return value.flatMap((row, i) => (typeof row === 'object' ? unknownKeys(rows, row, `${prefix}${key}.${i}.`) : []));
  });
}

/** A condition set in words: "when contactPreference is EMAIL", "when a is X or b is not Y". */
export function conditionText(set: ConditionSet): string {
  const values = (v: string | readonly string[]) => (Array.isArray(v) ? v.join(' or ') : String(v));
  const parts = set.conditions.map((c) =>
    [c.is === undefined ? '' : `${c.key} is ${values(c.is)}`, c.isNot === undefined ? '' : `${c.key} is not ${values(c.isNot)}`].filter(Boolean).join(' and '),
  );
  return `when ${parts.join(set.operator === 'OR' ? ' or ' : ' and ')}`;
}

/** The lists of a module (in or out of groups), with their row keys: data takes each as an array of objects. */
export function moduleLists(components: readonly Component[]): { readonly key: string; readonly keys: readonly string[] }[] {
  return components.flatMap((c) =>
    c.kind === 'list' ? [{ key: c.key, keys: [...declaredKeys(c.components).keys()] }] : c.kind === 'group' ? moduleLists(c.components) : [],
  );
}
