// Types of bundle-budget.mjs for the budget test.
export interface Budget {
  identifyFirstLoadGzipKiB: number;
  ownChunkGzipKiB: number;
}
export interface Sizes {
  identifyFirstLoad: number;
  ownChunks: Record<string, number>;
}
export const BUDGET: Budget;
export function budgetViolations(sizes: Sizes, budget?: Budget): string[];
export function measuredSizes(metaPath?: string): Sizes;
