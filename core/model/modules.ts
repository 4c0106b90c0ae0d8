import * as t from 'io-ts';
import { literals, struct } from './codec';

/** A condition on another field's value: `is` or `isNot` one of the given values. */
export const Condition = struct(
  'Condition',
  { key: t.string },
  {
    is: t.union([t.string, t.array(t.string)]),
    isNot: t.union([t.string, t.array(t.string)]),
  },
);
export type Condition = t.TypeOf<typeof Condition>;
export const ConditionSet = struct('ConditionSet', { conditions: t.array(Condition) }, { operator: literals('Operator', 'AND', 'OR') });
export type ConditionSet = t.TypeOf<typeof ConditionSet>;

export const FieldType = literals('FieldType', 'text', 'zipCode', 'radio', 'checkbox', 'select');
export type FieldType = t.TypeOf<typeof FieldType>;
export const FieldOption = t.type({ label: t.string, value: t.string }, 'FieldOption');
export type FieldOption = t.TypeOf<typeof FieldOption>;

export const Field = struct(
  'Field',
  { kind: t.literal('field'), key: t.string, title: t.string, type: FieldType },
  {
    placeholder: t.string,
    mask: t.string,
    options: t.array(FieldOption),
    required: t.union([t.boolean, ConditionSet]),
    defaultValue: t.union([t.string, t.array(t.string)]),
    help: t.string,
    sensitive: t.boolean,
    disabled: t.boolean,
    when: ConditionSet,
    validation: struct('FieldValidation', {}, { regex: t.string, minLength: t.number, maxLength: t.number }),
  },
);
export type Field = t.TypeOf<typeof Field>;

export const Question = struct(
  'Question',
  { kind: t.literal('question'), field: Field },
  {
    comment: Field,
    params: struct('QuestionParams', {}, { headerText: t.string, supplementalText: t.string, answerText: t.string }),
  },
);
export type Question = t.TypeOf<typeof Question>;

export interface Group {
  kind: 'group';
  components: Component[];
  key?: string;
  title?: string;
  disabled?: boolean;
  when?: ConditionSet;
}
export interface List {
  kind: 'list';
  key: string;
  title: string;
  components: Component[];
  flags?: Array<'DISABLE_ADD'>;
}
export type Component = Field | Group | List | Question;

/** A list's title as one of its rows says it, in the singular: "Professional references" → "Professional reference". */
function singular(title: string): string {
  if (/ies$/.test(title)) return title.replace(/ies$/, 'y');
  if (/(ss|x|z|ch|sh)es$/.test(title)) return title.replace(/es$/, '');
  return title.replace(/([^s])s$/, '$1');
}

/**
 * The title of a list's row, numbered from 1 ("Professional reference 2"): one label for the row
 * on the module page, in the review and in the registry's messages (the sandbox reads it here too).
 */
export const listRowTitle = (listTitle: string, index: number): string => `${singular(listTitle)} ${index + 1}`;

export const Component: t.Type<Component> = t.recursion('Component', () =>
  t.union([
    Field,
    Question,
    struct('Group', { kind: t.literal('group'), components: t.array(Component) }, { key: t.string, title: t.string, disabled: t.boolean, when: ConditionSet }),
    struct(
      'List',
      { kind: t.literal('list'), key: t.string, title: t.string, components: t.array(Component) },
      {
        flags: t.array(t.literal('DISABLE_ADD')),
      },
    ),
  ]),
);

/** Module data: string keys to strings, string arrays, or nested values (a list holds an array of rows). */
export type ModuleValue = string | string[] | ModuleData | ModuleData[];
export interface ModuleData {
  [key: string]: ModuleValue;
}

/** Module data nests at most this deep (a list's rows sit at depth 3) and holds at most this many keys and values. */
const MODULE_DATA_MAX_DEPTH = 8;
const MODULE_DATA_MAX_VALUES = 5000;
const MODULE_DATA_TOO_LARGE = `Module data may nest at most ${MODULE_DATA_MAX_DEPTH} levels and hold at most ${MODULE_DATA_MAX_VALUES} values.`;

/** Whether a value stays within the limits above; walks without recursion and stops at the first excess. */
function withinModuleDataLimits(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let values = 0;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [v, depth] = next;
    if (++values > MODULE_DATA_MAX_VALUES) return false;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MODULE_DATA_MAX_DEPTH) return false;
    for (const item of Array.isArray(v) ? v : Object.values(v)) stack.push([item, depth + 1]);
  }
  return true;
}

/** A codec that checks the limits before it decodes, so nothing deep is recursed into (one short message). */
function bounded<A>(codec: t.Type<A>): t.Type<A> {
  return new t.RefinementType(
    codec.name,
    codec.is,
    (u, c) => (withinModuleDataLimits(u) ? codec.validate(u, c) : t.failure(u, c, MODULE_DATA_TOO_LARGE)),
    codec.encode,
    codec,
    () => true,
  );
}

export const ModuleData: t.Type<ModuleData> = t.recursion('ModuleData', () =>
  bounded(t.record(t.string, t.union([t.string, t.array(t.string), ModuleData, t.array(ModuleData)]))),
);

/** GET /flows/{flowId}/modules.json: the modules of a flow, listed as steps. */
export const ModuleSummary = struct(
  'ModuleSummary',
  { id: t.string, path: t.string, title: t.string, contextualMessageId: t.string },
  {
    stateCode: t.string,
  },
);
export type ModuleSummary = t.TypeOf<typeof ModuleSummary>;
export const ModuleList = t.type({ modules: t.array(ModuleSummary) }, 'ModuleList');
export type ModuleList = t.TypeOf<typeof ModuleList>;

/** GET /flows/{flowId}/modules/{path}.json: the module's components and saved data; destination is the next module path. */
export const ModuleContent = struct('ModuleContent', { components: t.array(Component), data: ModuleData }, { destination: t.string });
export type ModuleContent = t.TypeOf<typeof ModuleContent>;

/** PUT answer on 200: the module's error strings (204 means saved). */
export const ModuleErrors = t.type({ errors: t.array(t.string) }, 'ModuleErrors');
export type ModuleErrors = t.TypeOf<typeof ModuleErrors>;
