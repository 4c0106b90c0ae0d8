/**
 * The maintenance notices, read once per command before it reaches the registry, through the
 * core's view as the portal's shell reads them: a notice that disables login refuses the command
 * with the unavailable screen's words; other notices are printed on stderr. A list the registry
 * refuses is no notice (the command's own call then says what failed); no answer (or none in
 * time) ends the command at once, and an address that answers but not as the API (a 404, a page
 * instead of JSON) is said to be no API base.
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../core/errors';
import type { RegistryApi } from '../core/ports/registry-api';
import { maintenanceLines, maintenanceView } from '../core/use-cases/environment/maintenance';
import { failureKindOf, notAnApiText } from '../core/use-cases/errors/failure-words';
import type { Output } from './output/emit';
import { failed, usage, type CliExit } from './exit';

export async function honourMaintenance(
  api: Pick<RegistryApi, 'maintenanceNotifications'>,
  out: Pick<Output, 'note'>,
  where: { readonly apiBase: string; readonly failure: (error: DomainError) => CliExit },
): Promise<void> {
  const read = await api.maintenanceNotifications()();
  if (E.isLeft(read)) {
    const kind = failureKindOf(read.left);
    if (kind === 'network' || kind === 'timeout') throw where.failure(read.left);
    if (kind === 'not-found' || read.left._tag === 'InvalidResponse') throw usage(notAnApiText(where.apiBase));
  }
  const view = maintenanceView(E.isRight(read) ? read.right : []);
  const lines = maintenanceLines(view);
  if (view.kind === 'CLOSED') throw failed(lines.join('\n'));
  for (const line of lines) out.note(line);
}
