/**
 * A JSON request body reads the same whether it comes with a Content-Length (read in one piece)
 * or chunked (counted while streamed): same answers, UTF-8 split across chunks included
 * (sandbox/http/errors.ts readJsonBody). Oversized bodies: identify.test.ts and errors.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import type { RunningSandbox } from '../../sandbox/server';
import { signIn, start } from './helpers';
import { AZ_AND_GA } from './journeys/requests';

const t = suite('request bodies');
let s: RunningSandbox;
let token: string;
t.before(async () => {
  s = await start();
  token = await signIn(s, 'ind-alice');
});
t.after(async () => {
  await s.close();
});

/** POSTs `parts` to the fee summary: with a Content-Length, or chunked (one chunk per part). */
function postFeeSummary(parts: Buffer[], chunked: boolean) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  if (chunked) headers['Transfer-Encoding'] = 'chunked';
  else headers['Content-Length'] = String(Buffer.concat(parts).length);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${s.url}/my-licensehub/api/fee-summary.json`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

/** The text as UTF-8 bytes in two parts, cut inside its first multi-byte character when it has one. */
function split(text: string): Buffer[] {
  const bytes = Buffer.from(text);
  const cut = bytes.findIndex((b) => b >= 0x80) + 1 || Math.floor(bytes.length / 2);
  return [bytes.subarray(0, cut), bytes.subarray(cut)];
}

for (const [name, text, status] of [
  ['a valid request', JSON.stringify(AZ_AND_GA), 200],
  ['a state code with a non-ASCII letter', JSON.stringify({ ...AZ_AND_GA, states: [{ stateCode: 'Zé', licenses: [] }] }), 400],
  ['malformed JSON', '{"productType": ', 400],
  ['a body of spaces', '   ', 400],
] as const) {
  t(`${name}: the same answer with a Content-Length and chunked`, async () => {
    const whole = await postFeeSummary(split(text), false);
    const chunked = await postFeeSummary(split(text), true);
    assert.is(whole.status, status, whole.body);
    assert.equal([chunked.status, chunked.body], [whole.status, whole.body]);
  });
}

t('the non-ASCII state code reaches the answer intact', async () => {
  const text = JSON.stringify({ ...AZ_AND_GA, states: [{ stateCode: 'Zé', licenses: [] }] });
  for (const chunked of [false, true]) {
    const { body } = await postFeeSummary(split(text), chunked);
    assert.equal(JSON.parse(body), { errors: ['Zé is not offered for this product.'] });
  }
});

t.run();
