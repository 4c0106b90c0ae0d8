/**
 * The maintenance notices, read once per command before it reaches the registry, through the
 * core's view as the portal's shell reads them: a notice that disables login refuses the command
 * with the unavailable screen's words; other notices are printed on stderr. A list that cannot be
 * read is no notice (the command's own call then says what failed).
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../core/ports/registry-api';
import { maintenanceLines, maintenanceView } from '../core/use-cases/environment/maintenance';
import type { Output } from './output/emit';
import { failed } from './exit';

export async function honourMaintenance(api: Pick<RegistryApi, 'maintenanceNotifications'>, out: Pick<Output, 'note'>): Promise<void> {
  const read = await api.maintenanceNotifications()();
  const view = maintenanceView(E.isRight(read) ? read.right : []);
  const lines = maintenanceLines(view);
  if (view.kind === 'CLOSED') throw failed(lines.join('\n'));
  for (const line of lines) out.note(line);
}
