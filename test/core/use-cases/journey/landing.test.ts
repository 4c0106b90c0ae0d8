/**
 * Every journey type's landing, from its definition (docs/portal.md §Shared flow steps "Landing"):
 * where it is, words for a new or a resumed journey, the fee named at the start, its task list and
 * one action to the step in progress. Generated over every definition.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleSummary } from '../../../../core/model/modules';
import { JOURNEY_TYPES } from '../../../../core/use-cases/journey/types';
import { NO_FACTS, presentJourney, type JourneyFacts } from '../../../../core/use-cases/journey/journey';
import { costsText, landingNeedsPrice, landingPath, presentLanding } from '../../../../core/use-cases/journey/landing';

const MODULES: ModuleSummary[] = ['contact', 'addresses'].map((path) => ({ id: path, path, title: `About ${path}`, contextualMessageId: path }));
const modulesOf = (lead: string) => (lead === 'modules' ? MODULES : []);
/** Facts with the journey's first step done, whatever it is. */
const firstDone = (lead: string): JourneyFacts =>
  lead === 'modules'
    ? { ...NO_FACTS, modulesDone: new Set(['contact']) }
    : lead === 'page'
      ? { ...NO_FACTS, leadDone: true }
      : { ...NO_FACTS, submitterSaved: true };

for (const d of JOURNEY_TYPES) {
  const modules = modulesOf(d.lead.kind);

  test(`${d.noun}: a new journey's landing uses its own words (no "saved"), every step of its plan in the task list, and Start to its first step`, () => {
    const view = presentLanding(d.type, 'X-1', NO_FACTS, { modules, price: '10.00' });
    assert.is(view.title, d.landing.title);
    assert.is(view.lead, d.landing.about);
    assert.not.match(`${view.title} ${view.lead}`, /saved|left off/i);
    assert.is(view.started, false);
    const plan = presentJourney(d.type, 'X-1', NO_FACTS, { modules });
    assert.equal(
      view.tasks.tasks.map((t) => [t.title, t.path]),
      plan.steps.map((s) => [s.title, s.path]),
    );
    assert.equal(
      view.tasks.tasks.map((t) => t.statusText),
      plan.steps.map((_, i) => (i === 0 ? 'In progress' : 'Cannot start yet')),
    );
    assert.equal(view.action, { label: 'Start', path: plan.steps[0]!.path, step: plan.steps[0]!.id });
  });

  test(`${d.noun}: a resumed journey's landing says "Continue your ${d.noun}", that what was saved is kept, and Continue opens the step in progress`, () => {
    const facts = firstDone(d.lead.kind);
    const view = presentLanding(d.type, 'X-1', facts, { modules, price: '10.00' });
    assert.is(view.title, `Continue your ${d.noun}`);
    assert.match(view.lead, `You have started this ${d.noun}. What you saved is kept`);
    assert.is(view.tasks.tasks[0]!.statusText, 'Completed');
    const resume = presentJourney(d.type, 'X-1', facts, { modules }).resume;
    assert.equal(view.action, { label: 'Continue', path: resume.path, step: resume.id });
  });

  test(`${d.noun}: the fee is named at the start, as the definition knows it: the registry's price, or how it is worked out (never a figure of its own)`, () => {
    const view = presentLanding(d.type, 'X-1', NO_FACTS, { modules, price: '10.00' });
    if (d.landing.costs === undefined) {
      assert.ok(landingNeedsPrice(d.type));
      assert.match(view.costs, `The fee for this ${d.noun} is $10.00.`);
      assert.is(costsText(d.type, null), `The payment page at the end shows the fee for this ${d.noun} before you pay.`);
      assert.is(costsText(d.type, '0.00'), `There is nothing to pay for this ${d.noun}.`);
    } else {
      assert.not.ok(landingNeedsPrice(d.type));
      assert.is(view.costs, `What it costs: ${d.landing.costs}.`);
      assert.not.match(view.costs, /\$/);
    }
  });

  test(`${d.noun}: the landing's address comes from the route base, never the address of one of its steps`, () => {
    const path = landingPath(d.type, 'X-1');
    const steps = presentJourney(d.type, 'X-1', NO_FACTS, { modules }).steps.map((s) => s.path.split('?')[0]);
    assert.ok(path.startsWith(d.routeBase), path);
    assert.not.ok(steps.includes(path), `${path} is a step's page`);
  });
}

test("the landings are where the definitions put them: the base, the spec's contact-change resume route, the name change beside its name page, the report on its info page", () => {
  assert.equal(
    JOURNEY_TYPES.map((d) => landingPath(d.type, 'X-1')),
    ['/flows/X-1', '/ccr/X-1/resume-ccr', '/demographic-update/X-1/overview', '/license-update/X-1', '/pdb-report'],
  );
});

test('the contact change keeps its words: the fee in dollars with when it is paid; the report is paid once it is ready', () => {
  assert.is(costsText('CCR', '10.00'), 'The fee for this contact change is $10.00. You pay it at the end, after you have checked your answers.');
  assert.is(costsText('PDB-REPORT', '25.00'), 'The fee for this report request is $25.00. You pay it once the report is ready.');
});

test('before the flow exists (the report info page starts it) no step is a link and the page has no action of the landing', () => {
  const view = presentLanding('PDB-REPORT', null, NO_FACTS, { price: '25.00' });
  assert.ok(view.tasks.tasks.every((t) => !t.linked));
  assert.is(view.action, undefined);
  assert.is(view.tasks.tasks[0]!.title, 'Who is submitting');
});

test.run();
