/**
 * The journey's registry writes kept with the session recording: each write that succeeds (a
 * flow created, a module saved without errors, the submitter posted) is told to `keep` as the
 * core's journey command (core/use-cases/journey/replay.ts), with nothing personal in it. Reads
 * and failed writes keep nothing; the calls themselves are unchanged.
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
    saveModule: (flowId, module, data) =>
      kept(calls.saveModule(flowId, module, data), (errors) => (errors.length === 0 ? keptCommand.saveModule(flowId, module, data) : undefined)),
    postSubmitter: (body) => kept(calls.postSubmitter(body), () => keptCommand.postSubmitter(body)),
  };
}
