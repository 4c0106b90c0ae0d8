/** The worker pool's guarantees for any latencies and failures (fast-check, virtual time). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { defer, timer, map } from 'rxjs';
import { fetchOrderDetailList } from '../../../../core/use-cases/orders/order-detail-workers';
import { recordUntil } from '../virtual-time';
import { must } from '../../../must';

test("order details: one result per code, in the codes' order, never more than 5 fetches at once, failures NOT_FOUND", () => {
  fc.assert(
    fc.property(fc.array(fc.record({ latency: fc.integer({ min: 0, max: 50 }), fails: fc.boolean() }), { maxLength: 60 }), (specs) => {
      const codes = specs.map((_, i) => `O${i}`);
      let active = 0;
      let max = 0;
      const rec = recordUntil(1_000_000, () =>
        fetchOrderDetailList(codes, (code) =>
          defer(() => {
            active++;
            max = Math.max(max, active);
            const spec = must(specs[Number(code.slice(1))], `the case of ${code}`);
            return timer(spec.latency).pipe(
              map(() => {
                active--;
                if (spec.fails) throw new Error('x');
                return code;
              }),
            );
          }),
        ),
      );
      const results = must(rec[0]?.value, 'the list of results');
      assert.equal(
        results.map((r) => r.orderCode),
        codes,
      );
      specs.forEach((spec, i) => assert.is(results[i]?.status, spec.fails ? 'NOT_FOUND' : 'FOUND'));
      assert.ok(max <= 5);
    }),
    { numRuns: 150 },
  );
});

test.run();
