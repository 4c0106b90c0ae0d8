import { test } from 'uvu';
import type { PrimaryNamePostResult } from '../../../core/model/names';
import * as assert from 'uvu/assert';
import { resourceReducer, initial, dataOf, reviewFetchFailed, namePostFailed, type Resource } from '../../../core/use-cases/async-load';

test('resource: initial goes to loading without a previous result', () => {
  assert.equal(resourceReducer<number>(initial, { type: 'START' }), { status: 'loading' });
});

test('resource: loading keeps the previous result on reload', () => {
  const s: Resource<string> = { status: 'success', data: 'old' };
  const r = resourceReducer(s, { type: 'START' });
  assert.equal(r, { status: 'loading', previous: 'old' });
  assert.is(dataOf(r), 'old');
  // a second reload still keeps it
  assert.equal(resourceReducer(r, { type: 'START' }), { status: 'loading', previous: 'old' });
});

test('resource: success carries the data, failure the error', () => {
  assert.equal(resourceReducer<string>({ status: 'loading' }, { type: 'SUCCEED', data: 'new' }), { status: 'success', data: 'new' });
  assert.equal(resourceReducer<string, Error | string>({ status: 'loading' }, { type: 'FAIL', error: 'bad' }), { status: 'failure', error: 'bad' });
  assert.is(dataOf({ status: 'failure', error: 'bad' }), undefined);
});

test('review fetch failure sets failure with an empty error', () => {
  assert.equal(reviewFetchFailed(), { status: 'failure', error: '' });
});

test('name-post failure keeps the errors list from the response', () => {
  const errors = [{ jurisdiction: 'TX', message: 'No' }];
  const fail: PrimaryNamePostResult = { requestStatus: 'FAIL', errors };
  assert.equal(namePostFailed(fail), { status: 'failure', error: errors });
  assert.equal(namePostFailed({ requestStatus: 'FAIL' } as PrimaryNamePostResult), { status: 'failure', error: [] });
});

test.run();
