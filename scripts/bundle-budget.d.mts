// Types of bundle-budget.mjs for the budget test.
export interface Budget {
  identifyBeforePaintGzipKiB: number;
  identifyUntilIdleGzipKiB: number;
  ownChunkGzipKiB: number;
}
/** A figure in gzip bytes, with its largest contributors. */
export interface Figure {
  gzip: number;
  largest: { group: string; gzip: number }[];
}
export interface Sizes {
  beforePaint: Figure;
  untilIdle: Figure;
  ownChunks: Record<string, Figure>;
}
export const BUDGET: Budget;
export function budgetViolations(sizes: Sizes, budget?: Budget): string[];
export function measuredSizes(metaPath?: string): Sizes;
