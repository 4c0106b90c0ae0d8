/** The fetch client against an in-process sandbox over real HTTP: the shared setup of these tests. */
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { suite, type Test } from 'uvu';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/server';
import { fetchRegistryApi } from '../../../adapters/http/fetch-registry-api';
import type { RegistryApi } from '../../../core/ports/registry-api';
import { AuthSession } from '../../../core/session/auth-session';
import type { DomainError } from '../../../core/errors';
import type { IdentifyRequest } from '../../../core/model/identify';
import { RecordingTelemetry } from '../fake-fetch';
import { demoIdentities, type DemoIdentity } from '../../sandbox/helpers';
import { checkedFetch } from '../../sandbox/openapi-check';

export { demoIdentities };

export const identifyRequest = (d: DemoIdentity): IdentifyRequest => ({
  entityType: d.entityType,
  searchType: d.searchType,
  ...d.fields,
  ...(d.authorization ? { ssn: d.authorization.ssn } : {}),
  useAgreementAccepted: true,
});

export interface Client {
  api: RegistryApi;
  session: AuthSession;
  telemetry: RecordingTelemetry;
  logouts: boolean[];
}

export function clientFor(sandbox: RunningSandbox): Client {
  const session = new AuthSession();
  const telemetry = new RecordingTelemetry();
  const api = fetchRegistryApi({
    apiBase: `${sandbox.url}/my-licensehub/api`,
    session,
    telemetry,
    journeyCalls: () => import('../../../adapters/http/journey-calls'),
    // Every answer is checked against the published OpenAPI document.
    fetch: checkedFetch,
  });
  const logouts: boolean[] = [];
  session.onLogoutRequest((r) => logouts.push(r.preserveSso));
  return { api, session, telemetry, logouts };
}

export const startTestSandbox = (opts: SandboxOptions = {}) =>
  startSandbox({ port: 0, dataDir: 'memory://', jwtSecret: 'adapters-test-secret-0123456789abcdef', ...opts });

/**
 * One sandbox shared by the files of this folder (uvu runs them in one process, one after the
 * other): starting one takes seconds. Each suite acquires it in `before` and releases it in
 * `after`; it closes shortly after the last release unless the next suite acquires it first.
 * Suites reset the faults and maintenance they set, and mutate only data of their own licensees.
 */
let shared: { sandbox: Promise<RunningSandbox>; users: number; closing?: ReturnType<typeof setTimeout> } | undefined;

export function acquireSandbox(): Promise<RunningSandbox> {
  shared ??= { sandbox: startTestSandbox(), users: 0 };
  if (shared.closing) clearTimeout(shared.closing);
  delete shared.closing;
  shared.users += 1;
  return shared.sandbox;
}

export async function releaseSandbox(): Promise<void> {
  const current = shared;
  if (!current) return;
  const sandbox = await current.sandbox;
  sandbox.controls.clearFaults();
  sandbox.controls.setMaintenance([]);
  current.users -= 1;
  if (current.users > 0) return;
  current.closing = setTimeout(() => {
    if (shared === current && current.users === 0) shared = undefined;
    void sandbox.close();
  }, 300);
}

export async function ok<A>(call: TaskEither<DomainError, A>): Promise<A> {
  const r = await call();
  if (E.isLeft(r)) throw new Error(`expected a result, got ${r.left._tag}: ${r.left.message}`);
  return r.right;
}
export async function failed<A>(call: TaskEither<DomainError, A>): Promise<DomainError> {
  const r = await call();
  if (E.isRight(r)) throw new Error(`expected a failure, got ${JSON.stringify(r.right).slice(0, 200)}`);
  return r.left;
}

/** A client signed in as the first SUCCESS demo identity of `licenseeId`. */
export async function signedIn(sandbox: RunningSandbox, licenseeId = 'ind-alice'): Promise<Client> {
  const client = clientFor(sandbox);
  const d = demoIdentities.find((x) => x.licenseeId === licenseeId && x.leadsTo === 'SUCCESS');
  if (!d) throw new Error(`no SUCCESS demo identity for ${licenseeId}`);
  const result = await ok(client.api.identify(identifyRequest(d)));
  if (result.status !== 'SUCCESS' || !client.session.jwt) throw new Error(`could not sign in as ${licenseeId}`);
  return client;
}

/** The demo licensees the suites sign in as, by short name. */
const LICENSEES = { alice: 'ind-alice', ben: 'ind-ben', acme: 'firm-acme', summit: 'firm-summit' } as const;
type Licensee = keyof typeof LICENSEES;

export type SandboxContext<K extends Licensee> = { sandbox: RunningSandbox } & { [P in K]: Client };

/** A suite on the shared sandbox with a signed-in client per named licensee, faults cleared after each test. */
export function sandboxSuite<K extends Licensee>(name: string, licensees: readonly K[]): Test<SandboxContext<K>> {
  const it = suite<SandboxContext<K>>(name, {} as SandboxContext<K>);
  it.before(async (ctx) => {
    ctx.sandbox = await acquireSandbox();
    for (const who of licensees) (ctx as Record<K, Client>)[who] = await signedIn(ctx.sandbox, LICENSEES[who]);
  });
  it.after(releaseSandbox);
  it.after.each((ctx) => ctx.sandbox.controls.clearFaults());
  return it;
}
