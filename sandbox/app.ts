/**
 * The sandbox's HTTP surface as one Hono app: security headers on everything, the built UI under
 * {app}, the public API (identify, reference lists, maintenance, logout), then the authenticated
 * API where the journey route modules register. Kept apart from listening and the database
 * lifecycle (server.ts) so its wiring reads top to bottom.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requireSession } from './auth/middleware';
import type { TokenService } from './auth/tokens';
import { identifyRoutes } from './api/identify';
import type { IdentifyLimits } from './api/attempt-limiter';
import { logoutApiRoutes, logoutPage } from './api/logout';
import { maintenanceRoutes, type MaintenanceState } from './api/maintenance';
import { referenceRoutes } from './api/reference';
import { openApiRoute } from './api/openapi';
import { userInfoRoutes } from './api/user-info';
import type { Db } from './db/db';
import { faultInjection, type FaultSet } from './faults/faults';
import { compress } from 'hono/compress';
import { httpConventions } from './http/conventions';
import { errorResponse, MAX_BODY_BYTES, TOO_LARGE } from './http/errors';
import { isModuleSave, refusedSave } from './routes/modules';
import { noStore, securityHeaders, varyOnEncoding } from './http/headers';
import { refuseControlInAddress } from './http/shapes';
import { failureOf, loggedPath } from './http/log-line';
import { frontendHandler } from './http/static';
import { registerPages } from './pages/index';
import { notFoundPage } from './pages/not-found';
import { API_BASE, APP_BASE, HOME_PATH, IDENTIFY_URL } from './paths';
import { routeModules } from './routes/index';
import type { SandboxEnv } from './routes/types';
import { TELEMETRY_PATH } from '../core/model/telemetry';
import { telemetryConfigRoutes } from './telemetry/config';
import { telemetryRoutes, type TelemetryDeps } from './telemetry/ingest';
import { recordingOwner } from './telemetry/recording-owner';

export interface AppDeps {
  db: Db;
  now: () => Date;
  tokens: TokenService;
  maintenance: MaintenanceState;
  faults: FaultSet;
  staticDir: string;
  /** Log one line per request (method, path, status, time), to stderr or to the function given; failures are logged either way. */
  log: boolean | ((line: string) => void);
  /** Identify's limits on failed attempts (default DEFAULT_IDENTIFY_LIMITS). */
  identifyLimits?: IdentifyLimits | undefined;
  /** The telemetry ingest; `serveConfig` also points config.json's telemetry at it (npm start). */
  telemetry: Omit<TelemetryDeps, 'db' | 'now'> & { serveConfig: boolean; sdkDir: string };
}

export function createSandboxApp(deps: AppDeps): Hono {
  const { db, now, tokens, maintenance, faults } = deps;
  const app = new Hono();

  app.use('*', securityHeaders());
  const logLine = typeof deps.log === 'function' ? deps.log : (line: string) => console.error(line);
  if (deps.log) {
    app.use('*', async (c, next) => {
      const t0 = performance.now();
      await next();
      // Method, path and status only: query strings and bodies may carry personal data.
      logLine(`${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - t0)}ms`);
    });
  }

  app.use(`${API_BASE}/*`, noStore());
  // API JSON compressed for clients that ask (the UI's files are precompressed: http/static.ts).
  app.use(`${API_BASE}/*`, compress(), varyOnEncoding());
  // A refusal in the call's own shape: a module save's is 200 with errors (the contract's), identify's has a status.
  const refuse = (c: Context, errors: string[]) => {
    if (isModuleSave(c.req.method, c.req.path.slice(API_BASE.length))) return refusedSave(c, errors);
    return c.req.path === `${API_BASE}/identify.json` ? c.json({ status: 'ERROR', errors }, 400) : errorResponse(c, 400, errors);
  };
  // Refuse a declared oversized body before any handler reads it (readJsonBody also counts), and
  // a control character in the address (the body's are refused as it is read: http/shapes.ts).
  app.use(`${API_BASE}/*`, async (c, next) => (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES ? refuse(c, [TOO_LARGE]) : next()));
  app.use(`${API_BASE}/*`, refuseControlInAddress(refuse));
  app.use(`${API_BASE}/*`, faultInjection(faults, API_BASE));
  // 404 for unknown paths and 405 for wrong methods (before sign-in is checked; injected faults
  // still answer first), 415 for bodies that are not JSON.
  app.use(
    `${API_BASE}/*`,
    httpConventions(app, API_BASE, (path, errors) => (path === `${API_BASE}/identify.json` ? { status: 'ERROR', errors } : { errors })),
  );

  // Public API: the portal calls these before anyone is signed in.
  const pub = new Hono();
  identifyRoutes(pub, { db, tokens, maintenance, now, limits: deps.identifyLimits });
  maintenanceRoutes(pub, maintenance);
  referenceRoutes(pub, db);
  openApiRoute(pub);
  logoutApiRoutes(pub, tokens);
  app.route(API_BASE, pub);

  // Authenticated API: registered after the public routes, whose handlers answer first.
  const api = new Hono<SandboxEnv>();
  api.use('*', requireSession(tokens));
  // A call naming the session's recording gives it to the signed-in licensee (docs/portal.md §Telemetry).
  api.use('*', recordingOwner({ db, now, base: TELEMETRY_PATH }));
  userInfoRoutes(api, db);
  for (const register of routeModules) register(api, { db, now });
  app.route(API_BASE, api);

  telemetryRoutes(app, TELEMETRY_PATH, { db, now, ...deps.telemetry });
  if (deps.telemetry.serveConfig) telemetryConfigRoutes(app, { appBase: APP_BASE, staticDir: deps.staticDir, sdkDir: deps.telemetry.sdkDir });
  logoutPage(app, tokens, IDENTIFY_URL);
  // The pages the spec calls external (payment, resume flow), simulated by the journey helper.
  registerPages(app, { db, now });

  const toApp = (c: { req: { url: string }; redirect: (to: string, status: 301 | 302) => Response }, status: 301 | 302) =>
    c.redirect(APP_BASE + new URL(c.req.url).search, status);
  app.get('/', (c) => toApp(c, 302));
  app.get(HOME_PATH.slice(0, -1), (c) => toApp(c, 302));
  app.get(HOME_PATH, (c) => toApp(c, 302));
  app.get(APP_BASE.slice(0, -1), (c) => toApp(c, 301));
  app.get(`${APP_BASE}*`, frontendHandler(deps.staticDir, APP_BASE));

  app.notFound((c) =>
    c.req.path.startsWith(`${API_BASE}/`) || c.req.path === API_BASE ? errorResponse(c, 404, ['Not found']) : notFoundPage(c, deps.staticDir),
  );
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    // What failed and where, never the error's message or fields: a database error carries the
    // query's parameters (a submitter's name, address, email and phone) and may quote them.
    logLine(`sandbox: ${c.req.method} ${loggedPath(c.req.path)} failed: ${failureOf(err)}`);
    return c.req.path.startsWith(API_BASE) ? errorResponse(c, 500, ['Internal server error']) : c.text('Internal server error', 500);
  });
  return app;
}
