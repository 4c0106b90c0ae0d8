/**
 * Outcomes as invariants (docs/portal.md §Shared flow steps): for generated choices in every
 * journey type, the lines the submit page shows (core's view of the flow's fee summary), the lines
 * the payment page charges and the lines the order holds are one list, and it is what the licensee
 * chose: an application's states × license class and lines of authority, a name change's ticked
 * jurisdictions that accepted the name, a license update's states whose DRLPs change, a contact
 * change's states (those its review lists), the one report bought.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import * as assert from 'uvu/assert';
import type { FlowScreenType } from '../../../core/model/constants';
import { CcrReview } from '../../../core/model/ccr';
import { FeeSummary } from '../../../core/model/licensing';
import { PrimaryNamePostResult, PrimaryNameResponse } from '../../../core/model/names';
import { OrderDetail } from '../../../core/model/orders';
import { FlowCreated } from '../../../core/model/pdb-report';
import { US_STATES } from '../../../core/model/us-states';
import { flowFeeRequest, presentFlowFee } from '../../../core/use-cases/flow-steps/fees';
import { registerPages } from '../../../sandbox/pages/index';
import type { RunningSandbox } from '../../../sandbox/server';
import { carryPaymentSession } from '../helpers';
import { decoded, submitFor, type Client, aliceAndAcmeSuite } from './client';
import { ADD_DAN_TO_TX } from './requests';
import { must } from '../../must';

const test = aliceAndAcmeSuite('chosen = shown = charged = ordered');

const RUNS = 6;

/** A line as every side can say it: where it goes and, for an application, what is applied for. */
type Line = string;
const line = (state: string, what = ''): Line => `${state}${what ? ` ${what}` : ''}`;
const codeOf = (name: string): string => US_STATES.find((s) => s.name === name)?.code ?? name;
const sorted = (lines: readonly Line[]): Line[] => [...lines].sort();

interface Outcome {
  readonly submit: { readonly lines: Line[]; readonly total: string };
  readonly payment: { readonly lines: Line[]; readonly total: string };
  readonly order: { readonly lines: Line[]; readonly total: string };
}

/** The payment page's rows ("Arizona: Insurance Producer (Life, Property)", or "Texas: update of license …") and its Pay amount. */
function paymentPage(html: string, type: FlowScreenType): Outcome['payment'] {
  const body = must(/<tbody>([\s\S]*?)<\/tbody>/.exec(html), 'the items table')[1] ?? '';
  const rows = [...body.matchAll(/<tr>\s*<td>([^<]*)<\/td>/g)].map((m) => (m[1] ?? '').trim().replace(/&amp;/g, '&'));
  const lines = rows.map((desc) => {
    if (type === 'PDB-REPORT') return line('report');
    const [state = '', rest = ''] = desc.split(': ');
    if (type !== 'FLOWS') return line(codeOf(state));
    const [, klass = '', loas = ''] = /^(.*) \((.*)\)$/.exec(rest) ?? [];
    return line(codeOf(state), `${klass}: ${loas}`);
  });
  return { lines, total: must(/Pay (\$[\d.,]+)/.exec(html), 'the Pay button')[1] ?? '' };
}

/** The submit page's lines (core's view of the flow's fee), the payment page's, then pays and reads the order's. */
async function outcome(s: RunningSandbox, c: Client, type: FlowScreenType, flowId: string): Promise<Outcome> {
  const fee = decoded(FeeSummary, (await c.send('POST', '/fee-summary.json', flowFeeRequest(type, flowId))).body);
  const view = presentFlowFee(type, fee);
  const submit = {
    lines: view.lines.map((l) =>
      type === 'PDB-REPORT' ? line('report') : line(codeOf(l.state), type === 'FLOWS' ? `${l.licenseClass ?? ''}: ${l.linesOfAuthority ?? ''}` : ''),
    ),
    total: view.total.amount,
  };
  const report = type === 'PDB-REPORT';
  await submitFor(c, flowId, report);
  const pages = carryPaymentSession(new Hono(), c.token);
  registerPages(pages, { db: s.db, now: () => new Date() });
  const address = `/my-licensehub/payment/${report ? 'detail-report/' : ''}${flowId}.htm`;
  const shown = await pages.request(address);
  assert.is(shown.status, 200);
  const payment = paymentPage(await shown.text(), type);
  const paid = await pages.request(address, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
  assert.is(paid.status, 303);
  const [row] = await s.db.query<{ order_code: string }>('SELECT order_code FROM orders WHERE flow_id = $1', [flowId]);
  const order = decoded(OrderDetail, (await c.get(`/orders/${must(row, 'the order').order_code}.json`)).body);
  return {
    submit,
    payment,
    order: {
      lines: order.transactions.map((t) =>
        report ? line('report') : line(t.applicationState, type === 'FLOWS' ? `${t.licenseClassName ?? ''}: ${t.loas.join(', ')}` : ''),
      ),
      total: `$${order.orderTotal}`,
    },
  };
}

/** The invariant: the three lists are equal, and equal to what was chosen; the three totals are one. */
function holds(o: Outcome, chosen: readonly Line[]): void {
  assert.equal(sorted(o.submit.lines), sorted(chosen), 'the submit page shows what was chosen');
  assert.equal(sorted(o.payment.lines), sorted(chosen), 'the payment page charges what was chosen');
  assert.equal(sorted(o.order.lines), sorted(chosen), 'the order holds what was chosen');
  assert.equal([o.payment.total, o.order.total], [o.submit.total, o.submit.total], 'one total');
}

const flowOf = async (c: Client, method: 'PUT' | 'GET', path: string, body?: unknown) =>
  decoded(FlowCreated, (method === 'GET' ? await c.get(path) : await c.send('PUT', path, body)).body).flowId;

// Alice applies as a nonresident producer, from her Texas license, in states she holds nothing in.
const STATES = { AZ: 'Insurance Producer', GA: 'Insurance Producer', IL: 'Insurance Producer', FL: 'General Lines Agent', LA: 'Insurance Producer' };
const LOAS = { LIFE: 'Life', AH: 'Accident & Health', PROP: 'Property', CAS: 'Casualty' };
const application = fc.uniqueArray(
  fc.record({
    state: fc.constantFrom(...(Object.keys(STATES) as (keyof typeof STATES)[])),
    loas: fc.subarray(Object.keys(LOAS) as (keyof typeof LOAS)[], { minLength: 1 }),
  }),
  { minLength: 1, maxLength: 3, selector: (c) => c.state },
);

test('an application: the chosen states × license class and lines of authority are shown, charged and ordered', async ({ s, alice }) => {
  await fc.assert(
    fc.asyncProperty(application, async (choices) => {
      const flowId = await flowOf(alice, 'PUT', '/flows.json', {
        productType: 'PRODUCER_LICENSING',
        applicationType: 'NEW',
        residencyType: 'NONRESIDENT',
        basisLicense: { jurisdictionCode: 'TX', licenseNumber: 'TX-100001' },
        states: choices.map((c) => ({ stateCode: c.state, licenses: [{ licenseClassCode: 'PRODUCER', loaCodes: c.loas }] })),
      });
      const chosen = choices.map((c) => line(c.state, `${STATES[c.state]}: ${c.loas.map((l) => LOAS[l]).join(', ')}`));
      holds(await outcome(s, alice, 'FLOWS', flowId), chosen);
    }),
    { numRuns: RUNS },
  );
});

test('a name change: only the ticked jurisdictions that took the name are shown, charged and ordered (a refusing one unticked)', async ({ s, alice }) => {
  await fc.assert(
    fc.asyncProperty(fc.subarray(['OK', 'TX'], { minLength: 1 }), fc.boolean(), async (ticked, newLastName) => {
      // Oklahoma refuses a last-name change; the licensee unticks it, as the page asks, and sends again.
      fc.pre(!(newLastName && ticked.length === 1 && ticked[0] === 'OK'));
      const flowId = await flowOf(alice, 'PUT', '/demographic-update/start.json', { productType: 'DEMOGRAPHIC_UPDATE' });
      const names = decoded(PrimaryNameResponse, (await alice.get(`/demographic-update/${flowId}/primary-name.json`)).body);
      const item = must(names.enabled[0], 'a name item');
      const current = item.currentName;
      if (current.type !== 'INDIVIDUAL') throw new Error('Alice is a person');
      const requestedName = { ...current, first: 'Alicia', ...(newLastName ? { last: 'Reed' } : {}) };
      const post = async (codes: readonly string[]) =>
        decoded(
          PrimaryNamePostResult,
          (
            await alice.send('POST', `/demographic-update/${flowId}/primary-name.json`, {
              flowId,
              items: [{ requestedName, jurisdictions: item.jurisdictions.filter((j) => codes.includes(j.jurisdiction)).map(({ checked: _c, ...j }) => j) }],
            })
          ).body,
        );
      const first = await post(ticked);
      const refused = (first.errors ?? []).map((e) => e.jurisdiction);
      const kept = ticked.filter((code) => !refused.includes(code));
      if (first.requestStatus !== 'PASS') assert.is((await post(kept)).requestStatus, 'PASS');
      holds(
        await outcome(s, alice, 'DEMOGRAPHIC-UPDATE', flowId),
        kept.map((code) => line(code)),
      );
    }),
    { numRuns: RUNS },
  );
});

test('a license update: the states whose DRLPs change are shown, charged and ordered, and no other', async ({ s, acme }) => {
  await fc.assert(
    fc.asyncProperty(fc.boolean(), fc.boolean(), async (addDan, removeAlice) => {
      const flowId = await flowOf(acme, 'PUT', '/license-update/start.json', { productType: 'LICENSE_UPDATE' });
      if (addDan) await acme.send('PUT', `/license-update/${flowId}/drlp/add.json`, ADD_DAN_TO_TX);
      if (addDan && removeAlice)
        await acme.send('DELETE', `/license-update/${flowId}/drlp/remove.json`, {
          licenseCode: 'AG-5001',
          npn: '1000001',
          lastName: 'Morgan',
          stateCode: 'TX',
        });
      holds(await outcome(s, acme, 'LICENSE-UPDATE', flowId), addDan ? [line('TX')] : []);
    }),
    { numRuns: 4 },
  );
});

test('a contact change: the states its review lists are shown, charged and ordered', async ({ s, alice }) => {
  await fc.assert(
    fc.asyncProperty(fc.option(fc.constantFrom('alicia.m@example.com', 'alice@example.org')), async (email) => {
      const flowId = await flowOf(alice, 'PUT', '/flows.json', { productType: 'CONTACT_CHANGE' });
      if (email !== null) await alice.send('PUT', `/flows/${flowId}/modules/contact-details.json`, { email, phone: '(512) 555-0134' });
      const review = decoded(CcrReview, (await alice.get(`/review/ccr/${flowId}.json`)).body);
      holds(
        await outcome(s, alice, 'CCR', flowId),
        review.data.map((r) => line(r.state ?? '')),
      );
    }),
    { numRuns: 3 },
  );
});

test('a detail report: the one report bought is shown, charged and ordered', async ({ s, alice }) => {
  const flowId = await flowOf(alice, 'GET', '/flows/reports.json');
  holds(await outcome(s, alice, 'PDB-REPORT', flowId), [line('report')]);
});

test.run();
