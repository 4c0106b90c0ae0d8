/** Durations on the command line (`--timeout 90s`): a module of its own, which `--help` loads without the error model. */
import { InvalidArgumentError } from 'commander';

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A duration: a number with ms, s, m or h (seconds when bare), e.g. 90s, 2m; in milliseconds. */
export function parseDuration(value: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  const ms = m ? Number(m[1]) * DURATION_UNITS[m[2] ?? 's']! : NaN;
  if (!(ms > 0)) throw new InvalidArgumentError('a duration is expected, e.g. 30s, 2m or 500ms.');
  return ms;
}
