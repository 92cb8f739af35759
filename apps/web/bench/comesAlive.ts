import { chromium } from '@playwright/test';

/** What one page's first touch costs: from the touch to the page answering (hydrated), in ms. */
export interface AliveTiming {
  path: string;
  runs: number[];
}

/** The element each later-scripts page's visitor most likely touches first. */
export interface FirstTouch {
  path: string;
  selector: string;
}

/**
 * The price of a page that loads its scripts on the first touch (LATER_SCRIPT_PAGES): in the Chromium
 * at `cdpPort` (the one Lighthouse drives), with the CPU slowed 4x like Lighthouse's phone, open the
 * page, wait until the network is quiet, touch `selector` and time until <html data-hydrated>: the
 * download and start of React, Next, MUI and the page, which the visitor waits for before a control
 * (not a link) answers.
 */
export async function firstTouchToAlive(
  origin: string,
  cdpPort: number,
  touches: FirstTouch[],
  runs: number,
): Promise<AliveTiming[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const results: AliveTiming[] = [];
    for (const touch of touches) {
      const timing: AliveTiming = { path: touch.path, runs: [] };
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(origin + touch.path, { waitUntil: 'networkidle' });
        const box = await page.locator(touch.selector).first().boundingBox();
        if (!box) throw new Error(`${touch.path}: nothing to touch at ${touch.selector}`);
        const started = Date.now();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.up();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
        timing.runs.push(Date.now() - started);
        await context.close();
      }
      results.push(timing);
    }
    return results;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
