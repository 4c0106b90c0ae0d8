/** Starting a PDB detail report from its info page (docs/portal.md §PDB report, §Calls GET /flows/reports.json). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { serverError } from '../../../../core/errors';
import { createStartReportUseCase, initialStartReport, startReportReducer as reduce } from '../../../../core/use-cases/pdb-report/start-report';
import { NO_RESIDENT_STATES, pdbReportFacts } from '../../../../core/use-cases/pdb-report/report-info';

test('START creates the report flow, then goes to the submitter of the new flow', async () => {
  const went: string[] = [];
  let calls = 0;
  const useCase = createStartReportUseCase({ api: { startPdbReport: () => (calls++, TE.right({ flowId: 'R-9' })) }, navigate: (to) => went.push(to) });
  useCase.dispatch({ type: 'START' });
  assert.is(useCase.getState().phase, 'STARTING');
  await useCase.settled();
  assert.is(calls, 1);
  assert.equal(went, ['/pdb-report/R-9/submitter']);
  assert.is(useCase.getState().phase, 'STARTED');
});

test('a second START while the flow is being created creates no second flow', () => {
  const starting = reduce(initialStartReport, { type: 'START' });
  assert.is(reduce(starting, { type: 'START' }), starting);
  const started = reduce(starting, { type: 'STARTED', flowId: 'R-1' });
  assert.is(reduce(started, { type: 'START' }), started);
});

test('a failed start is FAILED with the error and navigates nowhere; START tries again', async () => {
  const went: string[] = [];
  const useCase = createStartReportUseCase({ api: { startPdbReport: () => TE.left(serverError(500)) }, navigate: (to) => went.push(to) });
  useCase.dispatch({ type: 'START' });
  await useCase.settled();
  assert.is(useCase.getState().phase, 'FAILED');
  assert.equal(useCase.getState().error, serverError(500));
  assert.equal(went, []);
  assert.is(reduce(useCase.getState(), { type: 'START' }).phase, 'STARTING');
});

test('the report flow id is sanitized before navigation', () => {
  const s = reduce(reduce(initialStartReport, { type: 'START' }), { type: 'STARTED', flowId: '../x?y=1' });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/pdb-report/xy1/submitter' }]);
});

test('the info page facts: resident states by name, the price as a fee, and each data date as MM/DD/YYYY', () => {
  const facts = pdbReportFacts(
    { residentStates: ['TX', 'ZZ'], price: '20.00', demographicsDate: '2026-11-20', licensingDate: '2026-11-20', appointmentsDate: '2026-11-19' },
    (code) => (code === 'TX' ? 'Texas' : undefined),
  );
  assert.equal(facts, [
    { term: 'Resident states', value: 'Texas, ZZ' },
    { term: 'Price', value: '$20.00' },
    { term: 'Demographics data as of', value: '11/20/2026' },
    { term: 'Licensing data as of', value: '11/20/2026' },
    { term: 'Appointments data as of', value: '11/19/2026' },
  ]);
});

test('the info page facts leave out dates the registry does not send, and say when no resident state is on file', () => {
  assert.equal(pdbReportFacts({ residentStates: [], price: '$15.00' }), [
    { term: 'Resident states', value: NO_RESIDENT_STATES },
    { term: 'Price', value: '$15.00' },
  ]);
});

test.run();
