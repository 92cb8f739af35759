import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SITE_PAGES as PAGES } from './sitePages';

// axe-core (the engine behind Lighthouse's accessibility score) over the site's screens and every
// game's board, in English and once in Portuguese. Experimental rules are left out, as Lighthouse does.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ html: string }>;
}

for (const { path, ready } of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe.run();
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => ({ html: n.html.slice(0, 200) })),
      }));
    });
    expect(violations).toEqual([]);
  });
}
