/** A signed-in licensee talking to the sandbox over real HTTP, and contract checks on answers. */
import * as assert from 'uvu/assert';
import type * as t from 'io-ts';
import { decode } from '../../../core/model/decode';
import type { RunningSandbox } from '../../../sandbox/server';
import { Hono } from 'hono';
import { OrderDetail } from '../../../core/model/orders';
import { registerPages } from '../../../sandbox/pages/index';
import { suite } from 'uvu';
import { api, carryPaymentSession, signIn, start } from '../helpers';
import { must } from '../../must';
import { submitterDefaults, submitterPost } from '../../../core/use-cases/submitter/defaults';
import { ModuleContent, ModuleList, type ModuleData } from '../../../core/model/modules';
import { LICENSING_MODULE_ANSWERS } from '../../module-answers';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Client {
  get(path: string): Promise<Answer>;
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown): Promise<Answer>;
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** The session's token (for the payment pages' cookie). */
  readonly token: string;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, body, headers: res.headers };
}

export async function clientFor(s: RunningSandbox, licenseeId: string): Promise<Client> {
  return clientWith(s, await signIn(s, licenseeId));
}

/** The client of a session already signed in. */
export function clientWith(s: RunningSandbox, token: string): Client {
  return {
    token,
    get: async (path) => answer(await api(s, path, { token })),
    send: async (method, path, json) => answer(await api(s, path, { method, token, ...(json === undefined ? {} : { json }) })),
    raw: (path, init = {}) => api(s, path, { ...init, token }),
  };
}

/** Asserts the answer decodes with the contract codec and returns it typed. */
export function decoded<A, O>(codec: t.Type<A, O, unknown>, value: unknown): A {
  const result = decode(codec, value);
  if (result._tag === 'Left') assert.unreachable(`${codec.name}: ${result.left.message} in ${JSON.stringify(value).slice(0, 400)}`);
  return (result as { right: A }).right;
}

export function expectErrors(a: Answer, status: number): string[] {
  assert.is(a.status, status, `expected ${status}, got ${a.status}: ${JSON.stringify(a.body)}`);
  const body = a.body as { errors?: unknown };
  assert.ok(Array.isArray(body?.errors) && body.errors.length > 0, `errors list in ${JSON.stringify(a.body)}`);
  return body.errors as string[];
}

export { AZ_AND_GA, TX_LIFE } from './requests';

/** A value nobody has answered: empty text, no choice, or list rows all blank. */
const blank = (v: unknown): boolean =>
  v === '' || (Array.isArray(v) && v.every((x) => blank(x))) || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(blank));

/**
 * Answers every module of the flow as a licensee would: what the module starts with (the
 * registry's record), with what it lacks taken from test/module-answers.ts. The registry takes
 * payment only when every module's answers are valid.
 */
export async function answerModules(client: Client, flowId: string): Promise<void> {
  const list = await client.get(`/flows/${flowId}/modules.json`);
  if (list.status !== 200) return;
  for (const { path } of decoded(ModuleList, list.body).modules) {
    const { data } = decoded(ModuleContent, (await client.get(`/flows/${flowId}/modules/${path}.json`)).body);
    const answers = (LICENSING_MODULE_ANSWERS[path] ?? {}) as ModuleData;
    const filled = { ...answers, ...Object.fromEntries(Object.entries(data).filter(([, v]) => !blank(v))) };
    const saved = await client.send('PUT', `/flows/${flowId}/modules/${path}.json`, filled);
    if (saved.status !== 204) throw new Error(`the module ${path} was not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
}

/**
 * Makes the flow payable as its journey does: its modules answered (answerModules) and a MY_SELF
 * submitter saved (the report's own call with `report`). A name change still needs its name.
 */
export async function submitFor(client: Client, flowId: string, report = false): Promise<void> {
  if (!report) await answerModules(client, flowId);
  const body = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const answer = await client.send('POST', report ? '/pdb-report-submitter.json' : '/submitter.json', body);
  if (answer.status !== 204) throw new Error(`the submitter was not saved: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Pays the flow on its payment page, as its owner (its submitter first), and answers the order's detail. */
export async function payFlow(s: RunningSandbox, c: Client, flowId: string): Promise<OrderDetail> {
  const pages = carryPaymentSession(new Hono(), c.token);
  registerPages(pages, { db: s.db, now: () => new Date() });
  await submitFor(c, flowId);
  const res = await pages.request(`/my-licensehub/payment/${flowId}.htm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  assert.is(res.status, 303);
  const [order] = await s.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
  return decoded(OrderDetail, (await c.get(`/orders/${must(order, 'the order').order_code}.json`)).body);
}

/** A suite on a sandbox of its own, with Alice (an individual) and Acme (a firm) signed in, closed after its tests. */
export function aliceAndAcmeSuite(name: string) {
  const test = suite<{ s: RunningSandbox; alice: Client; acme: Client }>(name);
  test.before(async (ctx) => {
    ctx.s = await start();
    ctx.alice = await clientFor(ctx.s, 'ind-alice');
    ctx.acme = await clientFor(ctx.s, 'firm-acme');
  });
  test.after(async (ctx) => ctx.s.close());
  return test;
}
