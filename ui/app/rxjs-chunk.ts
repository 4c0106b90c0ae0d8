/**
 * The RxJS the lazily loaded parts use (the first page uses none), in one chunk. The
 * build imports each operator from its own file (build.mjs BARRELS), so each one lands in the
 * chunk of the parts that use it: seven files of 110–1,500 bytes, one per mix of importers, each
 * one more request on a phone. The screens' SHARED_CHUNK and the shell parts' SHELL_CHUNK reach
 * this module, so every lazily loaded part has them in one chunk of the same importers. The
 * budget test fails when a chunk holds nothing but RxJS files (an operator missing here).
 */
import {
  asyncScheduler,
  catchError,
  combineLatest,
  concat,
  defaultIfEmpty,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  firstValueFrom,
  from,
  lastValueFrom,
  of,
  startWith,
  take,
  timer,
  withLatestFrom,
} from 'rxjs';

export const RXJS_CHUNK = [
  asyncScheduler,
  catchError,
  combineLatest,
  concat,
  defaultIfEmpty,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  firstValueFrom,
  from,
  lastValueFrom,
  of,
  startWith,
  take,
  timer,
  withLatestFrom,
] as const;
