// Types of bundle-metrics.mjs for the TypeScript that imports it (the budget test).
export interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<
    string,
    { bytes: number; entryPoint?: string; exports: string[]; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }
  >;
}
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}
export const IDENTIFY_ROUTE: string;
export const AFTER_INPUT: string[];
export function gzipBytes(file: string): number;
export function kib(n: number): string;
export function readMeta(path: string): Metafile;
export function entryOutput(meta: Metafile, entryPoint: string): string;
export function staticClosure(meta: Metafile, start: string): Set<string>;
export function routeChunk(meta: Metafile, entry: string, routeSource: string): string | undefined;
export function firstLoadFiles(meta: Metafile, entryPoint: string, routeSource?: string): string[];
export function firstLoad(meta: Metafile, entryPoint: string, routeSource?: string): FileSize[];
export function total(files: FileSize[], key?: 'raw' | 'gzip'): number;
export function lazyChunks(meta: Metafile): (FileSize & { source: string })[];
export function untilIdleFiles(meta: Metafile, entryPoint: string, routeSource?: string, afterInput?: string[]): string[];
export function untilIdle(meta: Metafile, entryPoint: string, routeSource?: string): FileSize[];
export function contributors(meta: Metafile, files: FileSize[], count?: number): { group: string; gzip: number }[];
