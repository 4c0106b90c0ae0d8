/**
 * The journey's registry writes kept with the session recording: each write that succeeds (a
 * flow or a report started, a module saved without errors, the submitter posted, the name change
 * accepted, a DRLP added or removed, the DRLP changes sent on with nothing to fix) is told to
 * `keep` as the core's journey command (core/use-cases/journey/replay.ts), with nothing personal
 * in it. Reads and failed writes keep nothing; the calls themselves are unchanged.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { keptCommand, type JourneyCommand } from '../../core/use-cases/journey/replay';
import type { JourneyCalls } from '../http/journey-calls';

export function keepJourney(calls: JourneyCalls, keep: (command: JourneyCommand) => void): JourneyCalls {
  const kept = <E, A>(call: TE.TaskEither<E, A>, command: (a: A) => JourneyCommand | undefined): TE.TaskEither<E, A> =>
    pipe(
      call,
      TE.map((a) => {
        const c = command(a);
        if (c) keep(c);
        return a;
      }),
    );
  return {
    ...calls,
    createFlow: (body) => kept(calls.createFlow(body), (created) => keptCommand.createFlow(body, created.flowId)),
    startDemographicUpdate: (product) => kept(calls.startDemographicUpdate(product), (created) => keptCommand.startUpdate(product, created.flowId)),
    startLicenseUpdate: (product) => kept(calls.startLicenseUpdate(product), (created) => keptCommand.startUpdate(product, created.flowId)),
    startPdbReport: () => kept(calls.startPdbReport(), (created) => keptCommand.startReport(created.flowId)),
    saveModule: (flowId, module, data) =>
      kept(calls.saveModule(flowId, module, data), (errors) => (errors.length === 0 ? keptCommand.saveModule(flowId, module, data) : undefined)),
    postSubmitter: (body) => kept(calls.postSubmitter(body), () => keptCommand.postSubmitter(body)),
    postPdbSubmitter: (body) => kept(calls.postPdbSubmitter(body), () => keptCommand.postSubmitter(body, true)),
    postPrimaryName: (flowId, body) =>
      kept(calls.postPrimaryName(flowId, body), (result) => (result.requestStatus === 'PASS' ? keptCommand.postPrimaryName(body) : undefined)),
    addDrlp: (flowId, body) => kept(calls.addDrlp(flowId, body), () => keptCommand.addDrlp(flowId, body)),
    removeDrlp: (flowId, body) => kept(calls.removeDrlp(flowId, body), () => keptCommand.removeDrlp(flowId)),
    proceedDrlp: (flowId, body) => kept(calls.proceedDrlp(flowId, body), (result) => keptCommand.proceedDrlp(flowId, result)),
  };
}
