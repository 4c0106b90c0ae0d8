/**
 * Touch targets and widths (issue 13): for every screen of test/e2e/screens.ts, the smallest
 * target height at 375 px wide (and which one), and the page's width at 320 px. Needs the built UI.
 * Run: node build.mjs ui && node --import tsx bench/touch-targets.ts
 */
import { startE2E } from '../test/e2e/harness';
import { openScreen, SCREENS, sidewaysScroll, targetHeights } from '../test/e2e/screens';

const servers = {
  e: await startE2E(),
  closed: await startE2E({ maintenance: ['disable-login'] }),
  noticed: await startE2E({ maintenance: ['warning', 'alert'] }),
};
try {
  console.log('screen'.padEnd(18), 'targets', 'smallest at 375 px'.padEnd(50), 'width at 320 px');
  for (const screen of SCREENS) {
    const narrow = await openScreen(servers, screen, 375);
    const heights = await targetHeights(narrow);
    await narrow.context().close();
    const [first, ...others] = heights;
    if (first === undefined) throw new Error(`${screen.name}: no touch targets found`);
    const smallest = others.reduce((a, b) => (b.height < a.height ? b : a), first);
    const phone = await openScreen(servers, screen, 320);
    const { scrollWidth } = await sidewaysScroll(phone);
    await phone.context().close();
    console.log(
      screen.name.padEnd(18),
      String(heights.length).padStart(7),
      `${smallest.height.toFixed(1)} px ${smallest.target}`.slice(0, 50).padEnd(50),
      `${scrollWidth} px`,
    );
  }
} finally {
  for (const s of Object.values(servers)) await s.close();
}
