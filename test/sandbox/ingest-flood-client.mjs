/**
 * The flood of the ingest-flood test, in a process of its own (so that its own work does not slow
 * the test's measurements): recording batches with a new session id each, from several loopback
 * addresses, over `FLOOD_CONNECTIONS` connections at up to `FLOOD_RATE` posts a second (the
 * finding's flood: 215 MiB of 32 KiB posts in 10 s is about 650), until its standard input closes (the
 * test has measured), `FLOOD_REQUESTS` were sent or `FLOOD_SECONDS` passed, whichever comes first. Prints "refused" once the first refusal (429) came, then one JSON line:
 * the count of each status and the Retry-After values seen.
 */
import { Agent, request } from 'node:http';

const url = new URL(process.env.FLOOD_URL);
const total = Number(process.env.FLOOD_REQUESTS);
const until = Date.now() + Number(process.env.FLOOD_SECONDS) * 1000;
const connections = Number(process.env.FLOOD_CONNECTIONS);
const clients = Number(process.env.FLOOD_CLIENTS);
const rate = Number(process.env.FLOOD_RATE);
const began = Date.now();
const filler = 'f'.repeat(900);
const events = [{ type: 3, data: { texts: Array.from({ length: Number(process.env.FLOOD_KIB) }, () => filler) }, timestamp: 1 }];

const agents = Array.from({ length: clients }, (_, i) => new Agent({ keepAlive: true, localAddress: `127.0.0.${i + 2}` }));
const statuses = {};
const retryAfter = new Set();
let sent = 0;
let announced = false;
let stopped = false;
process.stdin.on('end', () => (stopped = true)).resume();

const post = (i) =>
  new Promise((resolve) => {
    const id = `flood-${process.pid}-${i}`;
    const body = JSON.stringify({ sessionId: id, identity: 1, events });
    const req = request(
      new URL(`${url.pathname.replace(/\/$/, '')}/replay/sessions/${id}/events`, url),
      { method: 'POST', agent: agents[i % clients], headers: { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.headers['retry-after']) retryAfter.add(res.headers['retry-after']);
          if (!announced && res.statusCode === 429) {
            announced = true;
            process.stdout.write('refused\n');
          }
          resolve();
        });
      },
    );
    req.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    req.end(body);
  });

await Promise.all(
  Array.from({ length: connections }, async () => {
    while (!stopped && sent < total && Date.now() < until) {
      const due = began + (sent * 1000) / rate;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      await post(sent++);
    }
  }),
);
for (const agent of agents) agent.destroy();
process.stdin.destroy();
process.stdout.write(`${JSON.stringify({ sent, statuses, retryAfter: [...retryAfter] })}\n`);
