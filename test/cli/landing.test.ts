/**
 * `licensehub journey` shows a journey's landing, as the browser's
 * (docs/portal.md §Shared flow steps "Landing"), for every journey type: its words for a new journey, what it costs named at the
 * start, the task list with each step's status in words, and a "Next" whose command runs as printed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JOURNEY_TYPES } from '../../core/use-cases/journey/types';
import { ACME_BY_FEIN, ALICE_BY_NPN, ALICE_CA_LIFE_FLOW, useSandbox, type CliResult } from './helpers';

const cli = useSandbox(test, { sessionPerTest: true });

const ok = (r: CliResult, what: string): CliResult => {
  assert.is(r.code, 0, `${what}: ${r.stderr}`);
  return r;
};

/** How each type is started from a terminal, and as whom. */
const STARTS: Record<string, { readonly who: string[]; readonly start: string[] }> = {
  licensing: { who: ALICE_BY_NPN, start: [...ALICE_CA_LIFE_FLOW, '--accept-duplicates'] },
  'contact-change': { who: ALICE_BY_NPN, start: ['start-flow', '--product', 'contact-change'] },
  'name-change': { who: ALICE_BY_NPN, start: ['start-flow', '--product', 'name-change'] },
  'license-update': { who: ACME_BY_FEIN, start: ['start-flow', '--product', 'license-update'] },
  'pdb-report': { who: ALICE_BY_NPN, start: ['pdb-report', 'start'] },
};

for (const d of JOURNEY_TYPES) {
  test(`journey of a new ${d.noun} prints its landing: its own words, what it costs, the task list in words, and a Next that runs as printed`, async () => {
    const how = STARTS[d.cliType]!;
    ok(await cli.run(how.who), 'identify');
    const flowId = ok(await cli.run(how.start), 'start').json.flowId as string;
    const shown = ok(await cli.run(['journey', flowId], { json: false }), 'journey');
    const lines = shown.stdout.trimEnd().split('\n');
    assert.is(lines[0], d.landing.title);
    assert.is(lines[1], d.landing.about);
    if (d.landing.costs === undefined) assert.match(lines[2]!, new RegExp(`^The fee for this ${d.noun} is \\$\\d+\\.\\d\\d\\. `));
    else assert.is(lines[2], `What it costs: ${d.landing.costs}.`);
    assert.match(lines[3]!, new RegExp(`^Steps of your ${d.noun} \\(0 of \\d+ completed\\)$`));
    assert.match(lines[4]!, /^ {3}1\. In progress {7}/);
    assert.match(lines[5]!, /^ {3}2\. Cannot start yet {2}/);
    const run = /^Run: licensehub (.*)$/m.exec(shown.stdout)?.[1];
    assert.ok(run, shown.stdout);
    const json = ok(await cli.run(['journey', flowId]), 'journey --json').json;
    assert.is(json.landing.title, d.landing.title);
    assert.is(json.landing.next.command, `licensehub ${run}`);
    ok(await cli.run(run!.split(' '), { json: false }), run!);
  });
}

test.run();
