/**
 * axe-core in the component tests: the default rule set (WCAG 2.0–2.2 A and AA plus best
 * practices) on a rendered component, as the end-to-end tests run it in Chromium. happy-dom has
 * no layout, so rules that need one (colour contrast, target size, scrollable regions) come back
 * "incomplete", never as passes: the end-to-end tests cover those. Fluent's tabster sentinels are
 * left out as in the end-to-end harness (microsoft/tabster#288). A screen rendered without the
 * shell has no <main>: the landmark rules, which the shell satisfies, then wait for the
 * end-to-end tests, which render the whole page.
 */
import axe from 'axe-core';
import * as assert from 'uvu/assert';

export async function expectNoAxeViolations(root: Element, screen: string): Promise<void> {
  const withoutShell = !document.querySelector('main');
  const rules: axe.RuleObject = withoutShell ? { 'landmark-one-main': { enabled: false }, region: { enabled: false } } : {};
  const result = await axe.run({ include: [[root as unknown as string]], exclude: [['[data-tabster-dummy]']] } as unknown as axe.ElementContext, {
    resultTypes: ['violations'],
    rules,
  });
  const violations = result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  assert.equal(violations, [], `axe-core violations on ${screen}: ${JSON.stringify(violations, null, 2)}`);
}
