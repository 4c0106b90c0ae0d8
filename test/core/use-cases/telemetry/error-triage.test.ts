/** Error reports grouped for triage: by error, counted, the most recently met first, one session's when asked, at most `limit` groups. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorTriageSummary, triageErrors } from '../../../../core/use-cases/telemetry/support';

const report = (id: number, name: string, sessionId?: string, page?: string) => ({
  id: String(id),
  at: `2026-11-28T08:00:${String(60 - id).padStart(2, '0')}Z`,
  errorType: 'react',
  name,
  message: 'm',
  ...(sessionId ? { sessionId } : {}),
  ...(page ? { page } : {}),
});
// Newest first, as the ingest lists them.
const reports = [report(1, 'A', 's1', '/a'), report(2, 'B', 's2'), report(3, 'A', 's2', '/b'), report(4, 'A', 's1', '/a'), report(5, 'C')];

test('reports of one error are one group with their count, sessions, pages, first and last time, and the latest id', () => {
  const { shown } = triageErrors(reports);
  assert.equal(shown[0], { name: 'A', message: 'm', count: 3, firstAt: reports[3]!.at, lastAt: reports[0]!.at, sessions: 2, pages: ['/a', '/b'], latest: '1' });
  assert.equal(
    shown.map((g) => g.name),
    ['A', 'B', 'C'],
  );
});

test('--session-id keeps one session; --limit the most recent groups, and the summary says how to see all', () => {
  assert.equal(
    triageErrors(reports, { session: 's2' }).shown.map((g) => [g.name, g.count]),
    [
      ['B', 1],
      ['A', 1],
    ],
  );
  const limited = triageErrors(reports, { limit: 1 });
  assert.is(errorTriageSummary(limited), '5 reports in 3 groups; the 1 most recent shown (--limit 3 shows all).');
  assert.is(errorTriageSummary(triageErrors([reports[4]!])), '1 report in 1 group.');
});

test.run();
