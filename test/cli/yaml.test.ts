/** The YAML subset of scenario files: what it reads, and what it refuses with a line number. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { parseYaml, YamlError } from '../../cli/scenario/yaml';

test('block mappings and sequences nest by indentation; "- key: value" starts a mapping item', () => {
  const doc = parseYaml(`
name: Order history   # a comment
steps:
  - run: [orders, list, --page, 2]
    expect:
      exit: 0
      counts: { orders: 5 }
    save:
      code: orders.0.orderCode
  - run:
      - whoami
`);
  assert.equal(doc, {
    name: 'Order history',
    steps: [
      { run: ['orders', 'list', '--page', 2], expect: { exit: 0, counts: { orders: 5 } }, save: { code: 'orders.0.orderCode' } },
      { run: ['whoami'] },
    ],
  });
});

test('scalars: quoted strings keep their text, plain ones become true, false, null, numbers or strings', () => {
  assert.equal(
    parseYaml(`a: "8901\\n"\nb: 'it''s # not a comment'\nc: true\nd: ~\ne: -1.5\nf: 007\ng: http://x/y\nh: "$matches"\ni: don't`),
    { a: '8901\n', b: "it's # not a comment", c: true, d: null, e: -1.5, f: '007', g: 'http://x/y', h: '$matches', i: "don't" },
  );
});

test('a sequence may sit at the same indentation as its key', () => {
  assert.equal(parseYaml('run:\n- orders\n- list\nname: x'), { run: ['orders', 'list'], name: 'x' });
});

test('a "__proto__" key is plain data', () => {
  const doc = parseYaml('__proto__: {polluted: true}') as Record<string, unknown>;
  assert.equal(Object.keys(doc), ['__proto__']);
  assert.is(({} as Record<string, unknown>).polluted, undefined);
  assert.is(Object.getPrototypeOf(doc), Object.prototype);
});

const refused = (source: string, message: RegExp, line: number) => {
  try {
    parseYaml(source);
    assert.unreachable(`accepted: ${source}`);
  } catch (e) {
    assert.instance(e, YamlError);
    assert.match((e as YamlError).message, message);
    assert.is((e as YamlError).line, line);
  }
};

test('anchors, aliases, tags and block scalars are refused, never guessed', () => {
  refused('a: &x 1', /not supported/, 1);
  refused('a: 1\nb: *x', /not supported/, 2);
  refused('a: !!js/function f', /not supported/, 1);
  refused('a: |\n  text', /not supported/, 1);
});

test('bad indentation, tabs, duplicate keys, several documents and multi-line flow are errors with the line', () => {
  refused('a: 1\n    b: 2', /unexpected indentation/, 2);
  refused('a:\n\tb: 1', /tabs/, 2);
  refused('a: 1\na: 2', /duplicate key "a"/, 2);
  refused('a: 1\n---\nb: 2', /one document/, 2);
  refused('run: [orders,\n  list]', /one line/, 1);
  refused('a: "open', /unterminated/, 1);
});

test('the YAML example scenario reads as the same data as a JSON scenario would', () => {
  const doc = parseYaml(readFileSync('examples/scenarios/incomplete-application-delete.yaml', 'utf8')) as { steps: { run: string[] }[] };
  assert.equal(doc.steps[0].run.slice(0, 3), ['identify', '--entity', 'individual']);
  assert.ok(doc.steps.every((s) => Array.isArray(s.run) && s.run.every((a) => typeof a === 'string')));
});

test.run();
