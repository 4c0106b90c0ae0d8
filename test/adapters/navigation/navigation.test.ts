/** Leaving the app: window.location.assign in the browser; a recording navigation for tests and the CLI. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BrowserNavigation } from '../../../adapters/navigation/browser-navigation';
import { RecordingNavigation } from '../../../adapters/navigation/recording-navigation';

test('browser navigation: assigns the location', () => {
  const assigned: string[] = [];
  new BrowserNavigation({ assign: (url: string | URL) => void assigned.push(String(url)) }).assign('/my-licensehub/logout');
  assert.equal(assigned, ['/my-licensehub/logout']);
});

test('recording navigation: remembers each address, resolved against its base when given', () => {
  const nav = new RecordingNavigation('http://127.0.0.1:8080');
  nav.assign('/my-licensehub/logout?preserveSso=true');
  assert.is(nav.last, 'http://127.0.0.1:8080/my-licensehub/logout?preserveSso=true');
  const plain = new RecordingNavigation();
  plain.assign('/a');
  assert.equal(plain.visited, ['/a']);
});

test.run();
