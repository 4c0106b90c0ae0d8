/** Options shared by support staff's commands (replays, errors). */
import { InvalidArgumentError, Option } from 'commander';
import { parseSince, SINCE_HELP } from '../../core/use-cases/telemetry/support';

/** `--since`: parsed at once, so a wrong value is a usage error (exit 2). */
export const sinceOption = () =>
  new Option('--since <when>', `only what happened since: ${SINCE_HELP}`).argParser((value: string) => {
    const since = parseSince(value, new Date());
    if (!since) throw new InvalidArgumentError(`expected ${SINCE_HELP}`);
    return since;
  });
