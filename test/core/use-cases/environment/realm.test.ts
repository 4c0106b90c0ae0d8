import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { environmentIdFromHost, showVersionBadge } from '../../../../core/use-cases/environment/realm';

test('realm: the host prefix suffix names the environment', () => {
  assert.is(environmentIdFromHost('portal-qa.example.org'), 'qa');
  assert.is(environmentIdFromHost('portal-dvlp.example.org'), 'dvlp');
  assert.is(environmentIdFromHost('portal-int.example.org'), 'int');
  assert.is(environmentIdFromHost('portal-beta.example.org:8443'), 'beta');
  assert.is(environmentIdFromHost('https://Portal-QA.example.org/my-licensehub/'), 'qa');
});

test('realm: no known suffix means prod; a suffix outside the first label does not count', () => {
  assert.is(environmentIdFromHost('portal.example.org'), 'prod');
  assert.is(environmentIdFromHost('portal.example-qa.org'), 'prod');
  assert.is(environmentIdFromHost('portal-qaa.example.org'), 'prod');
});

test('realm: localhost and 127.0.0.1 mean local', () => {
  assert.is(environmentIdFromHost('localhost'), 'local');
  assert.is(environmentIdFromHost('localhost:5173'), 'local');
  assert.is(environmentIdFromHost('127.0.0.1:8080'), 'local');
});

test('the version badge shows outside beta and prod', () => {
  assert.ok(showVersionBadge('local'));
  assert.ok(showVersionBadge('dvlp'));
  assert.ok(showVersionBadge('int'));
  assert.ok(showVersionBadge('qa'));
  assert.not.ok(showVersionBadge('beta'));
  assert.not.ok(showVersionBadge('prod'));
});

test.run();
