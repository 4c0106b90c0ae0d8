/**
 * Every screen the habits test and the touch-target measurement reach, at a given width: how to
 * get there from a fresh page, and what to measure once there (test/e2e/habits.test.ts,
 * bench/touch-targets.ts). Add each new screen here.
 */
import { h1 } from './harness';
import type { Page } from 'playwright-core';
import type { E2E } from './harness';
import { signInAsAlice } from './sign-in';

/** The servers a screen may need: the default sandbox, one closed for maintenance, one with notices. */
export interface Servers {
  e: E2E;
  closed: E2E;
  noticed: E2E;
}

export const HEIGHT = { 320: 640, 375: 812, 1280: 900 } as const;
/** The widths the screens are checked at. */
export type Width = keyof typeof HEIGHT;

/** A screen: how to reach it from a fresh page, and its name in messages and screenshots. */
export interface Screen {
  name: string;
  signedIn?: boolean;
  server?: keyof Servers;
  /** axe rules left out on this screen, with the reason. */
  disableRules?: string[];
  reach(page: Page, app: string): Promise<void>;
}

export const SCREENS: Screen[] = [
  { name: 'identify', reach: async (page, app) => (await page.goto(`${app}/identify-licensee`), h1(page, 'Identify Licensee')) },
  {
    name: 'identify-search',
    reach: async (page, app) => {
      await page.goto(`${app}/identify-licensee`);
      await page.getByRole('radio', { name: 'Individual' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: 'License Number' }).check();
    },
  },
  { name: 'user-menu', signedIn: true, reach: async (page, app) => (await page.goto(`${app}/user-menu`), h1(page, 'User Menu')) },
  {
    name: 'user-menu-open',
    signedIn: true,
    reach: async (page, app) => {
      await page.goto(`${app}/user-menu`);
      await h1(page, 'User Menu');
      await page.getByRole('banner').getByRole('button', { name: 'Alice Morgan' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    },
  },
  {
    name: 'order-history',
    signedIn: true,
    reach: async (page, app) => {
      await page.goto(`${app}/order-history`);
      await h1(page, 'Order History');
      await page
        .getByRole('button', { name: /^Details, order/ })
        .first()
        .click();
    },
  },
  { name: 'order-detail', signedIn: true, reach: async (page, app) => (await page.goto(`${app}/order-history/LH1000012`), h1(page, 'Order LH1000012')) },
  { name: 'resume-list', signedIn: true, reach: async (page, app) => (await page.goto(`${app}/resume-incomplete`), h1(page, 'Incomplete applications')) },
  {
    name: 'resume-confirm',
    signedIn: true,
    reach: async (page, app) => {
      await page.goto(`${app}/resume-incomplete`);
      await page.getByRole('link', { name: /^View details of Producer license application/ }).click();
      await h1(page, 'Producer license application');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'start-flow-licenses',
    signedIn: true,
    reach: async (page, app) => {
      await page.goto(`${app}/start-flow/licenses/AZ?product=PRODUCER_LICENSING&application=NEW&residency=NONRESIDENT&basis=TX:TX-100001&states=AZ`);
      await h1(page, /Licenses in Arizona$/);
    },
  },
  {
    name: 'record-not-found',
    signedIn: true,
    reach: async (page, app) => (await page.goto(`${app}/flows/NOT-MINE-1/modules`), h1(page, '404 - Not Found')),
  },
  {
    name: 'legacy-flow',
    signedIn: true,
    reach: async (page, app) => (await page.goto(`${app}/legacy-flow`), h1(page, "Applications on the registry's own pages")),
  },
  {
    name: 'signed-out',
    reach: async (page, app) => (
      await page.goto(`${new URL(app).origin}/my-licensehub/logout?preserveSso=true`),
      h1(page, 'You have signed out of LicenseHub')
    ),
  },
  { name: 'not-found', reach: async (page, app) => (await page.goto(`${app}/no-such-page`), h1(page, '404 - Not Found')) },
  { name: 'payment-error', reach: async (page, app) => (await page.goto(`${app}/payment-error`), h1(page, 'Payment not completed')) },
  { name: 'terms-of-use', reach: async (page, app) => (await page.goto(`${app}/terms-of-use`), h1(page, 'Terms of use')) },
  {
    name: 'notices',
    server: 'noticed',
    reach: async (page, app) => {
      await page.goto(`${app}/payment-error`);
      await h1(page, 'Payment not completed');
      await page.getByRole('region', { name: 'Maintenance notices' }).waitFor();
    },
  },
  {
    name: 'unavailable',
    server: 'closed',
    reach: async (page, app) => (await page.goto(`${app}/identify-licensee`), h1(page, 'LicenseHub is temporarily unavailable')),
  },
];

/**
 * Reaches a screen at a width: on `page` when given (a signed-in page stays signed in across
 * screens, its session being in the tab), else on a fresh page, signed in first when the screen
 * needs it. Every screen's `reach` starts from an address, so any page will do.
 */
export async function openScreen(servers: Servers, screen: Screen, width: Width, page?: Page): Promise<Page> {
  const server = servers[screen.server ?? 'e'];
  if (page) await page.setViewportSize({ width, height: HEIGHT[width] });
  else {
    page = (await server.newPage({ width, height: HEIGHT[width] })).page;
    if (screen.signedIn) await signInAsAlice(page, server.app);
  }
  await screen.reach(page, server.app);
  await settle(page);
  return page;
}

/** Waits for fonts and for any dialog or menu still growing in, which would measure short. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Resizes the page in place (the screen stays as it is) and lets it settle: two animation frames
 * first, so an open menu has been placed again for the new width (Fluent positions on a frame).
 */
export async function resize(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settle(page);
}

/** Every visible thing a finger presses, with its height: links outside sentences, buttons, fields, choices. */
export function targetHeights(page: Page): Promise<Array<{ target: string; height: number }>> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [role=button], [role=menuitem], [role=radio], [role=checkbox], [tabindex="0"]';
    const found = new Map<string, number>();
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[data-tabster-dummy]') || el.hasAttribute('data-tabster-dummy')) continue;
      // A link inside a sentence is part of the text (WCAG 2.5.8's inline exception); a link
      // alone in its paragraph stands on its own and is measured.
      const sentence = el.closest('p');
      if (el.tagName === 'A' && sentence && (sentence.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
      // What the user sees and presses: Fluent's wrapper of a field or a choice.
      const target = el.closest<HTMLElement>('.fui-Input, .fui-Select, .fui-Combobox, .fui-Textarea, .fui-Radio, .fui-Checkbox') ?? el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || box.right <= 0 || box.bottom <= 0) continue;
      found.set(`${target.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`, box.height);
    }
    return [...found].map(([target, height]) => ({ target, height }));
  });
}

export const sidewaysScroll = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
