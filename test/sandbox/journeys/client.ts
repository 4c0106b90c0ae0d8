/** A signed-in licensee talking to the sandbox over real HTTP, and contract checks on answers. */
import * as assert from 'uvu/assert';
import type * as t from 'io-ts';
import { decode } from '../../../core/model/decode';
import type { RunningSandbox } from '../../../sandbox/server';
import { api, signIn } from '../helpers';
import { submitterDefaults, submitterPost } from '../../../core/use-cases/submitter/defaults';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Client {
  get(path: string): Promise<Answer>;
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown): Promise<Answer>;
  raw(path: string, init?: RequestInit): Promise<Response>;
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
  const token = await signIn(s, licenseeId);
  return {
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

/** Saves a MY_SELF submitter for the flow (the report's own call with `report`): the registry takes payment only for a flow with one. */
export async function submitFor(client: Client, flowId: string, report = false): Promise<void> {
  const body = submitterPost(flowId, submitterDefaults({ submittingFor: 'MY_SELF', useAcceptance: true }));
  const answer = await client.send('POST', report ? '/pdb-report-submitter.json' : '/submitter.json', body);
  if (answer.status !== 204) throw new Error(`the submitter was not saved: ${answer.status} ${JSON.stringify(answer.body)}`);
}
