/** A terminal's failures in words: the host and the setting of a timeout, a progress line, an address that is no API, another registry, a file. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { networkErrorOf } from '../../../../core/errors';
import {
  failureKindOf,
  noAnswerInTimeText,
  notAnApiText,
  notSignedInText,
  unreadableFileText,
  waitingText,
} from '../../../../core/use-cases/errors/failure-words';

test('a fetch aborted by its timeout is a timeout, any other failure to answer a network failure', () => {
  const aborted = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
  assert.is(failureKindOf(networkErrorOf(aborted)), 'timeout');
  assert.is(failureKindOf(networkErrorOf(new Error('ECONNREFUSED'))), 'network');
});

test('a timeout names the host and the setting; the wait is said each second', () => {
  assert.is(
    noAnswerInTimeText('https://registry.example.org:8443/my-licensehub/api', 30_000),
    'The registry at registry.example.org:8443 did not answer within 30s (--timeout 30s). Check that it is running, or wait longer with --timeout 2m.',
  );
  assert.is(waitingText('http://127.0.0.1:8080/my-licensehub/api', 2400), 'Waiting for the registry at 127.0.0.1:8080… 2 s');
});

test('an address that is no API names the base to try; another registry says it is not signed in there', () => {
  assert.is(
    notAnApiText('http://127.0.0.1:8080/my-licensehub'),
    'http://127.0.0.1:8080/my-licensehub does not answer as a LicenseHub API: is this the API base? http://127.0.0.1:8080/my-licensehub/api',
  );
  assert.is(notSignedInText('http://h:1/api'), 'Not signed in at h:1. Run `licensehub identify --api http://h:1/api` first.');
});

test('a file that cannot be read is said in words, never with the system code', () => {
  assert.is(unreadableFileText('nofile.json', 'ENOENT'), 'nofile.json was not found: check the name and the folder.');
  assert.match(unreadableFileText('secret.json', 'EACCES'), 'permission');
  assert.match(unreadableFileText('examples', 'EISDIR'), 'is a folder');
  assert.is(unreadableFileText('x.json', undefined), 'x.json cannot be read.');
});

test.run();
