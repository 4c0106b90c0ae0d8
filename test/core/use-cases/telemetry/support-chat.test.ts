import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHAT_UNAVAILABLE_LOG } from '../../../../core/use-cases/telemetry/recording';
import { hostChat, noteMissingChat } from '../../../../core/use-cases/telemetry/support-chat';

test("a host page without a chat object is logged with the spec's line, once per host page", () => {
  const lines: string[] = [];
  const host = {};
  noteMissingChat(host, (l) => lines.push(l));
  noteMissingChat(host, (l) => lines.push(l));
  assert.equal(lines, [CHAT_UNAVAILABLE_LOG]);
});

test('a host page with a chat object that opens is the chat; nothing is logged', () => {
  const lines: string[] = [];
  const host = { chatObject: { open: () => undefined } };
  assert.ok(hostChat(host));
  assert.is(hostChat({ chatObject: {} }), undefined, 'an object without open() is no chat');
  noteMissingChat(host, (l) => lines.push(l));
  assert.equal(lines, []);
});

test.run();
