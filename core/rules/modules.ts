/**
 * Module field rules (spec §3 module config, §5 "Modules"): regex, minLength, maxLength, required as a
 * flag or a condition set, visibility by `when`, and disabled groups disabling their children.
 * Hidden and disabled fields are not validated: the user cannot answer them.
 */
import type { Component, Condition, ConditionSet, Field, ModuleData, ModuleValue } from '../model/modules';
import { atLeastCharacters, atMostCharacters, notValid, requiredField } from './messages';

/** A field as placed in a module: its data path (`key`, or `list.0.key` inside a list row) and state. */
export interface PlacedField {
  readonly path: string;
  readonly field: Field;
  readonly disabled: boolean;
  /** The data the field's conditions and value are read from (its list row, or the module data). */
  readonly scope: ModuleData;
}

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

function place(components: readonly Component[], scope: ModuleData, root: ModuleData, prefix: string, disabled: boolean): PlacedField[] {
  const placed: PlacedField[] = [];
  const add = (field: Field) => {
    if (isVisible(field, scope, root)) placed.push({ path: prefix + field.key, field, disabled: disabled || field.disabled === true, scope });
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
          placed.push(...place(component.components, scope, root, prefix, disabled || component.disabled === true));
        }
        break;
      case 'list': {
        const rows = scope[component.key];
        const rowList = Array.isArray(rows) ? rows.filter((r): r is ModuleData => typeof r === 'object') : [];
        rowList.forEach((row, i) => placed.push(...place(component.components, row, root, `${prefix}${component.key}.${i}.`, disabled)));
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
  if (typeof value !== 'string') return undefined;
  const rules = field.validation ?? {};
  if (rules.minLength !== undefined && value.length < rules.minLength) return atLeastCharacters(field.title, rules.minLength);
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return atMostCharacters(field.title, rules.maxLength);
  if (rules.regex !== undefined && (compile(rules.regex)?.test(value) ?? true) === false) return notValid(field.title);
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
