import { test } from 'uvu';
import { Submitter, SubmitterPost, SubmitterResponse } from '../../../core/model/submitter';
import { decodes, rejects } from './expect-decode';
import { SAMPLE_SUBMITTER as form } from './samples';

test('submitter: a partial response decodes (missing values default later)', () => {
  decodes(SubmitterResponse, { isFirm: true, firstName: 'Alice' });
  decodes(SubmitterResponse, {});
  rejects(SubmitterResponse, { submittingFor: 'EVERYONE', country: 1 }, 'Invalid field(s) submittingFor, country');
});

test('submitter: the full form and the post body decode', () => {
  decodes(Submitter, form);
  decodes(SubmitterPost, { ...form, flowId: 'f-1' });
  const { email: _email, ...withoutEmail } = form;
  rejects(SubmitterPost, withoutEmail, 'Invalid field(s) email, flowId');
});

test.run();
