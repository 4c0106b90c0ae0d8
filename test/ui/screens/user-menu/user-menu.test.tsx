/**
 * The user menu's journeys (issue 10 item 7): each journey the signed-in licensee can start,
 * with one line on what it is for. A firm is offered DRLPs (license update); an individual is
 * not; continuing education is hidden when the environment disables it.
 */
import * as assert from 'uvu/assert';
import { ALICE, screenSuite, waitFor, type RenderOptions } from '../../render';
import type { UserInfo } from '../../../../core/model/user-info';

const { t, mount } = screenSuite('user menu journeys');

const ACME: UserInfo = {
  displayName: 'Acme Insurance Agency',
  ldapUser: false,
  name: 'Acme Insurance Agency',
  suffix: 'LLC',
  npn: '2000001',
  fein: '12-3456789',
};

async function journeys(options: RenderOptions) {
  const app = await mount({ path: '/user-menu', signedIn: true, ...options });
  const nav = await waitFor(() => app.host.querySelector('nav[aria-label="What you can do"]'), 'the journeys', 10_000);
  return [...nav.querySelectorAll('li')].map((li) => [
    li.querySelector('a')?.textContent,
    li.querySelector('a')?.getAttribute('href'),
    li.textContent?.replace(li.querySelector('a')?.textContent ?? '', ''),
  ]);
}

t('an individual: name change and continuing education, each with what it is for; no DRLPs', async () => {
  const list = await journeys({ userInfo: ALICE });
  const labels = list.map(([label]) => label);
  assert.ok(labels.includes('Change your name'));
  assert.ok(labels.includes('Continuing education'));
  assert.not.ok(labels.includes("Update your firm's DRLPs"));
  assert.ok(
    list.every(([, , description]) => (description ?? '').length > 10),
    'each journey says what it is for',
  );
  assert.equal(list.find(([label]) => label === 'Continuing education')?.[1], '/continuing-education');
  assert.equal(list.find(([label]) => label === 'Change your name')?.[1], '/start/name-change', 'straight to the journey, no product page');
  assert.equal(list.find(([label]) => label === 'Change your contact details')?.[1], '/start/contact-change');
});

t('a firm is offered DRLPs (license update), started at once', async () => {
  const list = await journeys({ userInfo: ACME });
  const drlp = list.find(([label]) => label === "Update your firm's DRLPs");
  assert.ok(drlp);
  assert.is(drlp[1], '/start/license-update');
});

t('continuing education is hidden when the environment disables it', async () => {
  const list = await journeys({ userInfo: ALICE, config: { disabledFeatures: ['continuing_education'] } });
  assert.not.ok(list.map(([label]) => label).includes('Continuing education'));
});

t.run();
