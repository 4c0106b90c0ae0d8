/**
 * A plain-text table: a header row, a rule, and left-aligned columns padded to their widest
 * cell. No colours and no box drawing, so it reads the same in a terminal, a log and a diff.
 * It fits the width it is given (the terminal's, or $COLUMNS): the widest columns give way
 * first, and a cell cut short ends with an ellipsis; any cell is cut at `cap` characters.
 */
export interface Column<R> {
  readonly header: string;
  readonly value: (row: R) => string;
}

/** How wide output may be: the table's whole width, and any one field's length (`--wide`: no limit). */
export interface Fit {
  readonly width: number;
  readonly cap: number;
}

/** A field from the registry or the ingest longer than this is cut, unless --wide. */
export const LONG_FIELD = 200;
/** Nothing to fit but the length of a field. */
const NO_FIT: Fit = { width: Infinity, cap: LONG_FIELD };
/** A column keeps at least this many characters (or its widest cell, when narrower). */
const NARROWEST = 6;
const GAP = 2;

/** Cells are single-line: a newline inside a value would break the columns. */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** The text cut to `n` characters, an ellipsis last when it was longer. */
const cut = (text: string, n: number): string => (text.length <= n ? text : `${text.slice(0, Math.max(0, n - 1))}…`);

/** The columns' widths, the widest narrowed one character at a time until the row fits. */
function fitWidths(natural: readonly number[], width: number): number[] {
  const widths = [...natural];
  const floor = natural.map((w) => Math.min(w, NARROWEST));
  let total = widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1);
  while (total > width) {
    let widest = -1;
    widths.forEach((w, i) => {
      if (w > floor[i]! && (widest < 0 || w > widths[widest]!)) widest = i;
    });
    if (widest < 0) break;
    widths[widest]!--;
    total--;
  }
  return widths;
}

export function renderTable<R>(columns: readonly Column<R>[], rows: readonly R[], fit: Fit = NO_FIT): string {
  const cells = rows.map((row) => columns.map((c) => cut(cell(c.value(row)), fit.cap)));
  const natural = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const widths = fitWidths(natural, fit.width);
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => cut(v, widths[i]!))
      .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i] ?? 0)))
      .join(' '.repeat(GAP))
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}

/** Label/value lines for one record: `Label:  value`, labels padded to the longest, values cut to fit. */
export function renderFields(fields: readonly (readonly [string, string])[], fit: Fit = NO_FIT): string {
  const width = Math.max(0, ...fields.map(([label]) => label.length + 1));
  const room = Math.min(fit.cap, Math.max(NARROWEST, fit.width - width - GAP));
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${cut(cell(value), room)}`.trimEnd()).join('\n') + '\n';
}
