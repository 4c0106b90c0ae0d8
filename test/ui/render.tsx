/**
 * Renders the app's routes (or any element) in the happy-dom document through Testing Library,
 * with the test container (virtual clock, memory session store, recording navigation, in-memory
 * telemetry) and a fake registry answering by path. Used by the component tests under test/ui;
 * `waitFor` and `click` are thin wrappers over Testing Library's, so the tests read the same.
 */
import { suite } from 'uvu';
import { act, type ReactNode } from 'react';
import { render as renderInDocument } from '@testing-library/react';
import { userEvent, PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import type { RuntimeConfig } from '../../core/model/config';
import type { MaintenanceNotification } from '../../core/model/maintenance';
import type { UserInfo } from '../../core/model/user-info';
import type { AuthSession } from '../../core/session/auth-session';
import { createTestContainer } from '../../adapters/container/test';
import { TOKENS, resolve } from '../../adapters/container/tokens';
import type { VirtualClock } from '../../adapters/clock/virtual-clock';
import type { RecordingNavigation } from '../../adapters/navigation/recording-navigation';
import type { BrowserTelemetry } from '../../adapters/telemetry/browser-telemetry';
import { AppProviders } from '../../ui/app/AppProviders';
import { MaintenanceGate } from '../../ui/app/MaintenanceGate';
import { routerContextOf, routeServicesOf } from '../../ui/app/route-services';
import { routes as appRoutes } from '../../ui/app/routes';
import { loadEnvironment } from '../../ui/app/environment-cache';
import { sessionQueryClient } from '../../ui/app/startup';
import { TIER_LOADERS } from '../../ui/app/tier-loaders';
import { provideTiers } from '../../ui/app/tiers';

// The lazily loaded tiers, as the browser entry gives them (ui/main.tsx).
provideTiers(TIER_LOADERS);

export const API = 'http://localhost/my-licensehub/api';

/**
 * A registry answer: a JSON body with status 200, a full Response, 'hang' (never answers), or a
 * promise of one of those (answers when the test settles it).
 */
export type Answer = unknown | Response | 'hang';

export interface RenderOptions {
  /** Memory-router entry, under the router base. */
  path?: string;
  /** The router's base, as the browser's router has it (default: none). */
  basename?: string;
  /** Holds a JWT (the user is signed in). */
  signedIn?: boolean;
  /** GET /user-info.json: the user, a status to fail with, or 'hang' (default: Alice). */
  userInfo?: UserInfo | number | 'hang';
  maintenance?: MaintenanceNotification[];
  config?: Partial<RuntimeConfig>;
  /** Other answers by path below the API base. */
  answers?: Record<string, Answer>;
  /** Routes instead of the app's. */
  routes?: RouteObject[];
  /** An element instead of a router. */
  element?: ReactNode;
  /** What the session store holds at the start (key → value). */
  stored?: Record<string, string>;
}

export const ALICE: UserInfo = { displayName: 'Alice Morgan', ldapUser: false, name: 'Alice Morgan', npn: '1000001' };

export interface Rendered {
  readonly host: HTMLElement;
  readonly services: Container;
  readonly queryClient: QueryClient;
  readonly clock: VirtualClock;
  readonly navigation: RecordingNavigation;
  readonly telemetry: BrowserTelemetry;
  readonly auth: AuthSession;
  readonly router?: ReturnType<typeof createMemoryRouter>;
  readonly calls: string[];
  /** The paths of the calls that write (any method but GET), in order. */
  readonly writes: string[];
  /** The JSON bodies the calls that write sent, by path (the last one of each). */
  readonly bodies: Record<string, unknown>;
  /** The fake registry's answers by path; change them mid-test. */
  readonly answers: Record<string, Answer>;
  unmount(): Promise<void>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export async function render(options: RenderOptions = {}): Promise<Rendered> {
  const calls: string[] = [];
  const writes: string[] = [];
  const bodies: Record<string, unknown> = {};
  const answers: Record<string, Answer> = {
    '/maintenance-notifications.json': options.maintenance ?? [],
    '/countries.json': [],
    '/states.json': [],
    '/provinces.json': [],
    '/logout.json': new Response(null, { status: 204 }),
    ...options.answers,
  };
  const user = options.userInfo ?? ALICE;
  answers['/user-info.json'] = typeof user === 'number' ? json({ errors: ['failed'] }, user) : user;
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace('/my-licensehub/api', '');
    calls.push(path);
    if ((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase() !== 'GET') {
      writes.push(path);
      if (typeof init?.body === 'string') {
        try {
          bodies[path] = JSON.parse(init.body) as unknown;
        } catch {
          bodies[path] = init.body;
        }
      }
    }
    const given = answers[path];
    const answer: Answer = given instanceof Promise ? await (given as Promise<Answer>) : given;
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if (answer instanceof Response) return answer.clone();
    if (answer === undefined) return json({ errors: ['not found'] }, 404);
    return json(answer);
  }) as typeof fetch;

  const services = createTestContainer({ apiBase: API, fetch: fakeFetch, ...(options.stored ? { stored: options.stored } : {}) });
  if (options.config) {
    const config = { ...resolve(services, TOKENS.Config), ...options.config };
    services.rebind<RuntimeConfig>(TOKENS.Config).toConstantValue(config);
  }
  const auth = resolve(services, TOKENS.AuthSession);
  if (options.signedIn) auth.adopt('Bearer test-jwt');
  const queryClient = sessionQueryClient(resolve(services, TOKENS.SessionService));
  // What startup does before the first render (ui/app/startup.ts): the notices awaited, user info asked for.
  await loadEnvironment(queryClient, resolve(services, TOKENS.RegistryApi), auth.isAuthenticated).maintenance;

  const router = options.element
    ? undefined
    : createMemoryRouter(options.routes ?? appRoutes, {
        initialEntries: [`${options.basename ?? ''}${options.path ?? '/'}`],
        ...(options.basename ? { basename: options.basename } : {}),
        getContext: routerContextOf(routeServicesOf(services, queryClient)),
      });
  const host = document.createElement('div');
  document.body.appendChild(host);
  // StrictMode, as in development and test builds: effects run twice and must be idempotent.
  let unmountView = () => undefined as void;
  await act(async () => {
    unmountView = renderInDocument(
      <AppProviders container={services} queryClient={queryClient}>
        <MaintenanceGate>{router ? <RouterProvider router={router} /> : options.element}</MaintenanceGate>
      </AppProviders>,
      { container: host, reactStrictMode: true },
    ).unmount;
  });
  return {
    host,
    services,
    queryClient,
    clock: services.get<VirtualClock>(TOKENS.Clock),
    navigation: services.get<RecordingNavigation>(TOKENS.ExternalNavigation),
    telemetry: services.get<BrowserTelemetry>(TOKENS.Telemetry),
    auth,
    ...(router ? { router } : {}),
    calls,
    writes,
    bodies,
    answers,
    async unmount() {
      unmountView();
      host.remove();
    },
  };
}

/**
 * Lets React, the router's lazy routes and the fake registry settle until `check` passes, each
 * wait inside act(). Testing Library's waitFor turns act off while it polls: the updates it lets
 * through outside act failed 5 submitter and PDB report tests.
 */
export async function waitFor<T>(check: () => T | undefined | null | false, what = 'the expected content', timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let result: T | undefined | null | false;
    try {
      result = check();
    } catch {
      result = undefined;
    }
    if (result) return result;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}. Document: ${document.body.innerHTML.slice(0, 2000)}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** The elements with this role (explicit or implicit for the few tags the tests need) and accessible text. */
export function byText(root: ParentNode, selector: string, text: string | RegExp): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((el) =>
    typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? ''),
  );
}

/** A user at the keyboard (user-event), without its pointer-events check (computed styles up the tree). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** What a user's action set off (effects, a submit's validation), settled inside act(). */
export const settled = (): Promise<void> => act(async () => undefined);

/** A click: user-event's pointer and focus events, then the click, with what it sets off settled. */
export async function click(el: HTMLElement): Promise<void> {
  await user.click(el);
  await settled();
}

/** Silences React's and the router's logging of errors a test provokes on purpose; returns the restore. */
export function quietConsole(): () => void {
  const { error, warn } = console;
  console.error = () => undefined;
  console.warn = () => undefined;
  return () => {
    console.error = error;
    console.warn = warn;
  };
}

/**
 * A suite whose tests render with `mount`: what a test rendered is unmounted after it, and with
 * `quiet` the errors the tests provoke on purpose are not logged.
 */
export function screenSuite(name: string, { quiet = false } = {}) {
  const t = suite(name);
  let current: Rendered | undefined;
  let restoreConsole = () => undefined as void;
  t.before.each(() => {
    if (quiet) restoreConsole = quietConsole();
  });
  t.after.each(async () => {
    await current?.unmount();
    current = undefined;
    restoreConsole();
  });
  const mount = async (options: RenderOptions = {}): Promise<Rendered> => (current = await render(options));
  return { t, mount };
}
