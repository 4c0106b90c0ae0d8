import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as TE from 'fp-ts/TaskEither';
import { hasUnsavedValidData, initialModuleNav, moduleNavReducer as reduce, type ModuleNavState } from '../../../../core/use-cases/modules/navigation';
import { createModuleNavUseCase } from '../../../../core/use-cases/modules/use-case';
import type { List, ModuleContent } from '../../../../core/model/modules';
import { notFound, serverError } from '../../../../core/errors';

const refs: List = {
  kind: 'list',
  key: 'refs',
  title: 'References',
  components: [{ kind: 'field', key: 'name', title: 'Name', type: 'text', required: true }],
};
const content = (data = {}): ModuleContent => ({
  components: [
    { kind: 'field', key: 'email', title: 'Email', type: 'text', required: true },
    { kind: 'field', key: 'country', title: 'Country', type: 'select', defaultValue: 'US' },
    refs,
  ],
  data,
  destination: 'next',
});
const opened = (module = 'contact'): ModuleNavState => reduce(initialModuleNav('FLOWS', 'F-7'), { type: 'OPEN', module });
const loaded = (data = {}, module = 'contact') => reduce(opened(module), { type: 'LOADED', module, content: content(data) });

test('OPEN loads the module the address names; its defaults fill what the saved data lacks', () => {
  const s = opened();
  assert.equal(s.effects, [{ type: 'LOAD_MODULE', flowId: 'F-7', module: 'contact' }]);
  assert.is(s.loading, true);
  assert.equal(loaded({ email: 'a@b.c' }).data, { email: 'a@b.c', country: 'US' });
  assert.equal(loaded({ country: 'CA' }).data.country, 'CA');
});

test('OPEN of the module already shown or loading changes nothing', () => {
  const s = loaded();
  assert.is(reduce(s, { type: 'OPEN', module: 'contact' }), s);
  const loading = opened();
  assert.is(reduce(loading, { type: 'OPEN', module: 'contact' }), loading);
});

test('an answer for a module the user has already left is dropped', () => {
  const s = reduce(opened('a'), { type: 'OPEN', module: 'b' });
  assert.is(reduce(s, { type: 'LOADED', module: 'a', content: content() }), s);
  assert.is(reduce(s, { type: 'LOAD_FAILED', module: 'a', error: notFound() }), s);
});

test('an answer for a module the user has left, arriving after the module they returned to has loaded, is dropped', () => {
  // Back and browser Back in quick succession: the two loads are in flight together, and their
  // answers can come in either order.
  let s = reduce(reduce(loaded(), { type: 'OPEN', module: 'other' }), { type: 'OPEN', module: 'contact' });
  s = reduce(s, { type: 'LOADED', module: 'contact', content: content({ email: 'a@b.c' }) });
  assert.is(reduce(s, { type: 'LOADED', module: 'other', content: content() }), s);
  assert.is(reduce(s, { type: 'LOAD_FAILED', module: 'other', error: notFound() }), s);
});

test('a module that cannot be loaded carries the error for the generic path', () => {
  const s = reduce(opened(), { type: 'LOAD_FAILED', module: 'contact', error: serverError(503) });
  assert.equal(s.loadError, serverError(503));
  assert.is(s.loading, false);
});

test('typing: values by path, rows added and removed; the registry errors clear', () => {
  let s = reduce(loaded(), { type: 'SAVE_REJECTED', errors: ['Email is not valid'] });
  s = reduce(s, { type: 'SET_VALUE', path: 'email', value: 'a@b.c' });
  assert.equal(s.moduleErrors, []);
  assert.is(s.dirty, true);
  s = reduce(s, { type: 'ADD_ROW', path: 'refs', list: refs });
  s = reduce(s, { type: 'SET_VALUE', path: 'refs.0.name', value: 'Maria' });
  s = reduce(s, { type: 'ADD_ROW', path: 'refs', list: refs });
  assert.equal(s.data.refs, [{ name: 'Maria' }, {}]);
  s = reduce(s, { type: 'REMOVE_ROW', path: 'refs', index: 1 });
  assert.equal(s.data.refs, [{ name: 'Maria' }]);
});

test("changing a field clears that field's message; the others stay until the next Submit", () => {
  let s = reduce(loaded(), { type: 'ADD_ROW', path: 'refs', list: refs });
  s = reduce(s, { type: 'SUBMIT' });
  assert.equal(s.fieldErrors, { email: 'Email is a required field', 'refs.0.name': 'Name is a required field' });
  s = reduce(s, { type: 'SET_VALUE', path: 'email', value: 'a@b.c' });
  assert.equal(s.fieldErrors, { 'refs.0.name': 'Name is a required field' });
});

test('what was typed and not saved comes back when the user returns to the module (browser Back)', () => {
  let s = reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: 'not-saved' });
  s = reduce(s, { type: 'OPEN', module: 'other' });
  s = reduce(s, { type: 'LOADED', module: 'other', content: content() });
  s = reduce(s, { type: 'OPEN', module: 'contact' });
  s = reduce(s, { type: 'LOADED', module: 'contact', content: content({ email: 'saved@b.c' }) });
  assert.is(s.data.email, 'not-saved');
  assert.is(s.dirty, true);
});

test('a saved module is loaded from the registry again: its draft is dropped on save', () => {
  let s = reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: 'a@b.c' });
  s = reduce(reduce(s, { type: 'NAVIGATE', target: { kind: 'MODULE', module: 'other' } }), { type: 'SAVED' });
  assert.is(s.dirty, false);
  s = reduce(reduce(s, { type: 'OPEN', module: 'other' }), { type: 'OPEN', module: 'contact' });
  s = reduce(s, { type: 'LOADED', module: 'contact', content: content({ email: 'from@registry.c' }) });
  assert.is(s.data.email, 'from@registry.c');
});

test('a navigation whose save failed keeps what was typed for the return', () => {
  let s = reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: 'a@b.c' });
  s = reduce(reduce(s, { type: 'NAVIGATE', target: { kind: 'MODULE', module: 'other' } }), { type: 'SAVE_FAILED', error: serverError(500) });
  s = reduce(reduce(s, { type: 'OPEN', module: 'other' }), { type: 'OPEN', module: 'contact' });
  s = reduce(s, { type: 'LOADED', module: 'contact', content: content() });
  assert.is(s.data.email, 'a@b.c');
});

test('the answer to a save of a module the user has since left changes nothing on the new one', () => {
  let s = reduce(reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: 'a@b.c' }), { type: 'SUBMIT' });
  s = reduce(reduce(s, { type: 'OPEN', module: 'other' }), { type: 'LOADED', module: 'other', content: content() });
  s = reduce(s, { type: 'SET_VALUE', path: 'email', value: 'typing' });
  for (const answer of [{ type: 'SAVED' }, { type: 'SAVE_REJECTED', errors: ['x'] }, { type: 'SAVE_FAILED', error: serverError(500) }] as const) {
    assert.is(reduce(s, answer), s);
  }
});

test('SAVE_DRAFT saves valid typed data without navigating; invalid or untouched data is not sent', () => {
  assert.not.ok(hasUnsavedValidData(loaded({ email: 'a@b.c' })), 'nothing typed');
  const invalid = reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: '' });
  assert.is(reduce(invalid, { type: 'SAVE_DRAFT' }), invalid);
  let s = reduce(loaded(), { type: 'SET_VALUE', path: 'email', value: 'a@b.c' });
  s = reduce(s, { type: 'SAVE_DRAFT' });
  assert.equal(s.effects, [{ type: 'SAVE_MODULE', flowId: 'F-7', module: 'contact', data: { email: 'a@b.c', country: 'US' } }]);
  s = reduce(s, { type: 'SAVED' });
  assert.equal(s.effects, []);
  assert.is(s.saving, false);
  assert.is(s.dirty, false);
});

test('the use-case loads through the api port and saves a draft before a logout', async () => {
  const saved: unknown[] = [];
  const uc = createModuleNavUseCase(
    { api: { module: () => TE.right(content({ email: 'a@b.c' })), saveModule: (_f, _m, data) => (saved.push(data), TE.right([])) } },
    initialModuleNav('FLOWS', 'F-7'),
  );
  uc.dispatch({ type: 'OPEN', module: 'contact' });
  await uc.settled();
  assert.is(uc.getState().data.email, 'a@b.c');
  uc.dispatch({ type: 'SET_VALUE', path: 'email', value: 'new@b.c' });
  uc.dispatch({ type: 'SAVE_DRAFT' });
  await uc.settled();
  assert.equal(saved, [{ email: 'new@b.c', country: 'US' }]);
  assert.is(uc.getState().dirty, false);
});

test('the use-case turns a failed load into LOAD_FAILED', async () => {
  const uc = createModuleNavUseCase(
    { api: { module: () => TE.left(notFound('Module not found')), saveModule: () => TE.right([]) } },
    initialModuleNav('CCR', 'F-7'),
  );
  uc.dispatch({ type: 'OPEN', module: 'x' });
  await uc.settled();
  assert.equal(uc.getState().loadError, notFound('Module not found'));
});

test.run();
