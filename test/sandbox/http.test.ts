import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../sandbox/http/headers';
import type { RunningSandbox } from '../../sandbox/server';
import { openApiDocument } from '../../core/model/openapi/document';
import { api, signIn, start } from './helpers';
import { must } from '../must';

const t = suite('http');
/** The deployment's runtime configuration served next to the UI (the 404 page reads its provider homepage). */
const CONFIG = {
  apiBase: '/my-licensehub/api',
  appBase: '/my-licensehub/frontend',
  homePath: '/my-licensehub/',
  logoutPath: '/my-licensehub/logout',
  providerHomepage: 'https://registry.example.org/',
  disabledFeatures: [],
};
let s: RunningSandbox;
let ui: string;
t.before(async () => {
  // A stand-in for the built UI (dist/frontend), so these tests don't depend on the build.
  ui = mkdtempSync(join(tmpdir(), 'licensehub-ui-'));
  mkdirSync(join(ui, 'assets'));
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>LicenseHub</title><div id="root"></div>');
  writeFileSync(join(ui, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(join(ui, 'assets', 'main-ABC123.js'), 'console.log(1)');
  s = await start({ staticDir: ui });
});
t.after(async () => {
  await s.close();
  rmSync(ui, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${s.url}${path}`, { redirect: 'manual', ...init });

function assertSecurityHeaders(res: Response, what: string) {
  assert.is(res.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY, `${what}: CSP`);
  assert.is(res.headers.get('x-content-type-options'), 'nosniff', `${what}: nosniff`);
  assert.is(res.headers.get('referrer-policy'), 'no-referrer', `${what}: referrer policy`);
}

t('the CSP is exactly the one docs/decisions.md §Security headers asks for', () => {
  assert.is(
    CONTENT_SECURITY_POLICY,
    "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; font-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  );
});

t('security headers are on UI, API, redirect and error responses', async () => {
  const token = await signIn(s);
  const cases: [string, Promise<Response>][] = [
    ['UI index', get('/my-licensehub/frontend/')],
    ['UI asset', get('/my-licensehub/frontend/assets/main-ABC123.js')],
    ['UI deep link', get('/my-licensehub/frontend/order-history/123')],
    ['redirect', get('/')],
    ['API public', api(s, '/states.json')],
    ['API authenticated', api(s, '/user-info.json', { token })],
    ['API 401', api(s, '/user-info.json')],
    ['API 400', api(s, '/identify.json', { method: 'POST', body: '{' })],
    ['API 404', api(s, '/no-such-endpoint.json', { token })],
    ['page 404', get('/nowhere')],
    ['logout page', get('/my-licensehub/logout')],
  ];
  for (const [what, p] of cases) assertSecurityHeaders(await p, what);
});

t('API answers are Cache-Control: no-store, including errors', async () => {
  for (const res of [await api(s, '/states.json'), await api(s, '/user-info.json'), await api(s, '/identify.json', { method: 'POST', body: '{' })]) {
    assert.is(res.headers.get('cache-control'), 'no-store');
  }
});

t('hashed assets are cached immutable; index.html and config.json are revalidated', async () => {
  assert.match((await get('/my-licensehub/frontend/assets/main-ABC123.js')).headers.get('cache-control') ?? '', /immutable/);
  assert.is((await get('/my-licensehub/frontend/')).headers.get('cache-control'), 'no-cache');
  const config = await get('/my-licensehub/frontend/config.json');
  assert.is(config.headers.get('cache-control'), 'no-cache');
  assert.match(config.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(await config.json(), CONFIG);
});

t('an unknown path under the frontend gets index.html for client routing', async () => {
  const res = await get('/my-licensehub/frontend/flows/abc-123/modules?module=x');
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await res.text(), /<div id="root">/);
});

t('a missing hashed asset is a 404, not index.html', async () => {
  assert.is((await get('/my-licensehub/frontend/assets/missing-XYZ.js')).status, 404);
});

t('paths cannot escape the UI folder', async () => {
  assert.is((await get('/my-licensehub/frontend/..%2f..%2f..%2fetc%2fpasswd')).status, 404);
  const dotted = await get('/my-licensehub/frontend/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
  assert.is(dotted.status, 404);
  assert.not.match(await dotted.text(), /root:/);
});

t('/, /my-licensehub/ and /my-licensehub/frontend redirect to the frontend', async () => {
  for (const path of ['/', '/my-licensehub', '/my-licensehub/', '/my-licensehub/frontend']) {
    const res = await get(path);
    assert.ok([301, 302].includes(res.status), `${path}: ${res.status}`);
    assert.is(new URL(res.headers.get('location')!, s.url).pathname, '/my-licensehub/frontend/', path);
  }
});

t('without a built UI the frontend says how to build it', async () => {
  const bare = await start({ staticDir: join(ui, 'does-not-exist') });
  try {
    const res = await fetch(`${bare.url}/my-licensehub/frontend/`);
    assert.is(res.status, 503);
    assert.match(await res.text(), /npm run build/);
  } finally {
    await bare.close();
  }
});

t('countries hold US as 1 and Canada as 156; states hold 50 states, DC and 5 territories; provinces 13', async () => {
  const countries = (await (await api(s, '/countries.json')).json()) as { licensehubCountryCode: number; displayName: string; isoCountryCode: string }[];
  assert.ok(countries.length >= 25);
  assert.equal(countries[0], { licensehubCountryCode: 1, displayName: 'United States', isoCountryCode: 'US' });
  assert.ok(countries.some((c) => c.licensehubCountryCode === 156 && c.isoCountryCode === 'CA'));
  const states = (await (await api(s, '/states.json')).json()) as { stateCode: string; displayName: string }[];
  assert.is(states.length, 56);
  for (const code of ['DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'TX', 'WY'])
    assert.ok(
      states.some((x) => x.stateCode === code),
      code,
    );
  const provinces = (await (await api(s, '/provinces.json')).json()) as { provinceCode: string }[];
  assert.is(provinces.length, 13);
  assert.ok(provinces.some((p) => p.provinceCode === 'QC'));
});

t('maintenance notices are empty by default and switch at run time', async () => {
  assert.equal(await (await api(s, '/maintenance-notifications.json')).json(), []);
  s.controls.setMaintenance(['warning', 'alert']);
  const notices = (await (await api(s, '/maintenance-notifications.json')).json()) as { level: string; actions: string[]; message: string }[];
  assert.equal(
    notices.map((n) => n.level),
    ['WARNING', 'ALERT'],
  );
  assert.ok(notices.every((n) => n.message && n.actions.length === 0));
  s.controls.setMaintenance(['disable-login']);
  const [blocking] = (await (await api(s, '/maintenance-notifications.json')).json()) as { actions: string[] }[];
  assert.equal(blocking?.actions, ['disableLogin']);
  s.controls.setMaintenance([]);
  assert.equal(await (await api(s, '/maintenance-notifications.json')).json(), []);
});

t('a disable-login notice makes identify refuse sign-in with an ERROR', async () => {
  s.controls.setMaintenance(['disable-login']);
  try {
    const res = await api(s, '/identify.json', { method: 'POST', json: { entityType: 'FIRM', searchType: 'NPN', npn: '2000001', useAgreementAccepted: true } });
    assert.is(res.status, 400);
    const body = (await res.json()) as { status: string; errors: string[] };
    assert.is(body.status, 'ERROR');
    assert.match(must(body.errors[0], 'an error'), /maintenance/);
  } finally {
    s.controls.setMaintenance([]);
  }
});

t('maintenance can be on from the start (option)', async () => {
  const m = await start({ maintenance: ['alert'] });
  try {
    const notices = (await (await api(m, '/maintenance-notifications.json')).json()) as { level: string }[];
    assert.equal(
      notices.map((n) => n.level),
      ['ALERT'],
    );
  } finally {
    await m.close();
  }
});

const links = (page: string) => [...page.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);

t(
  "the sandbox's 404 page links to LicenseHub home and to the provider homepage of the deployment's config.json, named by the provider as the portal's 404 page names it",
  async () => {
    const res = await get('/my-licensehub/nowhere');
    assert.is(res.status, 404);
    const page = await res.text();
    assert.match(page, /<title>404 - Not Found - LicenseHub<\/title>/);
    assert.match(page, /We were not able to find the page you requested\./);
    assert.equal(links(page), [
      ['LicenseHub home', '/my-licensehub/frontend/'],
      ['registry.example.org home page', 'https://registry.example.org/'],
    ]);
    assert.not.match(page, /provider/i, 'the provider is named, not called "the provider"');
    writeFileSync(join(ui, 'config.json'), JSON.stringify({ ...CONFIG, providerHomepage: 'https://other.example/', providerName: 'Other Registry' }));
    try {
      assert.equal(
        links(await (await get('/nowhere')).text())[1],
        ['Other Registry home page', 'https://other.example/'],
        'a replaced config.json counts at once, and its provider name names the link',
      );
    } finally {
      writeFileSync(join(ui, 'config.json'), JSON.stringify(CONFIG));
    }
  },
);

t('GET {api}/openapi.json returns the OpenAPI 3.1 document generated from the codecs, without a session', async () => {
  const res = await api(s, '/openapi.json');
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const doc = (await res.json()) as { openapi: string };
  assert.is(doc.openapi, '3.1.0');
  assert.equal(doc, JSON.parse(JSON.stringify(openApiDocument('/my-licensehub/api'))));
});

t.run();
