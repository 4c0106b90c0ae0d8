import { startE2E } from '../test/e2e/harness';
import { signInAsAlice } from '../test/e2e/sign-in';
const e = await startE2E();
for (const width of [1280, 375]) {
  const { page, context } = await e.newPage({ width, height: 900 }, { isolated: true });
  await signInAsAlice(page, e.app);
  await page.goto(`${e.app}/order-history`);
  await page.getByRole('heading', { level: 1, name: 'Order History' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/oh-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Details/ }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/oh-open-${width}.png`, fullPage: true });
  await context.close();
}
await e.close();
process.exit(0);
