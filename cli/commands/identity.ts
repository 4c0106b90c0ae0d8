/**
 * identify, whoami, logout. identify dispatches to the core identify use-case and awaits it:
 * the search, then the authorization step when the server asks for (part of) the SSN, answered
 * from stdin or a hidden prompt. Validation, messages and failure texts are the core's.
 */
import { kebabValue, licenseeRecord } from '../output/portal-records';
import { Option, type Command } from 'commander';
import { notSignedInText } from '../../core/use-cases/errors/failure-words';
import type { EntityType, SearchType } from '../../core/model/identify';
import { lookupOption, SEARCH_FIELD_LABELS } from '../../core/model/lookup';
import { toIdentifyRequest, validateIdentify, validateAuthorization, type IdentifyField, type IdentifyForm } from '../../core/rules/identify';
import type { IdentifyState } from '../../core/use-cases/identify/machine';
import {
  authorizationRequest,
  createIdentifyUseCase,
  identifyFailureAlerts,
  identifyFailureStatus,
  isIdentified,
  needsAuthorization,
  ssnModeOf,
} from '../../core/use-cases/identify/use-case';
import type { RegistryApi } from '../../core/ports/registry-api';
import { call, domainFailure } from '../call';
import type { CliContext, ContextFor } from '../context';
import { failed, usage } from '../exit';
import { identifyMessage } from '../vocabulary';
import { renderFields } from '../output/table';
import { topCommand } from './index';
import { ssnSource, type SsnOptions, type SsnSource } from '../secret-input';

const ENTITY: Record<string, EntityType> = { individual: 'INDIVIDUAL', firm: 'FIRM' };
const SEARCH: Record<string, SearchType> = { license: 'LICENSE', npn: 'NPN', ssn: 'TAX_ID', fein: 'TAX_ID' };

interface IdentifyOptions extends SsnOptions {
  entity: string;
  by: string;
  licenseNumber?: string;
  licenseState?: string;
  npn?: string;
  lastName?: string;
  fein?: string;
  acceptUseAgreement?: boolean;
}

function formOf(o: IdentifyOptions, entityType: EntityType, searchType: SearchType, ssn: string): IdentifyForm {
  return {
    entityType,
    searchType,
    useAgreementAccepted: o.acceptUseAgreement === true,
    fein: o.fein ?? '',
    lastName: o.lastName ?? '',
    licenseNumber: o.licenseNumber ?? '',
    licenseState: (o.licenseState ?? '').toUpperCase(),
    npn: o.npn ?? '',
    ssn,
  };
}

/** The form's messages, each with the flag that fixes it (exit 2). */
function rejectInvalid(errors: Readonly<Partial<Record<IdentifyField, string>>>): void {
  const messages = (Object.entries(errors) as [IdentifyField, string | undefined][]).flatMap(([field, m]) =>
    m === undefined ? [] : [identifyMessage(field, m)],
  );
  if (messages.length) throw usage(messages.join('\n'));
}

async function identify(ctx: CliContext, o: IdentifyOptions): Promise<void> {
  const entityType = ENTITY[o.entity];
  const searchType = SEARCH[o.by];
  const option = entityType && searchType ? lookupOption(entityType, searchType) : undefined;
  if (!entityType || !searchType || !option || (o.by === 'ssn' && entityType !== 'INDIVIDUAL') || (o.by === 'fein' && entityType !== 'FIRM')) {
    throw usage(`--by ${o.by} is not a lookup option for --entity ${o.entity} (individual: license, npn, ssn; firm: license, npn, fein)`);
  }
  const ssn: SsnSource = ssnSource(ctx.io, o);
  try {
    const form = formOf(o, entityType, searchType, option.fields.includes('ssn') ? await ssn.read(SEARCH_FIELD_LABELS.ssn) : '');
    rejectInvalid(validateIdentify(form));
    const { api, sessionStore } = await ctx.services();
    const request = form as IdentifyForm & { entityType: EntityType; searchType: SearchType };
    const identifying = createIdentifyUseCase({ api, store: sessionStore });
    identifying.dispatch({ type: 'SELECT_ENTITY_TYPE', entityType });
    identifying.dispatch({ type: 'SUBMIT', request: toIdentifyRequest(request) });
    await identifying.settled();
    if (needsAuthorization(identifying.getState())) {
      const mode = ssnModeOf(identifying.getState());
      const asked = authorizationRequest(mode);
      ctx.out.note(`Authorization: ${asked.needed}`);
      const answer = await ssn.read(asked.prompt);
      rejectInvalid(validateAuthorization(answer, mode));
      identifying.dispatch({ type: 'SUBMIT', request: toIdentifyRequest(request, answer) });
      await identifying.settled();
    }
    await report(ctx, api, identifying.getState());
  } finally {
    await ssn.close();
  }
}

async function report(ctx: CliContext, api: RegistryApi, state: IdentifyState): Promise<void> {
  const { failure } = state;
  if (failure) {
    if (failure.kind === 'REQUEST_FAILED') throw domainFailure(ctx, failure.error);
    const messages = identifyFailureAlerts(failure).map((a) => a.text);
    ctx.out.result({ status: kebabValue(identifyFailureStatus(failure)), errors: messages }, () => '');
    throw failed(messages.join('\n'), true);
  }
  if (!isIdentified(state)) throw failed('the registry asked for the SSN again');
  const user = await call(ctx, api.userInfo());
  ctx.out.result({ status: 'success', licensee: licenseeRecord(user) }, () => `Identified: ${user.displayName}\n`);
}

export function registerIdentity(program: Command, contextFor: ContextFor): void {
  topCommand(program, 'identify')
    .addOption(new Option('--entity <type>', 'who is identified').choices(['individual', 'firm']).makeOptionMandatory())
    .addOption(
      new Option('--by <lookup>', 'lookup option (individual: license, npn, ssn; firm: license, npn, fein)')
        .choices(['license', 'npn', 'ssn', 'fein'])
        .makeOptionMandatory(),
    )
    .option('--license-number <number>', 'License Number (--by license)')
    .option('--license-state <code>', 'License State, two letters (--by license)')
    .option('--npn <npn>', 'National Producer Number (--by npn)')
    .option('--last-name <name>', 'Last Name (individuals, --by npn or ssn)')
    .option('--fein <fein>', 'Federal Employer Identification Number, 99-9999999 (firms, --by fein)')
    .option('--ssn-stdin', 'read the SSN (and the authorization answer) from stdin, one per line')
    .addOption(new Option('--ssn <ssn>', 'the SSN as a flag value (lands in shell history; needs --insecure-ssn-flag)').hideHelp())
    .option('--insecure-ssn-flag', 'allow --ssn <value> despite shell history')
    .option('--accept-use-agreement', 'accept the use agreement (needed to identify)')
    .addHelpText('after', '\nWithout --ssn-stdin, an SSN the lookup or the authorization step needs is asked for on the terminal, not echoed.')
    .action(async (o: IdentifyOptions, command: Command) => identify(contextFor(command), o));

  topCommand(program, 'whoami').action(async (_o: unknown, command: Command) => {
    const ctx = contextFor(command);
    const { api, auth } = await ctx.services();
    if (!auth.isAuthenticated) throw failed(notSignedInText(ctx.apiBase));
    const user = await call(ctx, api.userInfo());
    ctx.out.result(licenseeRecord(user), () =>
      renderFields([['Name', user.displayName], ...(user.npn ? [['NPN', user.npn] as const] : []), ...(user.fein ? [['FEIN', user.fein] as const] : [])]),
    );
  });

  topCommand(program, 'logout').action(async (_o: unknown, command: Command) => {
    const ctx = contextFor(command);
    const { auth, logout } = await ctx.services();
    const wasSignedIn = auth.isAuthenticated;
    await logout();
    ctx.out.result({ loggedOut: wasSignedIn }, () => (wasSignedIn ? 'Logged out.\n' : 'No session to end.\n'));
  });
}
