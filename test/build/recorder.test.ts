/**
 * The built session-recording script (build.mjs: dist/telemetry/recorder.js). Runs after the
 * build (the budget stage).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

const t = suite('build: recorder');

t("the recorder checks Element's query methods as methods, so its start builds no hidden frame for clean ones (rrweb's check, mended by the build)", () => {
  const script = readFileSync('dist/telemetry/recorder.js', 'utf8');
  assert.ok(script.includes('Element:["shadowRoot"]'), 'shadowRoot alone among the getters checked');
  assert.ok(script.includes('Element:["querySelector","querySelectorAll"]'), 'the query methods among the methods');
});

t.run();
