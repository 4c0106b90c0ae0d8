/**
 * With SCREENSHOTS=1, saves the page as screenshots/<name>-<width>.png (git-ignored) once fonts
 * and animations have settled; otherwise does nothing. For looking at screens at 1280 and 375 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await page.evaluate(() => document.fonts.ready);
  // A dialog or menu still fading in would be captured half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
}
