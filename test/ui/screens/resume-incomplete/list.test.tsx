/** The resume list (docs/portal.md §Resume, "Incomplete application"). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, click, waitFor } from '../../render';
import { heading } from '../../identify/dom-actions';
import { LIST, NOT_PAYABLE, PAYABLE, renderJourney } from './fixtures';
import { expectNoAxeViolations } from '../../axe';
import { must } from '../../../must';

const t = suite('resume incomplete: list');

t('the list shows each application: product, last modified date (en-US), payable or not, and its licenses', async () => {
  const app = await renderJourney('/resume-incomplete', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => heading(app.host) === 'Incomplete applications', 'the list heading');
    const cards = [...app.host.querySelectorAll('section ul > li')].filter((li) => li.querySelector('h2'));
    assert.equal(
      cards.map((c) => c.querySelector('h2')?.textContent),
      ['Producer license application', 'Adjuster license application'],
    );
    const az = must(cards[0], 'the first card').textContent ?? '';
    const la = must(cards[1], 'the second card').textContent ?? '';
    assert.match(az, 'Last modified10/29/2026');
    assert.match(az, 'PaymentQuestions answered: confirm and check it before you pay');
    assert.match(az, 'Arizona, Insurance Producer: Property, Casualty');
    assert.match(la, 'Last modified11/10/2026');
    assert.match(la, 'PaymentQuestions still to answer');
    assert.match(la, 'Louisiana, Independent Adjuster: Property & Casualty');
    assert.is(document.title, 'Incomplete applications - LicenseHub');
    await expectNoAxeViolations(app.host, 'the incomplete applications list');
  } finally {
    await app.unmount();
  }
});

t('each application links to its detail by batch code, with a name that says which application', async () => {
  const app = await renderJourney('/resume-incomplete', [PAYABLE, NOT_PAYABLE]);
  try {
    await waitFor(() => byText(app.host, 'a', 'View details'), 'the detail links');
    const links = [...app.host.querySelectorAll('a')].filter((a) => a.textContent === 'View details');
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ['/resume-incomplete/flow-az-1', '/resume-incomplete/flow-la-2'],
    );
    assert.equal(
      links.map((a) => a.getAttribute('aria-label')),
      [
        'View details of Producer license application (Arizona), last modified 10/29/2026',
        'View details of Adjuster license application (Louisiana), last modified 11/10/2026',
      ],
    );
  } finally {
    await app.unmount();
  }
});

t('an empty list says "You have no incomplete applications."', async () => {
  const app = await renderJourney('/resume-incomplete', []);
  try {
    await waitFor(() => byText(app.host, 'p', 'You have no incomplete applications.'), 'the empty text');
    assert.is(app.host.querySelectorAll('h2').length, 0);
  } finally {
    await app.unmount();
  }
});

t('while the list loads, a labeled spinner shows', async () => {
  const app = await renderJourney('/resume-incomplete', 'hang');
  try {
    // The route's own lazy-load spinner says the same: wait for the list's call, then its spinner.
    await waitFor(() => app.calls.includes(LIST) || undefined, 'the list asked for');
    const status = await waitFor(
      () => [...app.host.querySelectorAll('[role=status]')].find((s) => s.textContent?.includes('Loading your incomplete applications')),
      'the list loading status',
    );
    assert.match(status.textContent ?? '', 'Loading your incomplete applications');
    await waitFor(() => app.calls.includes(LIST), 'the list call');
  } finally {
    await app.unmount();
  }
});

t('the list opens the detail of an application', async () => {
  const app = await renderJourney('/resume-incomplete', [PAYABLE, NOT_PAYABLE]);
  try {
    const link = await waitFor(() => [...app.host.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/resume-incomplete/flow-la-2'), 'the link');
    await click(link);
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    assert.is(app.router?.state.location.pathname, '/resume-incomplete/flow-la-2');
  } finally {
    await app.unmount();
  }
});

t.run();
