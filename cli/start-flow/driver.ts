/**
 * Runs the effects the core start-flow machine asks for against the registry and feeds the
 * answers back, until it asks for nothing more. Flow creation and the report route are left to
 * the command: they end the wizard.
 */
import * as E from 'fp-ts/Either';
import type { RegistryApi } from '../../core/ports/registry-api';
import type { LicensingRequest } from '../../core/model/licensing';
import { startFlowReducer, type StartFlowEffect, type StartFlowEvent, type StartFlowState } from '../../core/use-cases/start-flow/machine';

export interface Driven {
  readonly state: StartFlowState;
  /** Effects that end the wizard, for the command to carry out. */
  readonly ending: readonly StartFlowEffect[];
}

async function answer(api: RegistryApi, effect: StartFlowEffect): Promise<StartFlowEvent | undefined> {
  switch (effect.type) {
    case 'FETCH_BASIS': {
      const r = await api.basisLicenses(effect.query)();
      return E.isRight(r) ? { type: 'BASIS_LOADED', basisLicenses: r.right } : { type: 'FETCH_FAILED', error: r.left };
    }
    case 'FETCH_SUPPORTED_STATES': {
      const r = await api.supportedStates(effect.query)();
      return E.isRight(r) ? { type: 'SUPPORTED_STATES_LOADED', supportedStates: r.right } : { type: 'FETCH_FAILED', error: r.left };
    }
    case 'FETCH_LICENSES': {
      const r = await api.availableLines(effect.query)();
      if (E.isRight(r)) return { type: 'LINES_LOADED', stateCode: effect.query.stateCode, lines: r.right };
      // A 400 is that state's own error (spec §8); anything else is the generic error path.
      return r.left._tag === 'BadRequest'
        ? { type: 'LINES_FAILED', stateCode: effect.query.stateCode, errors: r.left.errors }
        : { type: 'FETCH_FAILED', error: r.left };
    }
    case 'VALIDATE_LICENSES': {
      const r = await api.validateLicenses(effect.request)();
      return E.isRight(r) ? { type: 'VALIDATED', request: effect.request, errors: r.right } : { type: 'VALIDATION_FAILED', request: effect.request, error: r.left };
    }
    case 'FETCH_DUPLICATES': {
      const r = await api.duplicates(effect.request)();
      return E.isRight(r) ? { type: 'DUPLICATES_LOADED', duplicates: r.right } : { type: 'FETCH_FAILED', error: r.left };
    }
    case 'FETCH_FEE_SUMMARY': {
      const r = await api.feeSummary(effect.request)();
      return E.isRight(r) ? { type: 'FEE_SUMMARY_LOADED', feeSummary: r.right } : { type: 'FETCH_FAILED', error: r.left };
    }
    case 'CREATE_FLOW':
    case 'VIEW_REPORT':
      return undefined;
  }
}

/** Applies `event`, then answers every effect (fetches of several states at once) until none is left. */
export async function drive(api: RegistryApi, state: StartFlowState, event: StartFlowEvent): Promise<Driven> {
  let s = startFlowReducer(state, event);
  const ending: StartFlowEffect[] = [];
  while (s.effects.length) {
    const effects = s.effects;
    ending.push(...effects.filter((e) => e.type === 'CREATE_FLOW' || e.type === 'VIEW_REPORT'));
    const events = await Promise.all(effects.map((e) => answer(api, e)));
    s = { ...s, effects: [] };
    for (const e of events) if (e) s = startFlowReducer(s, e);
  }
  return { state: s, ending };
}

/** Where the portal goes after creating a flow, as the CLI command to run next. */
export function nextCommandFor(request: LicensingRequest, flowId: string): string {
  switch (request.productType) {
    case 'CONTACT_CHANGE':
      return `licensehub ccr review ${flowId}`;
    case 'DEMOGRAPHIC_UPDATE':
    case 'DEMOGRAPHIC_UPDATE_2':
      return `licensehub names show ${flowId}`;
    case 'LICENSE_UPDATE':
      return `licensehub drlp show ${flowId}`;
    default:
      return `licensehub modules list ${flowId}`;
  }
}
