/** Scenario files in YAML (the `yaml` package, YAML 1.2 core schema): what they read as, and what is refused with a line number. */
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
    steps: [{ run: ['orders', 'list', '--page', 2], expect: { exit: 0, counts: { orders: 5 } }, save: { code: 'orders.0.orderCode' } }, { run: ['whoami'] }],
  });
});

test('scalars: quoted strings keep their text, plain ones become true, false, null, numbers or strings', () => {
  assert.equal(parseYaml(`a: "8901\\n"\nb: 'it''s # not a comment'\nc: true\nd: ~\ne: -1.5\nf: "007"\ng: http://x/y\nh: "$matches"\ni: don't`), {
    a: '8901\n',
    b: "it's # not a comment",
    c: true,
    d: null,
    e: -1.5,
    f: '007',
    g: 'http://x/y',
    h: '$matches',
    i: "don't",
  });
});

test('YAML 1.2 core schema: True, NULL, +5, 0x1F, 0o17 and 007 are a boolean, null and numbers; "yes" stays a string', () => {
  assert.equal(parseYaml('a: True\nb: NULL\nc: +5\nd: 0x1F\ne: 0o17\nf: 007\ng: yes\nh: FALSE\ni: .inf'), {
    a: true,
    b: null,
    c: 5,
    d: 31,
    e: 15,
    f: 7,
    g: 'yes',
    h: false,
    i: Infinity,
  });
});

test('block scalars and multi-line flow collections are read as YAML says', () => {
  assert.equal(parseYaml('a: |\n  two\n  lines\nrun: [orders,\n  list]'), { a: 'two\nlines\n', run: ['orders', 'list'] });
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

test('a compact nested mapping "k: a: b" is refused', () => {
  refused('name: x\nk: a: b', /Nested mappings are not allowed/, 2);
});

test('anchors and aliases are refused, even unused anchors', () => {
  refused('a: &x 1', /anchors and aliases are not supported/, 1);
  refused('a: 1\nb: &x [1]\nc: *x', /anchors and aliases are not supported/, 2);
});

test('tags outside the core schema are refused (warnings are errors)', () => {
  refused('a: 1\nb: !!js/function f', /Unresolved tag/, 2);
  refused('a: !custom 1', /Unresolved tag/, 1);
});

test('duplicate keys, tabs, several documents and an unterminated quote are errors with the line', () => {
  refused('a: 1\na: 2', /Map keys must be unique/, 2);
  refused('a:\n\tb: 1', /Tabs/, 2);
  refused('a: 1\n---\nb: 2', /one document/, 2);
  refused('a: "open', /closing "quote/, 1);
});

test('the YAML example scenario reads as the same data as a JSON scenario would', () => {
  const doc = parseYaml(readFileSync('examples/scenarios/incomplete-application-delete.yaml', 'utf8')) as { steps: { run: string[] }[] };
  assert.equal(doc.steps[0]?.run.slice(0, 3), ['identify', '--entity', 'individual']);
  assert.ok(doc.steps.every((s) => Array.isArray(s.run) && s.run.every((a) => typeof a === 'string')));
});

test.run();
