/**
 * A session's recording as one self-contained HTML page: rrweb's player (rrweb-player, its script
 * and styles inlined) and the events, so the file opens in any browser with no network and no
 * server. The events are embedded as JSON with `<` escaped, so no recorded text can close the
 * script element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Recording } from '../../core/model/telemetry';
import { IDENTITY_WORDS } from '../../core/use-cases/telemetry/support';

function playerFiles(): { script: string; style: string } {
  const dist = dirname(createRequire(import.meta.url).resolve('rrweb-player'));
  return { script: readFileSync(join(dist, 'rrweb-player.umd.min.cjs'), 'utf8'), style: readFileSync(join(dist, 'style.min.css'), 'utf8') };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function replayPage(recording: Recording): string {
  const { script, style } = playerFiles();
  const { session } = recording;
  const who = [session.displayName, session.npn && `NPN ${session.npn}`, session.fein && `FEIN ${session.fein}`].filter(Boolean).join(', ') || 'not identified';
  const title = `Session ${session.sessionId}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - LicenseHub replay</title>
<style>${style.replace(/<\/style/gi, '<\\/style')}
body { font-family: system-ui, sans-serif; margin: 1rem; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(`${IDENTITY_WORDS[session.identity]}: ${who}. Recorded ${session.startedAt} to ${session.lastAt}, ${recording.events.length} events.`)}</p>
<div id="player"></div>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
<script id="events" type="application/json">${scriptJson(recording.events)}</script>
<script>
(function () {
  var events = JSON.parse(document.getElementById('events').textContent);
  var Player = window.rrwebPlayer && (window.rrwebPlayer.default || window.rrwebPlayer);
  if (events.length < 2) {
    document.getElementById('player').textContent = 'This recording has too few events to play.';
    return;
  }
  window.replayer = new Player({ target: document.getElementById('player'), props: { events: events, width: 1024, height: 640, autoPlay: false } });
})();
</script>
</body>
</html>
`;
}
