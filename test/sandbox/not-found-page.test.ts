/**
 * The sandbox's own 404 page (outside the frontend): the portal's 404 texts, a link to LicenseHub
 * home, and a link to the provider homepage that the deployment's config.json names.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningSandbox } from '../../sandbox/server';
import { start } from './helpers';

const t = suite('404 page');
let s: RunningSandbox;
let ui: string;
const config = {
  apiBase: '/my-licensehub/api',
  appBase: '/my-licensehub/frontend',
  homePath: '/my-licensehub/',
  logoutPath: '/my-licensehub/logout',
  providerHomepage: 'https://registry.example.org/',
  disabledFeatures: [],
};

t.before(async () => {
  ui = mkdtempSync(join(tmpdir(), 'licensehub-404-'));
  writeFileSync(join(ui, 'config.json'), JSON.stringify(config));
  s = await start({ staticDir: ui });
});
t.after(async () => {
  await s.close();
  rmSync(ui, { recursive: true, force: true });
});

const links = (page: string) => [...page.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);

t("the sandbox's 404 page links to LicenseHub home and to the provider homepage of the deployment's config.json", async () => {
  const res = await fetch(`${s.url}/my-licensehub/nowhere`);
  assert.is(res.status, 404);
  const page = await res.text();
  assert.match(page, /<title>404 - Not Found - LicenseHub<\/title>/);
  assert.match(page, /We were not able to find the page you requested\./);
  assert.equal(links(page), [
    ['LicenseHub home', '/my-licensehub/frontend/'],
    ["The provider's homepage", 'https://registry.example.org/'],
  ]);
  writeFileSync(join(ui, 'config.json'), JSON.stringify({ ...config, providerHomepage: 'https://other.example/' }));
  assert.equal(
    links(await (await fetch(`${s.url}/nowhere`)).text())[1],
    ["The provider's homepage", 'https://other.example/'],
    'a replaced config.json counts at once',
  );
});

t.run();
