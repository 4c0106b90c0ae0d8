/**
 * What the identify screen's three steps share: the core's identify use-case
 * (core/use-cases/identify/use-case.ts: the machine, its identify call and signing in) followed
 * with useMachine; the URL for the step the user is on (identify-url.ts); and the memory of what
 * was chosen and typed, in one slice per step, kept here so it outlives the step's own component
 * (back, forward, Start over). Each step reads it through its own small hook (useEntityStep.ts,
 * useSearchStep.ts, useAuthorizeStep.ts), which holds that step's handlers and views.
 *
 * Two sources move the step: the user (choices, back and forward: the URL first, handed to the
 * core's arriveAtIdentifyPage) and the server (a submit handler moves the URL to the page the
 * core's pageAfterSubmit says the result opened). core/use-cases/identify/pages.ts decides both.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { EntityType, SearchType } from '../../../core/model/identify';
import type { SearchField } from '../../../core/model/lookup';
import type { IdentifyField, IdentifyForm } from '../../../core/rules/identify';
import type { FieldErrors } from '../../../core/rules/messages';
import type { IdentifyFailure } from '../../../core/use-cases/identify/machine';
import { arriveAtIdentifyPage, pageAfterSubmit, pageOfState, shownPage } from '../../../core/use-cases/identify/pages';
import { createIdentifyUseCase } from '../../../core/use-cases/identify/use-case';
import { TOKENS } from '../../../adapters/container/tokens';
import { useEnvironment } from '../../app/environment';
import { PATHS } from '../../app/paths';
import { useService } from '../../app/services';
import { useMachine, useUseCase } from '../../app/use-machine';
import { identifySearch, parseIdentifyLocation, type IdentifyTarget, type IdentifyUrlStep } from './identify-url';

export type SearchValues = Pick<IdentifyForm, SearchField | 'useAgreementAccepted'>;

const EMPTY_VALUES: SearchValues = { fein: '', lastName: '', licenseNumber: '', licenseState: '', npn: '', ssn: '', useAgreementAccepted: false };

export const ENTITY_TYPE_LABEL = 'Entity Type';
export const ENTITY_FIELD_ID = 'identify-entityType';
export const AUTH_SSN_ID = 'identify-authorization-ssn';
/** The id of the control of an identify field; a radio group's id is its first radio's. */
export const identifyFieldId = (field: IdentifyField): string => `identify-${field}`;

export function useIdentifyLicensee() {
  const api = useService(TOKENS.RegistryApi);
  const store = useService(TOKENS.SessionStore);
  const { refreshUserInfo } = useEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = parseIdentifyLocation(params);
  const [signingIn, setSigningIn] = useState(false);
  const identifying = useUseCase(() =>
    createIdentifyUseCase({
      api,
      store,
      // The HTTP client has adopted the returned token; user info names the user in the shell.
      signIn: async () => {
        setSigningIn(true);
        await refreshUserInfo().catch(() => undefined);
        await navigate(PATHS.userMenu);
      },
    }),
  );
  const [machine, dispatch] = useMachine(identifying);

  // Choices live in memory while made: a URL change moves focus to the page heading (the root
  // layout's rule), which must not happen on every arrow key in a radio group.
  const [entityChoice, setEntityChoice] = useState<EntityType | ''>(location.entityType ?? '');
  const [searchChoice, setSearchChoice] = useState<SearchType | ''>(location.searchType ?? '');
  const [entityError, setEntityError] = useState<string | undefined>();
  const [values, setValues] = useState<SearchValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors<IdentifyField>>({});
  const [authSsn, setAuthSsn] = useState('');
  const [authErrors, setAuthErrors] = useState<FieldErrors<'ssn'>>({});
  const [attempt, setAttempt] = useState(0);
  /** The address asked for the authorization step the machine had not reached (a reload): say why the search is back. */
  const [restarted, setRestarted] = useState(false);
  /** The entity type the search choice was made for (read in handlers only). */
  const searchEntity = useRef<EntityType | undefined>(location.entityType);

  const go = useCallback((next: IdentifyTarget, replace = false) => void navigate({ search: identifySearch(next) }, { replace }), [navigate]);

  // URL → use-case: back, forward, reload and typed URLs (the core's arriveAtIdentifyPage). The
  // choices the URL holds are also the radios' memory.
  const { step: urlStep, entityType, searchType: urlSearchType } = location;
  const searchType = urlStep === 'entity' ? undefined : searchChoice || undefined;
  useEffect(() => {
    if (entityType) {
      setEntityChoice(entityType);
      if (urlStep !== 'entity') searchEntity.current = entityType;
    }
    if (urlSearchType) setSearchChoice(urlSearchType);
    if (arriveAtIdentifyPage(identifying, urlStep, entityType) === 'RESTARTED') {
      setRestarted(true);
      go({ step: 'search', entityType, searchType: urlSearchType }, true);
    }
  }, [identifying, urlStep, entityType, urlSearchType, go]);

  /** Use-case → URL, once a submit has settled: the page the core says the result opened. */
  const followResult = async (from: IdentifyUrlStep) => {
    const next = await pageAfterSubmit(identifying, from);
    if (next) go({ step: next.page, entityType, searchType }, next.replace);
  };

  const submitting = machine.submitting || signingIn;
  const step: IdentifyUrlStep = shownPage(urlStep, machine, signingIn);
  // A failure belongs to the step the machine is in; shown elsewhere it would describe another form.
  const failure: IdentifyFailure | undefined = pageOfState(machine) === step ? machine.failure : undefined;

  const startOver = () => {
    dispatch({ type: 'RESET' });
    setValues(EMPTY_VALUES);
    setAuthSsn('');
    setErrors({});
    setAuthErrors({});
    setEntityChoice('');
    setSearchChoice('');
    go({ step: 'entity' });
  };

  return {
    step,
    entityType,
    searchType,
    machine,
    dispatch,
    go,
    followResult,
    submitting,
    failure,
    attempt,
    /** A submit stopped by the step's own checks: its error summary takes focus again. */
    failedAttempt: () => setAttempt((a) => a + 1),
    startOver,
    entity: { choice: entityChoice, setChoice: setEntityChoice, error: entityError, setError: setEntityError, searchEntity },
    search: { choice: searchChoice, setChoice: setSearchChoice, values, setValues, errors, setErrors, restarted, setRestarted },
    authorize: { ssn: authSsn, setSsn: setAuthSsn, errors: authErrors, setErrors: setAuthErrors },
  };
}

export type IdentifyScreen = ReturnType<typeof useIdentifyLicensee>;

/** The search values with the entity and search types the address holds: the form the rules read. */
export const identifyFormOf = (screen: IdentifyScreen): IdentifyForm => ({
  ...screen.search.values,
  entityType: screen.entityType ?? '',
  searchType: screen.searchType ?? '',
});
