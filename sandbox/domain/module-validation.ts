/**
 * Server-side check of module data against its configuration (docs/portal.md §Modules): the same rules
 * the portal applies while typing — required (a boolean or conditions), regex, minLength,
 * maxLength, options — on the fields that are visible (`when`) and enabled (a disabled field or
 * a field inside a disabled group is not the user's to fill). List rows are checked one by one;
 * a condition inside a row looks at the row first, then at the module.
 */
import { zipCodeMessage } from '../../core/model/zip-code';
import { listRowTitle, type Component, type ConditionSet, type Field, type ModuleData, type ModuleValue } from '../../core/model/modules';

type Scope = { row?: ModuleData; top: ModuleData; fixedRows: ModuleData };

function lookup(scope: Scope, key: string): ModuleValue | undefined {
  if (scope.row && key in scope.row) return scope.row[key];
  return scope.top[key];
}

/** The answers a value holds: a text one (none when blank), a checkbox several; nested data none. */
function answers(value: ModuleValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** A condition with neither `is` nor `isNot` holds when the field has an answer; an empty set holds. */
export function conditionsHold(set: ConditionSet, scope: Scope): boolean {
  if (set.conditions.length === 0) return true;
  const results = set.conditions.map((c) => {
    const got = answers(lookup(scope, c.key));
    if (c.is === undefined && c.isNot === undefined) return got.length > 0;
    const among = (expected: string | string[]) => got.some((v) => (Array.isArray(expected) ? expected : [expected]).includes(v));
    return (c.is === undefined || among(c.is)) && (c.isNot === undefined || !among(c.isNot));
  });
  return set.operator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}

const isEmpty = (v: ModuleValue | undefined): boolean => v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function checkField(field: Field, scope: Scope, errors: string[], prefix: string): void {
  if (field.disabled) return;
  if (field.when && !conditionsHold(field.when, scope)) return;
  const value = (scope.row ?? scope.top)[field.key];
  const label = `${prefix}${field.title}`;
  const required = typeof field.required === 'object' ? conditionsHold(field.required, scope) : field.required === true;
  if (isEmpty(value)) {
    if (required) errors.push(`${label} is a required field`);
    return;
  }
  const allowed = field.options?.map((o) => o.value);
  if (field.type === 'checkbox') {
    const picked = typeof value === 'string' ? [value] : value;
    const ok = Array.isArray(picked) && picked.every((p) => typeof p === 'string' && (!allowed || allowed.includes(p)));
    if (!ok) errors.push(`${label} is not valid`);
    return;
  }
  if (typeof value !== 'string') {
    errors.push(`${label} is not valid`);
    return;
  }
  if ((field.type === 'radio' || field.type === 'select') && allowed && !allowed.includes(value)) {
    errors.push(`${label} is not valid`);
    return;
  }
  // One message per field, the first rule broken, in the portal's order: length, then pattern.
  const rules = field.validation ?? {};
  if (rules.minLength !== undefined && value.length < rules.minLength) errors.push(`${label} must be at least ${rules.minLength} characters`);
  else if (rules.maxLength !== undefined && value.length > rules.maxLength) errors.push(`${label} must be ${rules.maxLength} characters or less`);
  else if (field.mask === '99/99/9999' && !isRealDate(value)) errors.push(`${label} must be a valid date (MM/DD/YYYY)`);
  else {
    // With an example of the format (the placeholder, or a ZIP code's shapes), the message says how to put it right.
    const example = field.placeholder ?? (field.type === 'zipCode' ? '95814 or 95814-1234' : undefined);
    const shape = example ? `${label} is not valid. Enter it in the correct format, like ${example}` : `${label} is not valid`;
    const problem =
      rules.regex !== undefined && !safeRegex(rules.regex).test(value) ? shape : field.type === 'zipCode' ? zipCodeMessage(label, value, shape) : undefined;
    if (problem) errors.push(problem);
  }
}

/** A date field (masked MM/DD/YYYY): a day that exists, in a year 19xx or 20xx. */
function isRealDate(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A configuration regex that does not compile matches nothing rather than crashing the request. */
function safeRegex(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    return /(?!)/;
  }
}

function checkComponents(components: Component[], scope: Scope, errors: string[], prefix: string): void {
  for (const comp of components) {
    switch (comp.kind) {
      case 'field':
        checkField(comp, scope, errors, prefix);
        break;
      case 'question':
        checkField(comp.field, scope, errors, prefix);
        if (comp.comment) checkField(comp.comment, scope, errors, prefix);
        break;
      case 'group':
        if (comp.disabled) break;
        if (comp.when && !conditionsHold(comp.when, scope)) break;
        checkComponents(comp.components, scope, errors, prefix);
        break;
      case 'list': {
        const rows = (scope.row ?? scope.top)[comp.key];
        if (rows === undefined) break;
        if (!Array.isArray(rows) || rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
          errors.push(`${prefix}${comp.title} is not valid`);
          break;
        }
        // A DISABLE_ADD list keeps the rows it started with (its default data): none may be added.
        const fixed = scope.fixedRows[comp.key];
        if (comp.flags?.includes('DISABLE_ADD') && Array.isArray(fixed) && rows.length > fixed.length) {
          errors.push(`${prefix}${comp.title} cannot have more than ${fixed.length} rows`);
        }
        (rows as ModuleData[]).forEach((row, i) =>
          checkComponents(comp.components, { row, top: scope.top, fixedRows: scope.fixedRows }, errors, `${listRowTitle(comp.title, i)}: `),
        );
        break;
      }
    }
  }
}

/** The error strings of a module's data; empty when it may be saved. `defaults` is the module's starting data. */
export function validateModuleData(components: Component[], data: ModuleData, defaults: ModuleData = {}): string[] {
  const errors: string[] = [];
  checkComponents(components, { top: data, fixedRows: defaults }, errors, '');
  return errors;
}
