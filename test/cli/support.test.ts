/** Support staff's commands: replays list/export and errors list, with the support credential. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPLAY_HEADER, TELEMETRY_PATH } from '../../core/model/telemetry';
import { api, signIn } from '../sandbox/helpers';
import type { RunningSandbox } from '../../sandbox/server';
import { ALICE_BY_NPN, session, start, type CliSession } from './helpers';
import { schemaProblem } from './json-schema';

const t = suite('support commands');
let s: RunningSandbox;
let cli: CliSession;
t.before(async () => {
  s = await start();
  cli = session(s);
  const post = (path: string, body: unknown) => fetch(`${s.url}${TELEMETRY_PATH}${path}`, { method: 'POST', body: JSON.stringify(body) });
  const events = [
    { type: 4, data: { href: 'http://x/', width: 800, height: 600 }, timestamp: 1000 },
    { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: 1001 },
  ];
  await post('/replay/sessions/s-alice/events', { sessionId: 's-alice', identity: 1, events });
  // Alice's recording is hers once a call of her signed-in portal names it.
  await api(s, '/orders.json', { token: await signIn(s, 'ind-alice'), headers: { [REPLAY_HEADER]: `${s.url}${TELEMETRY_PATH}/replay/sessions/s-alice` } });
  await post('/replay/sessions/s-other/events', { sessionId: 's-other', identity: 1, events });
  await post('/errors', {
    channel: 'errors',
    type: 'error',
    at: new Date().toISOString(),
    sessionId: 's-alice',
    page: '/my-licensehub/frontend/orders',
    data: { errorType: 'react', name: 'TypeError', message: 'boom' },
  });
});
t.after(async () => {
  cli.dispose();
  await s.close();
});

t('replays list --licensee shows that licensee sessions with the identity status', async () => {
  const r = await cli.run(['replays', 'list', '--licensee', '1000001'], { json: false });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /s-alice\s.*Identified\s+Alice Morgan\s+1000001/);
  assert.not.match(r.stdout, /s-other/);
  const all = await cli.run(['replays', 'list', '--since', '1d']);
  assert.is(schemaProblem('replays list', all.code, all.json), undefined, 'the documented JSON');
  assert.equal(all.json.sessions.map((x: { sessionId: string }) => x.sessionId).sort(), ['s-alice', 's-other']);
});

t('replays export writes a self-contained page with the player and the events', async () => {
  const out = join(cli.dir, 'replay.html');
  const r = await cli.run(['replays', 'export', 's-alice', '--out', out], { json: false });
  assert.is(r.code, 0, r.stderr);
  const html = readFileSync(out, 'utf8');
  assert.match(html, /rrwebPlayer/);
  assert.match(html, /Identified: Alice Morgan, NPN 1000001/);
  assert.not.match(html, /<script[^>]+src=/, 'no script from elsewhere');
  const json = await cli.run(['replays', 'export', 's-alice', '--out', out, '--force']);
  assert.is(schemaProblem('replays export', json.code, json.json), undefined, 'the documented JSON');
  const missing = await cli.run(['replays', 'export', 'nope', '--out', out], { json: false });
  assert.is(missing.code, 3, 'not found');
  assert.match(missing.stderr, /Session nope was not found/);
});

t('errors list shows each error with its pages, sessions and count; errors show one report', async () => {
  const r = await cli.run(['errors', 'list']);
  assert.is(r.code, 0, r.stderr);
  assert.is(schemaProblem('errors list', r.code, r.json), undefined, 'the documented JSON');
  assert.equal(
    r.json.shown.map((g: { pages: string[]; sessions: number; message: string; count: number }) => [g.pages, g.sessions, g.message, g.count]),
    [[['/my-licensehub/frontend/orders'], 1, 'boom', 1]],
  );
  const shown = await cli.run(['errors', 'show', r.json.shown[0].latest]);
  assert.is(schemaProblem('errors show', shown.code, shown.json), undefined, 'the documented JSON');
});

t("a licensee's sign-in is no support credential: the reads are refused (exit 1)", async () => {
  await cli.run(ALICE_BY_NPN);
  const jwt = (JSON.parse(JSON.parse(readFileSync(cli.file, 'utf8'))[s.url].licensehub) as { jwt: string }).jwt;
  assert.match(jwt, /^ey/);
  const r = await cli.run(['replays', 'list'], { env: { SUPPORT_TOKEN: jwt } });
  assert.is(r.code, 1);
  assert.match(r.stderr, /refused this credential/);
});

t('a --since that is no date or span is a usage error (exit 2)', async () => {
  const r = await cli.run(['errors', 'list', '--since', 'yesterday']);
  assert.is(r.code, 2);
});

t.run();
