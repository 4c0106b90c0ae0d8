import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flowScreenPath, isSubmitPath } from '../../../core/use-cases/flow-paths';
import { FLOW_SCREEN_TYPES } from '../../../core/model/constants';

const test = suite('flow paths (docs/portal.md §Routes)');

test("every flow type's submit path is one the browser loads afresh, with or without a query", () => {
  for (const type of FLOW_SCREEN_TYPES) {
    assert.ok(isSubmitPath(flowScreenPath(type, 'F-1', 'submit')), type);
    assert.ok(isSubmitPath(`${flowScreenPath(type, 'F-1', 'submit')}?from=validation`), `${type} with a query`);
  }
  assert.ok(isSubmitPath('/pdb-report/R-1/submit/'), 'with a trailing slash');
});

test('no other path is a submit path: the submitter, pay, a route group of no flow, a path below submit', () => {
  for (const path of [
    '/flows/F-1/submitter',
    '/flows/F-1/pay',
    '/ccr/C-1/review',
    '/orders/F-1/submit',
    '/flows/submit',
    '/flows/F-1/submit/more',
    '/flows/F%2F1/submit',
    '/submit',
  ]) {
    assert.not.ok(isSubmitPath(path), path);
  }
});

test.run();
