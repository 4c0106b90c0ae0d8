/**
 * The wizard and its address, for a driver that shows one address per step (the browser): what
 * an address that arrives does to the wizard, and where the address goes once the user's events
 * have settled. The driver hands over each address it is at and each Continue; the moves come
 * back through its `go` port. This is the whole sequencing: the driver keeps none of its own.
 *
 * - An address the wizard wrote itself needs nothing.
 * - Browser Back from the step after is the machine's own Back, with nothing to fetch again.
 * - Any other (back, forward, reload, a typed or linked address, entering the wizard) rebuilds
 *   the wizard from it (restoreStartFlow), as far as the registry's answers allow, and replaces
 *   the address with the one of the step it stopped at.
 * - After a Continue: the wizard's end leaves it (its entry replaced by the new flow, so Back does
 *   not create it twice); a new step pushes its address, this page's entry first rewritten with
 *   the choices made on it, so browser Back returns to them; a refused Continue stays.
 */
import type { Runner } from '../runner';
import { parseStartFlowAddress, restoreStartFlow, startFlowAddress } from './address';
import { endPath } from './create-flow';
import { startFlowReducer, type StartFlowEvent, type StartFlowState } from './machine';

/** Moves the driver's address: pushes `to`, or replaces the current entry with it. */
export type GoTo = (to: string, replace: boolean) => Promise<void> | void;

/** How a Continue ended: on a new step, out of the wizard, or where it was (refused, or a failed check). */
export type ContinueOutcome = 'MOVED' | 'LEFT' | 'STAYED';

export interface StartFlowAddressMoves {
  /**
   * The driver is at `address` (under the router base, with its query). Undefined when nothing
   * is left to wait for; otherwise the rebuild, done once the address has been corrected.
   * `stillWanted` returning false (another address arrived, the screen went) stops it.
   */
  arrive(address: string, stillWanted: () => boolean): Promise<void> | undefined;
  /** Applies the user's events from `here`; once settled, moves the address. */
  continueWith(events: readonly StartFlowEvent[], here: string): Promise<ContinueOutcome>;
  /** The next arrival rebuilds, even at the address written last (after a failed flow creation). */
  forget(): void;
}

/** The address of the step Back leads to (the machine's Back skips the fetch steps), if Back leads anywhere. */
export function backAddressOf(state: StartFlowState): string | undefined {
  const back = startFlowAddress(startFlowReducer(state, { type: 'BACK' }));
  return back !== startFlowAddress(state) ? back : undefined;
}

export function startFlowAddressMoves(
  wizard: Pick<Runner<StartFlowState, StartFlowEvent>, 'dispatch' | 'settled' | 'getState'>,
  go: GoTo,
): StartFlowAddressMoves {
  /** The address the wizard last wrote or rebuilt itself from: a different one is a new arrival. */
  let written: string | undefined;
  const write = async (to: string, replace: boolean) => {
    written = to;
    await go(to, replace);
  };
  return {
    arrive(address, stillWanted) {
      if (written === address) return undefined;
      const current = wizard.getState();
      const backed = startFlowReducer(current, { type: 'BACK' });
      if (backed !== current && startFlowAddress(backed) === address) {
        written = address;
        wizard.dispatch({ type: 'BACK' });
        return undefined;
      }
      const at = address.indexOf('?');
      const location = at < 0 ? parseStartFlowAddress(address, '') : parseStartFlowAddress(address.slice(0, at), address.slice(at));
      return restoreStartFlow(wizard, location, stillWanted).then(() => {
        if (!stillWanted()) return;
        const stopped = startFlowAddress(wizard.getState()) ?? address;
        written = stopped;
        if (stopped !== address) void go(stopped, true);
      });
    },
    async continueWith(events, here) {
      const before = startFlowAddress(wizard.getState());
      for (const event of events) wizard.dispatch(event);
      await wizard.settled();
      const after = wizard.getState();
      const leave = endPath(after);
      if (leave) {
        written = undefined;
        void go(leave, true);
        return 'LEFT';
      }
      const address = startFlowAddress(after);
      if (!address || address === before) return 'STAYED';
      if (before && before !== here) await write(before, true);
      await write(address, false);
      return 'MOVED';
    },
    forget() {
      written = undefined;
    },
  };
}
