/** The journey as a task list: each step's status in words (the landing's words: landing.test.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleSummary } from '../../../../core/model/modules';
import { NO_FACTS, type JourneyFacts } from '../../../../core/use-cases/journey/journey';
import { landingFacts } from '../../../../core/use-cases/journey/landing';
import { presentTaskList } from '../../../../core/use-cases/journey/task-list';

const MODULES: ModuleSummary[] = ['contact', 'addresses'].map((path) => ({ id: path, path, title: `About ${path}`, contextualMessageId: path }));
const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({ ...NO_FACTS, ...over });
const statuses = (f: JourneyFacts, at?: string) =>
  presentTaskList('CCR', 'C-1', f, { modules: MODULES, ...(at ? { at } : {}) }).tasks.map((t) => [t.title, t.statusText, t.linked]);

test('a new contact change: the first step is in progress, every other cannot start yet (the review too, though it only shows what is held)', () => {
  assert.equal(statuses(facts()), [
    ['About contact', 'In progress', true],
    ['About addresses', 'Cannot start yet', false],
    ['Check your answers', 'Cannot start yet', false],
    ['Who is submitting', 'Cannot start yet', false],
    ['Attestation', 'Cannot start yet', false],
    ['Verification contact', 'Cannot start yet', false],
    ['Check for problems', 'Cannot start yet', false],
    ['Submit your contact change', 'Cannot start yet', false],
    ['Pay', 'Cannot start yet', false],
  ]);
  const view = presentTaskList('CCR', 'C-1', facts(), { modules: MODULES });
  assert.is(view.title, 'Steps of your contact change');
  assert.is(view.summary, 'You have completed 0 of 9 steps.');
  assert.is(view.fold, 'Steps of your contact change (0 of 9 completed)');
  assert.is(view.started, false);
});

test('a resumed contact change: completed steps are links, the first step not done is in progress, and the page shown is marked', () => {
  const f = facts({ modulesDone: new Set(['contact', 'addresses']), submitterSaved: true });
  assert.equal(statuses(f).slice(0, 5), [
    ['About contact', 'Completed', true],
    ['About addresses', 'Completed', true],
    ['Check your answers', 'Completed', true],
    ['Who is submitting', 'Completed', true],
    ['Attestation', 'In progress', true],
  ]);
  const view = presentTaskList('CCR', 'C-1', f, { modules: MODULES, at: 'submitter' });
  assert.equal(
    view.tasks.filter((t) => t.current).map((t) => t.id),
    ['submitter'],
  );
  assert.is(view.summary, 'You have completed 4 of 9 steps.');
  assert.is(view.started, true);
});

test('a module saved out of order is completed on its own answers; the steps after the one in progress still cannot start', () => {
  assert.equal(statuses(facts({ modulesDone: new Set(['addresses']) })).slice(0, 3), [
    ['About contact', 'In progress', true],
    ['About addresses', 'Completed', true],
    ['Check your answers', 'Cannot start yet', false],
  ]);
});

test('a contact change whose modules hold only the details on file is not started: nothing of the licensee’s is done until a change or the submitter is saved', () => {
  const onFile = facts({ modulesDone: new Set(['contact', 'addresses']) });
  assert.is(presentTaskList('CCR', 'C-1', landingFacts('CCR', onFile, 0), { modules: MODULES }).started, false);
  assert.is(presentTaskList('CCR', 'C-1', landingFacts('CCR', onFile, 1), { modules: MODULES }).started, true);
  assert.is(presentTaskList('CCR', 'C-1', landingFacts('CCR', { ...onFile, submitterSaved: true }, 0), { modules: MODULES }).started, true);
});

test.run();
