/** The client against the sandbox: identification, the environment calls, the token life and logout. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningSandbox } from '../../../sandbox/server';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCliContainer } from '../../../adapters/container/cli';
import { TOKENS } from '../../../adapters/container/tokens';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { SessionService } from '../../../core/session/session-service';
import { FetchRegistryApi } from '../../../adapters/http/fetch-registry-api';
import { AuthSession } from '../../../core/session/auth-session';
import { RecordingTelemetry } from '../fake-fetch';
import { acquireSandbox, clientFor, demoIdentities, failed, identifyRequest, ok, releaseSandbox, signedIn } from './sandbox-client';
import { must } from '../../must';

const it = suite<{ sandbox: RunningSandbox }>('registry api: session and environment', {} as { sandbox: RunningSandbox });
it.before(async (ctx) => {
  ctx.sandbox = await acquireSandbox();
});
it.after(releaseSandbox);
it.after.each((ctx) => ctx.sandbox.controls.clearFaults());

it('identify: every demo identity leads where the seed says (success holds a JWT, failures are results)', async ({ sandbox }) => {
  for (const d of demoIdentities) {
    const client = clientFor(sandbox);
    const result = await ok(client.api.identify(identifyRequest(d)));
    const [status, hint] = d.leadsTo.split(':');
    assert.is(result.status, status, d.label);
    if (hint) assert.is(result.ssnVerification, hint, d.label);
    assert.is(client.session.isAuthenticated, status === 'SUCCESS', d.label);
    if (status === 'ERROR') assert.ok(result.errors && result.errors.length > 0, d.label);
  }
});

it('user info: the signed-in licensee; the refreshed Authorization header it returns is adopted', async ({ sandbox }) => {
  const client = await signedIn(sandbox, 'ind-alice');
  const returned: string[] = [];
  const watching: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    returned.push(response.headers.get('Authorization') ?? '');
    return response;
  };
  const api = new FetchRegistryApi({
    apiBase: `${sandbox.url}/my-licensehub/api`,
    fetch: watching,
    session: client.session,
    telemetry: new RecordingTelemetry(),
  });
  const info = await ok(api.userInfo());
  assert.is(info.displayName, 'Alice Morgan');
  const token = must(returned[0], 'an answer');
  assert.match(token, /^Bearer \S+/, 'every authenticated answer carries a token');
  assert.is(client.session.jwt, token.slice('Bearer '.length));
});

it('firms: user info of a firm signed in by FEIN', async ({ sandbox }) => {
  const client = await signedIn(sandbox, 'firm-acme');
  const info = await ok(client.api.userInfo());
  assert.is(info.displayName, 'Acme Insurance Agency LLC');
});

it('startup: countries, states, provinces and maintenance notifications decode', async ({ sandbox }) => {
  const { api } = clientFor(sandbox);
  const [countries, states, provinces] = [await ok(api.countries()), await ok(api.states()), await ok(api.provinces())];
  assert.ok(countries.some((c) => c.licensehubCountryCode === 1));
  assert.ok(states.some((s) => s.stateCode === 'TX'));
  assert.ok(provinces.length > 0);
  assert.equal(await ok(api.maintenanceNotifications()), []);
  sandbox.controls.setMaintenance(['disable-login']);
  const notices = await ok(api.maintenanceNotifications());
  sandbox.controls.setMaintenance([]);
  assert.ok(notices.some((n) => n.actions?.includes('disableLogin')));
});

it('authentication: a 401 with no returned token requests a logout preserving SSO', async ({ sandbox }) => {
  const client = clientFor(sandbox);
  client.session.adopt('Bearer not.a.token');
  const e = await failed(client.api.userInfo());
  assert.is(e._tag, 'Unauthorized');
  assert.equal(client.logouts, [true]);
});

it('logout: the call revokes the held token; the next call is a 401', async ({ sandbox }) => {
  const client = await signedIn(sandbox, 'ind-ben');
  assert.is(await ok(client.api.logout()), null);
  const e = await failed(client.api.userInfo());
  assert.is(e._tag, 'Unauthorized');
  assert.equal(client.logouts, [true]);
});

it('errors: injected 500, 503, 429 with Retry-After, malformed and contract-breaking answers', async ({ sandbox }) => {
  const { api } = clientFor(sandbox);
  sandbox.controls.setFaults([{ path: '/countries.json', status: 503, times: 1 }]);
  assert.is((await failed(api.countries())).message, 'Server error: 503');
  sandbox.controls.setFaults([{ path: '/countries.json', status: 429, retryAfter: 7, times: 1 }]);
  assert.equal(await failed(api.countries()), { _tag: 'TooManyRequests', message: 'Too many requests', retryAfter: 7 });
  sandbox.controls.setFaults([{ path: '/states.json', malformed: true, times: 1 }]);
  assert.is((await failed(api.states())).message, 'Invalid field(s) (root)');
  sandbox.controls.setFaults([{ path: '/provinces.json', breakContract: true, times: 1 }]);
  const broken = await failed(api.provinces());
  assert.is(broken._tag, 'InvalidResponse');
  assert.match(broken.message, /^Invalid field\(s\) /);
  sandbox.controls.setFaults([{ path: '/countries.json', status: 404, times: 1 }]);
  assert.is((await failed(api.countries())).message, 'Unexpected countries response: 404');
});

it('general: timings are reported per call without the query string', async ({ sandbox }) => {
  const { api, telemetry } = clientFor(sandbox);
  await api.searchAddresses('US', '1 Main')();
  assert.is(telemetry.timings.at(-1)!.url, `${sandbox.url}/my-licensehub/api/addresses.json`);
});

it('errors: a network failure (nobody listening) is a NetworkError', async () => {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const api = new FetchRegistryApi({ apiBase: `http://127.0.0.1:${port}/my-licensehub/api`, session: new AuthSession(), telemetry: new RecordingTelemetry() });
  assert.is((await failed(api.countries()))._tag, 'NetworkError');
});

it('CLI: the JWT is kept in the session file between commands, and logout ends it', async ({ sandbox }) => {
  const sessionFile = join(mkdtempSync(join(tmpdir(), 'lh-cli-')), 'session.json');
  const apiBase = `${sandbox.url}/my-licensehub/api`;
  const command = () => createCliContainer({ apiBase, sessionFile, env: {} });
  const alice = demoIdentities.find((d) => d.licenseeId === 'ind-alice' && d.leadsTo === 'SUCCESS')!;
  assert.is((await ok(command().get<RegistryApi>(TOKENS.RegistryApi).identify(identifyRequest(alice)))).status, 'SUCCESS');
  assert.is((await ok(command().get<RegistryApi>(TOKENS.RegistryApi).userInfo())).displayName, 'Alice Morgan');
  await command().get<SessionService>(TOKENS.SessionService).logout({ preserveSso: false });
  assert.is((await failed(command().get<RegistryApi>(TOKENS.RegistryApi).userInfo()))._tag, 'Unauthorized');
});

it.run();
