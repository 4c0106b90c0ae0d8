/**
 * The identify screen in happy-dom with the app's routes and providers, and a fake RegistryApi
 * whose identify answers come from a script: each test queues the outcomes it needs and reads
 * the requests the screen sent. Success adopts a token the way the HTTP client does.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import * as E from 'fp-ts/Either';
import type { DomainError } from '../../../core/errors';
import type { IdentifyRequest, IdentifyResult } from '../../../core/model/identify';
import type { RegistryApi } from '../../../core/ports/registry-api';
import type { AuthSession } from '../../../core/session/auth-session';
import type { SessionStore } from '../../../core/ports/session-store';
import { createTestContainer } from '../../../adapters/container/test';
import { TOKENS, resolve } from '../../../adapters/container/tokens';
import { AppProviders } from '../../../ui/app/AppProviders';
import { routes } from '../../../ui/app/routes';
import { createQueryClient } from '../../../ui/app/startup';
import { ALICE, API, waitFor } from '../render';

/** What the fake registry answers to the next identify call. */
export type IdentifyOutcome = IdentifyResult | { readonly failure: DomainError };

export interface IdentifyScreen {
  readonly host: HTMLElement;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly auth: AuthSession;
  /** The session store (what the session's records hold after a sign-in). */
  readonly store: SessionStore;
  /** The identify requests sent, in order. */
  readonly requests: IdentifyRequest[];
  /** Queue the answers of the next identify calls. */
  answer(...outcomes: IdentifyOutcome[]): void;
  /** Paths of the other registry calls (user info after success). */
  readonly calls: string[];
  unmount(): Promise<void>;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

export async function renderIdentify(path = '/identify-licensee'): Promise<IdentifyScreen> {
  const calls: string[] = [];
  const environment: Record<string, unknown> = {
    '/maintenance-notifications.json': [],
    '/countries.json': [],
    '/states.json': [],
    '/provinces.json': [],
    '/user-info.json': ALICE,
  };
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const p = new URL(String(input)).pathname.replace('/my-licensehub/api', '');
    calls.push(p);
    return p in environment ? json(environment[p]) : new Response(JSON.stringify({ errors: ['not found'] }), { status: 404 });
  }) as typeof fetch;
  const services = createTestContainer({ apiBase: API, fetch: fakeFetch });
  const auth = resolve(services, TOKENS.AuthSession);

  const requests: IdentifyRequest[] = [];
  const queue: IdentifyOutcome[] = [];
  const real = resolve(services, TOKENS.RegistryApi);
  const identify: RegistryApi['identify'] = (request) => async () => {
    requests.push(request);
    const outcome = queue.shift();
    if (!outcome) throw new Error('identify called with no answer queued');
    if ('failure' in outcome) return E.left(outcome.failure);
    if (outcome.status === 'SUCCESS') auth.adopt('Bearer header.payload.signature');
    return E.right(outcome);
  };
  const fake = new Proxy(real, {
    get: (target, prop, receiver) => (prop === 'identify' ? identify : Reflect.get(target, prop, receiver)),
  });
  services.rebind<RegistryApi>(TOKENS.RegistryApi).toConstantValue(fake);

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const host = document.createElement('div');
  document.body.appendChild(host);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(host);
    root.render(
      <AppProviders container={services} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  await waitFor(() => host.querySelector('h1'), 'the identify screen');
  return {
    host,
    router,
    auth,
    store: resolve(services, TOKENS.SessionStore),
    requests,
    calls,
    answer: (...outcomes) => queue.push(...outcomes),
    async unmount() {
      await act(async () => root?.unmount());
      host.remove();
    },
  };
}
