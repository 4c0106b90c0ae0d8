/** Which browser the end-to-end tests drive: CHROME_PATH, else the registry's package, else the system's; or one line saying what to do. */
import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noBrowserMessage, resolveBrowser } from './harness';

const packaged = async () => '/unpacked/chromium';
const unavailable = async (): Promise<string> => {
  throw new Error("Cannot find package '@sparticuz/chromium'");
};
const existing = process.execPath; // any file that exists stands in for a browser binary

test('CHROME_PATH is preferred over the packaged Chromium and the system one', async () => {
  assert.equal(await resolveBrowser({ CHROME_PATH: existing }, [existing], packaged), { executablePath: existing, source: 'CHROME_PATH' });
});

test('a CHROME_PATH that does not exist is an error saying so, not a silent fallback', async () => {
  try {
    await resolveBrowser({ CHROME_PATH: '/no/such/chrome' }, [existing], packaged);
    assert.unreachable('resolved');
  } catch (e) {
    assert.match((e as Error).message, 'CHROME_PATH is /no/such/chrome, which does not exist');
  }
});

test("the @sparticuz/chromium package's Chromium (a bare machine's, as on CI) is preferred over a system one", async () => {
  assert.equal(await resolveBrowser({}, [existing], packaged), { executablePath: '/unpacked/chromium', source: '@sparticuz/chromium' });
});

test('without the package, a system Chromium is used', async () => {
  assert.equal(await resolveBrowser({}, ['/no/such/chromium', existing], unavailable), { executablePath: existing, source: 'system' });
});

test('with no browser at all, one line says what to do', async () => {
  try {
    await resolveBrowser({}, [], unavailable);
    assert.unreachable('resolved');
  } catch (e) {
    const message = (e as Error).message;
    assert.ok(message.startsWith(noBrowserMessage), message);
    assert.not.match(message, /\n/);
  }
});

test('the packaged Chromium unpacks into a binary that exists (reused once unpacked)', async () => {
  const { executablePath } = await resolveBrowser({}, []);
  assert.ok(existsSync(executablePath), executablePath);
  assert.match(executablePath, /licensehub-chromium\/[\d.]+\/chromium$/);
});

test.run();
