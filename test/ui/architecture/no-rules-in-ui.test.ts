/**
 * No rule, status mapping or message (docs/portal.md §Validation rules, §Errors and each journey)
 * is written in the drivers (issue 9: "the screens call the core's reducers and rules"): the validation messages and the error texts
 * live in core/ (core/rules/messages.ts and the use-cases), and ui/ and cli/ only show them. A
 * screen or a command that wrote one of them itself, or kept a state machine of its own
 * (useReducer), would drift from the other driver.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Phrases of the rule messages and error texts (docs/portal.md §Validation rules, §Errors), as the core writes them. */
const RULE_PHRASES = [
  'is a required field',
  'is not valid',
  'must be numeric',
  'must be a valid date',
  'may only contain letters',
  'characters or less',
  'must be at least',
  'Please select a',
  'Please accept to continue',
  'does not match our records',
  'Flow creation failed',
  'response: ${',
  'Server error:',
  'Invalid field(s)',
  'Unknown User',
  'Do you really want to do this?',
];

/** The code of a file without its comments (a comment may quote the spec). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const found = (dirs: readonly string[], matches: (text: string) => string[]) =>
  dirs.flatMap(sources).flatMap((file) => matches(code(readFileSync(file, 'utf8'))).map((what) => `${file}: ${what}`));

test('the drivers write none of the validation messages or error texts of docs/portal.md §Validation rules: those come from the core', () => {
  assert.equal(
    found(['ui', 'cli'], (text) => RULE_PHRASES.filter((phrase) => text.includes(phrase))),
    [],
  );
});

test('the screens keep no state machine of their own: every machine is a core use-case followed with useMachine', () => {
  assert.equal(
    found(['ui'], (text) => (/\buseReducer\b/.test(text) ? ['useReducer'] : [])),
    [],
  );
});

test('the check sees a phrase where there is one (the core and the registry client write them all)', () => {
  const inCore = found(['core', 'adapters'], (text) => RULE_PHRASES.filter((phrase) => text.includes(phrase))).map((hit) =>
    hit.split(': ').slice(1).join(': '),
  );
  for (const phrase of RULE_PHRASES) assert.ok(inCore.includes(phrase), `the core or the registry client writes "${phrase}"`);
});

test.run();
