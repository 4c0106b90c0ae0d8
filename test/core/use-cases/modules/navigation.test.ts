import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  backTarget,
  initialModuleNav,
  moduleNavReducer as reduce,
  modulePath,
  reviewPath,
  type ModuleNavState,
} from '../../../../core/use-cases/modules/navigation';
import type { ModuleContent } from '../../../../core/model/modules';
import { serverError } from '../../../../core/errors';

const content = (destination?: string): ModuleContent => ({
  components: [{ kind: 'field', key: 'email', title: 'Email', type: 'text', required: true }],
  data: { email: '' },
  ...(destination ? { destination } : {}),
});

const at = (destination?: string, type: 'FLOWS' | 'CCR' = 'FLOWS'): ModuleNavState =>
  reduce(initialModuleNav(type, 'F-7'), { type: 'LOADED', module: 'contact', content: content(destination) });
const filled = (s: ModuleNavState) => reduce(s, { type: 'CHANGE', data: { email: 'a@b.c' } });

test('module paths carry the module parameter; review routes by flow type', () => {
  assert.is(modulePath('FLOWS', 'F-7', 'employment history'), '/flows/F-7/modules?module=employment%20history');
  assert.is(reviewPath('CCR', 'F-7'), '/ccr/F-7/review');
});

test('Submit validates the module and stays on failure', () => {
  const s = reduce(at('next'), { type: 'SUBMIT' });
  assert.equal(s.fieldErrors, { email: 'Email is a required field' });
  assert.equal(s.effects, []);
});

test('Submit sends a valid module, then goes to its destination with the module parameter', () => {
  let s = reduce(filled(at('employment')), { type: 'SUBMIT' });
  assert.equal(s.effects, [{ type: 'SAVE_MODULE', flowId: 'F-7', module: 'contact', data: { email: 'a@b.c' } }]);
  s = reduce(s, { type: 'SAVED' });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/flows/F-7/modules?module=employment' }]);
});

test('Submit success with no destination goes to the review route', () => {
  const s = reduce(reduce(filled(at(undefined, 'CCR')), { type: 'SUBMIT' }), { type: 'SAVED' });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/ccr/F-7/review' }]);
});

test('Submit answered 200 with errors stays and shows them; typing clears them', () => {
  let s = reduce(reduce(filled(at('next')), { type: 'SUBMIT' }), { type: 'SAVE_REJECTED', errors: ['Email already used'] });
  assert.equal(s.moduleErrors, ['Email already used']);
  assert.equal(s.effects, []);
  assert.is(s.saving, false);
  s = reduce(s, { type: 'CHANGE', data: { email: 'x@y.z' } });
  assert.equal(s.moduleErrors, []);
});

test('Submit whose call fails stays with the error for the generic path', () => {
  const s = reduce(reduce(filled(at('next')), { type: 'SUBMIT' }), { type: 'SAVE_FAILED', error: serverError(500) });
  assert.equal(s.error, serverError(500));
  assert.equal(s.effects, []);
});

test('other navigation with valid data saves, then goes', () => {
  let s = reduce(filled(at('next')), { type: 'NAVIGATE', target: { kind: 'MODULE', module: 'intro' } });
  assert.is(s.effects[0]?.type, 'SAVE_MODULE');
  s = reduce(s, { type: 'SAVED' });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/flows/F-7/modules?module=intro' }]);
});

test('other navigation with invalid data goes without saving', () => {
  const s = reduce(at('next'), { type: 'NAVIGATE', target: { kind: 'PATH', to: '/user-menu' } });
  assert.equal(s.effects, [{ type: 'NAVIGATE', to: '/user-menu' }]);
});

test('other navigation still goes when its save is rejected or fails', () => {
  const rejected = reduce(reduce(filled(at()), { type: 'NAVIGATE', target: { kind: 'REVIEW' } }), { type: 'SAVE_REJECTED', errors: ['x'] });
  assert.equal(rejected.effects, [{ type: 'NAVIGATE', to: '/flows/F-7/review' }]);
  const failed = reduce(reduce(filled(at()), { type: 'NAVIGATE', target: { kind: 'REVIEW' } }), { type: 'SAVE_FAILED', error: serverError(500) });
  assert.equal(failed.effects, [{ type: 'NAVIGATE', to: '/flows/F-7/review' }]);
});

test('a second Submit while saving is ignored', () => {
  const s = reduce(reduce(filled(at()), { type: 'SUBMIT' }), { type: 'SUBMIT' });
  assert.equal(s.effects, []);
});

test('Back: to the review from a module opened by its Change, else to the module before; none from the first module', () => {
  assert.equal(backTarget({ returnToReview: true }, 'about'), { kind: 'REVIEW' });
  assert.equal(backTarget({ returnToReview: true }, undefined), { kind: 'REVIEW' });
  assert.equal(backTarget({}, 'about'), { kind: 'MODULE', module: 'about' });
  assert.is(backTarget({}, undefined), undefined);
});

test.run();
