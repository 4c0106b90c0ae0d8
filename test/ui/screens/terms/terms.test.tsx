/**
 * A link to the terms of use beside each agreement checkbox (the identify page's use agreement, the
 * submitter's use acceptance): it opens the portal's terms page in a new tab, so what was typed
 * stays where it was; the page itself is public.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, waitFor } from '../../render';
import { button, byLabel, heading, press, type } from '../../identify/dom-actions';
import { renderIdentify } from '../../identify/identify-harness';
import { FLOW, renderStep } from '../flow-steps/fixtures';
import { TERMS_SECTIONS } from '../../../../core/use-cases/terms/terms-of-use';

const t = suite('terms of use');

/** The link to the terms in the sentence beside the checkbox. */
const termsLink = (root: ParentNode): HTMLAnchorElement => {
  const link = [...root.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === 'terms of use');
  if (!link) throw new Error('no link to the terms of use');
  return link;
};

t('terms of use link beside the use agreement: a new tab, and what was typed stays on the identify page', async () => {
  const s = await renderIdentify();
  try {
    await press(byLabel(s.host, 'Individual'));
    await press(button(s.host, 'Continue'));
    await waitFor(() => heading(s.host).includes('Search details'), 'the search details step');
    await press(byLabel(s.host, 'National Producer Number (NPN)'));
    await type(byLabel(s.host, 'Last Name'), 'Diaz');
    const link = termsLink(s.host);
    assert.equal([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')], ['/terms-of-use', '_blank', 'noopener']);
    assert.match(link.closest('p')?.textContent ?? '', 'Read the terms of use (opens in a new tab).');
    // The link sits beside the checkbox it explains, in the use agreement's section.
    assert.ok(link.closest('section')?.contains(byLabel(s.host, 'I accept the use agreement')));
    const before = s.router.state.location.pathname + s.router.state.location.search;
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await press(link);
    assert.is(s.router.state.location.pathname + s.router.state.location.search, before, 'the form stays in this tab');
    assert.is(byLabel(s.host, 'Last Name').value, 'Diaz');
  } finally {
    await s.unmount();
  }
});

t("terms of use link beside the submitter's use acceptance opens in a new tab", async () => {
  const app = await renderStep(`/flows/${FLOW}/submitter`, { [`/submitter/${FLOW}.json`]: { isFirm: false } });
  try {
    await waitFor(() => app.host.querySelector('form'), 'the form');
    const link = termsLink(app.host);
    assert.equal([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')], ['/terms-of-use', '_blank', 'noopener']);
    assert.is(link.closest('p')?.nextElementSibling?.contains(app.host.querySelector('#submitter-useAcceptance')), true, 'just above the checkbox');
  } finally {
    await app.unmount();
  }
});

t('the terms of use page is public: its title and every section, without signing in', async () => {
  const app = await render({ path: '/terms-of-use' });
  try {
    await waitFor(() => heading(app.host) === 'Terms of use', 'the terms page');
    assert.is(document.title, 'Terms of use - LicenseHub');
    assert.equal(
      [...app.host.querySelectorAll('h2')].map((h) => h.textContent),
      TERMS_SECTIONS.map((s) => s.heading),
    );
  } finally {
    await app.unmount();
  }
});

t.run();
