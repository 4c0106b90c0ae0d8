/**
 * The module-navigation use-case: the module machine (navigation.ts) run by the core runner; a
 * save goes through the RegistryApi (a 200 with error strings is SAVE_REJECTED), a navigation
 * through the driver's `navigate`.
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../../ports/registry-api';
import { createRunner, type Runner } from '../runner';
import type { JourneyRecords } from '../journey/records';
import { moduleNavReducer, type ModuleNavEffect, type ModuleNavEvent, type ModuleNavState } from './navigation';

export interface ModuleNavPorts {
  /** `module` loads the module an OPEN names (a driver that loads modules itself may leave it out). */
  readonly api: Pick<RegistryApi, 'saveModule'> & Partial<Pick<RegistryApi, 'module'>>;
  readonly navigate?: (to: string) => void;
  /** A saved change withdraws the flow's attestation and validation (journey/records.ts). */
  readonly records?: Pick<JourneyRecords, 'withdraw'>;
}

export const runModuleNavEffect =
  ({ api, navigate, records }: ModuleNavPorts) =>
  async (effect: ModuleNavEffect): Promise<readonly ModuleNavEvent[]> => {
    if (effect.type === 'NAVIGATE') {
      navigate?.(effect.to);
      return [];
    }
    if (effect.type === 'LOAD_MODULE') {
      if (!api.module) throw new Error('OPEN needs the api.module port');
      const loaded = await api.module(effect.flowId, effect.module)();
      return [
        E.isLeft(loaded)
          ? { type: 'LOAD_FAILED', module: effect.module, error: loaded.left }
          : { type: 'LOADED', module: effect.module, content: loaded.right },
      ];
    }
    const r = await api.saveModule(effect.flowId, effect.module, effect.data)();
    if (E.isLeft(r)) return [{ type: 'SAVE_FAILED', error: r.left }];
    if (r.right.length) return [{ type: 'SAVE_REJECTED', errors: r.right }];
    records?.withdraw(effect.flowId);
    return [{ type: 'SAVED' }];
  };

export type ModuleNavUseCase = Runner<ModuleNavState, ModuleNavEvent>;

export const createModuleNavUseCase = (ports: ModuleNavPorts, from: ModuleNavState): ModuleNavUseCase =>
  createRunner(moduleNavReducer, from, runModuleNavEffect(ports));

/** Where the last transition sends the user, if anywhere. */
export const destinationOf = (s: ModuleNavState): string | undefined => s.effects.find((e) => e.type === 'NAVIGATE')?.to;
