import { expect, test } from '@playwright/test';
import { SITE_PAGES } from './sitePages';

// Every screen and every board on a 360 px wide phone: nothing wider than the screen, so nothing
// needs sideways scrolling to be seen or played.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

for (const { path, ready } of SITE_PAGES) {
  test(`${path} fits a 360 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(360);
  });
}
