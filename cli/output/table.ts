/**
 * A plain-text table: a header row, a rule, and left-aligned columns padded to their widest
 * cell. No colours and no box drawing, so it reads the same in a terminal, a log and a diff.
 */
export interface Column<R> {
  readonly header: string;
  readonly value: (row: R) => string;
}

/** Cells are single-line: a newline inside a value would break the columns. */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

export function renderTable<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  // Every row below (headers, rules, cells) has one value per column.
  const cells = rows.map((row) => columns.map((c) => cell(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}

/** Label/value lines for one record: `Label:  value`, labels padded to the longest. */
export function renderFields(fields: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...fields.map(([label]) => label.length + 1));
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${cell(value)}`.trimEnd()).join('\n') + '\n';
}
