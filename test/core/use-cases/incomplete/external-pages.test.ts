import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resumeFlowUrl } from '../../../../core/use-cases/incomplete/external-pages';

const FLOW = '0b8e4a52-6c1f-4d3e-9a7b-2f5c8d1e6a01';

test('resume goes to the external flow page with flowId and action RESUME_FLOW', () => {
  assert.is(resumeFlowUrl('/my-licensehub/', FLOW), `/my-licensehub/flow.htm?flowId=${FLOW}&action=RESUME_FLOW`);
});

test('the external flow page sits under the configured home path, with or without its trailing slash', () => {
  assert.is(resumeFlowUrl('https://portal.example/my-licensehub/', 'B-1'), 'https://portal.example/my-licensehub/flow.htm?flowId=B-1&action=RESUME_FLOW');
  assert.is(resumeFlowUrl('/other-home', 'B-1'), '/other-home/flow.htm?flowId=B-1&action=RESUME_FLOW');
});

test('flow ids keep only letters, digits and hyphens before navigation', () => {
  assert.is(resumeFlowUrl('/my-licensehub/', '../../evil?x=1#y'), '/my-licensehub/flow.htm?flowId=evilx1y&action=RESUME_FLOW');
  assert.is(resumeFlowUrl('/my-licensehub/', 'B1&action=DELETE'), '/my-licensehub/flow.htm?flowId=B1actionDELETE&action=RESUME_FLOW');
});

test.run();
