/**
 * Scenario files in YAML, read by the maintained `yaml` package as YAML 1.2 with the core schema
 * (so `True`, `NULL`, `+5` and `0x1F` are a boolean, null and numbers, as YAML 1.2 says). Plain
 * data only: anchors and aliases, and tags outside the core schema, are refused; duplicate keys,
 * several documents and every parser warning are errors with the line number.
 */
import { isAlias, isNode, isSeq, LineCounter, parseDocument, stringify, visit } from 'yaml';

export class YamlError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'YamlError';
  }
}

const firstLine = (message: string): string =>
  /multiple documents/.test(message) ? 'a scenario file holds one document' : message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

export function parseYaml(source: string): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(source, { version: '1.2', schema: 'core', uniqueKeys: true, strict: true, prettyErrors: true, lineCounter: lines });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new YamlError(firstLine(problem.message), problem.linePos?.[0].line ?? 1);
  visit(doc, (_key, node) => {
    if (!isNode(node)) return;
    const line = lines.linePos(node.range?.[0] ?? 0).line;
    if (isAlias(node) || node.anchor) throw new YamlError('anchors and aliases are not supported in scenario files', line);
  });
  return doc.toJS({ maxAliasCount: 0 });
}

/**
 * The line of each step of a scenario file (JSON is YAML too): for the report of a failed step
 * and for a step's unknown key. A file that does not parse has none.
 */
export function stepLines(source: string): number[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { version: '1.2', lineCounter: lines });
  const steps = doc.errors.length ? undefined : doc.get('steps', true);
  return isSeq(steps) ? steps.items.map((item) => lines.linePos(isNode(item) ? (item.range?.[0] ?? 0) : 0).line) : [];
}

/** A scenario as YAML, one value per line however long (a static import: the bundle's chunk holds it, as the reader's). */
export const toYaml = (value: unknown): string => stringify(value, { lineWidth: 0 });
