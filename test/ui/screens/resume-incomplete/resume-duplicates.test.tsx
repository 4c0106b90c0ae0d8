/**
 * Resume checks for duplicate orders first (docs/portal.md §Calls: GET /duplicates/{batchCode}.json on resume):
 * none, and the external flow page opens; some, and they are shown before the user resumes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from '../../render';
import { button, heading, press } from '../../identify/dom-actions';
import { NOT_PAYABLE, PAYABLE, renderJourney } from './fixtures';

const t = suite('resume incomplete: duplicate check');
const DUPLICATES = '/duplicates/flow-la-2.json';
const RESUME_URL = '/my-licensehub/flow.htm?flowId=flow-la-2&action=RESUME_FLOW';

t('no duplicates (204): Resume asks the registry, then opens the external flow page', async () => {
  const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE], { [DUPLICATES]: new Response(null, { status: 204 }) });
  try {
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    await press(button(app.host, 'Resume'));
    await waitFor(() => app.navigation.visited.length > 0, 'the external page');
    assert.ok(app.calls.includes(DUPLICATES));
    assert.equal(app.navigation.visited, [RESUME_URL]);
  } finally {
    await app.unmount();
  }
});

t('duplicates: shown (focused) with every field; "Resume anyway" opens the flow page, Cancel stays with focus on Resume', async () => {
  const duplicate = {
    orderDate: '10/01/2026',
    orderCode: 'LH1000010',
    requestCode: 'R1000010-1',
    status: 'PENDING',
    product: 'Adjuster license application',
    state: 'LA',
    licenseClassName: 'Independent Adjuster',
    loaNames: ['Property & Casualty'],
    licenseNumber: 'LA-9',
  };
  const app = await renderJourney('/resume-incomplete/flow-la-2', [PAYABLE, NOT_PAYABLE], { [DUPLICATES]: [duplicate] });
  try {
    await waitFor(() => heading(app.host) === 'Adjuster license application', 'the detail heading');
    await press(button(app.host, 'Resume'));
    const alert = await waitFor(
      () => [...app.host.querySelectorAll<HTMLElement>('[role="alert"]')].find((a) => a.textContent?.includes('LH1000010')),
      'the duplicates',
    );
    assert.match(
      alert.textContent ?? '',
      'Order LH1000010 (request R1000010-1), 10/01/2026: Adjuster license application, LA, Independent Adjuster: Property & Casualty, license LA-9. Status: PENDING',
    );
    await waitFor(() => document.activeElement === alert, 'focus on the duplicates');
    assert.equal(app.navigation.visited, []);
    await press(button(app.host, 'Cancel'));
    await waitFor(() => document.activeElement?.textContent === 'Resume', 'focus back on Resume');
    await press(button(app.host, 'Resume'));
    await waitFor(() => app.host.textContent?.includes('Resume anyway'), 'the duplicates again');
    await press(button(app.host, 'Resume anyway'));
    await waitFor(() => app.navigation.visited.length > 0, 'the external page');
    assert.equal(app.navigation.visited, [RESUME_URL]);
  } finally {
    await app.unmount();
  }
});

t.run();
