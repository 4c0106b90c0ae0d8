/**
 * The identify use-case: the identify machine (machine.ts) run by the core runner, its effects
 * through the ports, and the views both drivers show (the SSN mode of the authorization step,
 * the failure alerts).
 */
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../errors';
import { REGISTRY_PROBLEM } from '../errors/plain-error';
import type { RegistryApi } from '../../ports/registry-api';
import type { SsnMode } from '../../rules/identify';
import { createRunner, type Runner } from '../runner';
import type { SessionStore } from '../../ports/session-store';
import { recordSignIn } from '../journey/terms-record';
import { identifyReducer, initialIdentify, type IdentifyEffect, type IdentifyEvent, type IdentifyFailure, type IdentifyState } from './machine';

export interface IdentifyPorts {
  readonly api: Pick<RegistryApi, 'identify'>;
  /** The session store: a sign-in records there whether the use agreement was accepted (journey/terms-record.ts). */
  readonly store?: SessionStore;
  /** After SUCCESS: the HTTP client holds the token; the driver names the user and moves on. */
  readonly signIn?: () => Promise<void>;
}

/**
 * Runs one identify effect: the IDENTIFY call (its answer or failure as an event; a success
 * records the use agreement of the request in the session's records), or signing in.
 */
export const runIdentifyEffect =
  ({ api, signIn, store }: IdentifyPorts) =>
  async (effect: IdentifyEffect): Promise<readonly IdentifyEvent[]> => {
    if (effect.type === 'IDENTIFY') {
      const answer = await api.identify(effect.request)();
      if (E.isLeft(answer)) return [{ type: 'REQUEST_FAILED', error: answer.left }];
      if (store && answer.right.status === 'SUCCESS') recordSignIn(store, effect.request.useAgreementAccepted);
      return [{ type: 'RESULT', result: answer.right }];
    }
    await signIn?.().catch(() => undefined);
    return [];
  };

export type IdentifyUseCase = Runner<IdentifyState, IdentifyEvent>;

export const createIdentifyUseCase = (ports: IdentifyPorts): IdentifyUseCase => createRunner(identifyReducer, initialIdentify, runIdentifyEffect(ports));

// ---------------------------------------------------------------------------------------------
// Views.

/** Which part of the SSN the authorization step asks for; NONE or no hint means the full SSN. */
export const ssnModeOf = (state: Pick<IdentifyState, 'ssnVerification'>): SsnMode => (state.ssnVerification === 'LAST_FOUR' ? 'LAST_FOUR' : 'FULL_SSN');

/** The registry accepted the licensee: the session is signed in (the machine has reset). */
export const isIdentified = (state: IdentifyState): boolean => state.effects.some((e) => e.type === 'IDENTIFIED');

/** The registry asks for (part of) the SSN and nothing has failed yet. */
export const needsAuthorization = (state: IdentifyState): boolean => state.step === 'AUTHORIZE' && !state.failure && !state.submitting;

/** What the authorization step asks for, in words. */
export const authorizationRequest = (mode: SsnMode): { readonly needed: string; readonly lead: string; readonly prompt: string; readonly hint: string } =>
  mode === 'LAST_FOUR'
    ? {
        needed: 'The last four digits of the SSN are needed.',
        lead: 'To protect your record, enter the last four digits of your Social Security Number.',
        prompt: 'Last four digits of the SSN',
        hint: 'The last 4 digits only, for example 6789',
      }
    : {
        needed: 'The full SSN is needed.',
        lead: 'To protect your record, enter your full Social Security Number.',
        prompt: 'Social Security Number (SSN)',
        hint: '9 digits, for example 123-45-6789',
      };

/** The first step's lead: the three ways a licensee of either kind is found (docs/portal.md §Identify "Lookup options"). */
export const IDENTIFY_INTRO =
  'You can be found in one of three ways: by a license you hold, by your National Producer Number (NPN), or by your Social Security Number (SSN) if you are an individual or your Federal Employer Identification Number (FEIN) if you are a firm.';

/**
 * The authorization step cannot survive a reload: the SSN and the search details live in memory
 * only (never in the address or storage). The search opens again with the choices the address
 * kept (licensee type, search type), and says why.
 */
export const AUTHORIZATION_RESTARTED = {
  title: 'Enter your search details again',
  text: 'The page was reloaded during verification. To protect your record, LicenseHub does not keep your search details or Social Security Number, so verification starts again from the search.',
} as const;

export const IDENTIFICATION_FAILED_MESSAGE = 'We could not identify a licensee with the information you provided. Check it and try again.';

export interface FailureAlert {
  readonly title: string;
  readonly text: string;
}

function requestFailedAlert(error: DomainError): FailureAlert {
  switch (error._tag) {
    case 'TooManyRequests':
      return {
        title: 'Too many requests',
        text: error.retryAfter ? `Please wait ${error.retryAfter} seconds and try again.` : 'Please wait a moment and try again.',
      };
    case 'BadRequest':
      return { title: 'Your request was not accepted', text: (error.errors.length ? error.errors : [error.message]).join(' ') };
    default:
      // The technical detail (a status, a decoding failure's paths) goes to the error report, not here.
      return { title: 'Something went wrong', text: `${REGISTRY_PROBLEM} Please try again.` };
  }
}

/**
 * What a failed identify shows (docs/portal.md §Identify): the generic failed state, the "does not match" message
 * after an authorization, one alert per registry ERROR message, or the call's own failure.
 */
export function identifyFailureAlerts(failure: IdentifyFailure): readonly FailureAlert[] {
  switch (failure.kind) {
    case 'FAILED':
      return [{ title: 'No match found', text: IDENTIFICATION_FAILED_MESSAGE }];
    case 'NOT_MATCHED':
      return [{ title: 'No match found', text: failure.message }];
    case 'ERROR':
      return failure.errors.map((text) => ({ title: 'Error', text }));
    case 'REQUEST_FAILED':
      return [requestFailedAlert(failure.error)];
  }
}

/** The registry's status for a failure, as the CLI's --json reports it. */
export const identifyFailureStatus = (failure: IdentifyFailure): string => (failure.kind === 'ERROR' ? 'ERROR' : 'IDENTIFICATION_FAILURE');
