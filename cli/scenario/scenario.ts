/**
 * The scenario file (JSON, or YAML read by yaml.ts): named steps, each a licensehub
 * command line with what it should give back.
 *
 *   { "name": "…", "steps": [ { "name": "…", "run": ["orders", "list"], "stdin": "…",
 *       "expect": { "exit": 0, "fields": { "orders.0.orderCode": { "$matches": "^O" } }, "counts": { "orders": 5 } },
 *       "save": { "orderCode": "orders.0.orderCode" } } ] }
 *
 * Every step runs with --json; `fields` and `counts` address its JSON output by dot paths
 * (array indexes as numbers, `$` for the whole output). `save` keeps values for later steps,
 * which use them as `${name}` in `run`, `stdin` and `expect`; `${tmpdir}` is a folder of the
 * run and `${scenarioDir}` the scenario file's folder (for data files).
 */
import * as t from 'io-ts';

/** A literal value (deep equality) or one matcher object. */
export const Matcher = t.unknown;

export const Expectation = t.partial({
  /** Exit status (default 0). */
  exit: t.number,
  /** Path → expected value or matcher: { "$matches": regex } { "$exists": bool } { "$contains": value } { "$equals": value } { "$gte": n } { "$lte": n } { "$not": value } */
  fields: t.record(t.string, Matcher),
  /** Path → number of elements (array) or keys (object): a number or a matcher. */
  counts: t.record(t.string, Matcher),
  /** Text that stderr must contain (diagnostics, validation messages). */
  stderr: t.string,
});
export type Expectation = t.TypeOf<typeof Expectation>;

export const Step = t.intersection([
  t.type({ run: t.array(t.string) }),
  t.partial({ name: t.string, stdin: t.string, expect: Expectation, save: t.record(t.string, t.string) }),
]);
export type Step = t.TypeOf<typeof Step>;

export const Scenario = t.intersection([t.type({ steps: t.array(Step) }), t.partial({ name: t.string, description: t.string })]);
export type Scenario = t.TypeOf<typeof Scenario>;

const KNOWN: Readonly<Record<string, readonly string[]>> = {
  scenario: ['name', 'description', 'steps'],
  step: ['name', 'run', 'stdin', 'expect', 'save'],
  expect: ['exit', 'fields', 'counts', 'stderr'],
};

const keysOf = (v: unknown): string[] => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);

/**
 * Keys a scenario file has that the format does not (a misspelt `expct` would be a step with no
 * expectation that always passes): each with where it is and the known keys there.
 */
export function unknownScenarioKeys(raw: unknown, stepLines: readonly (number | undefined)[] = []): string[] {
  const problems: string[] = [];
  const report = (where: string, value: unknown, known: readonly string[]) => {
    const unknown = keysOf(value).filter((k) => !known.includes(k));
    if (unknown.length) problems.push(`${where}: ${unknown.join(', ')}: not a key here (known: ${known.join(', ')})`);
  };
  report('the scenario', raw, KNOWN.scenario!);
  const steps = (raw as { steps?: unknown }).steps;
  if (Array.isArray(steps))
    steps.forEach((step, i) => {
      const where = `step ${i + 1}${stepLines[i] === undefined ? '' : ` (line ${stepLines[i]})`}`;
      report(where, step, KNOWN.step!);
      report(`${where}, expect`, (step as { expect?: unknown } | null)?.expect, KNOWN.expect!);
    });
  return problems;
}
