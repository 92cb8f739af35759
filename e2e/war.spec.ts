import { expect, type Page, test } from '@playwright/test';

// War (in development): against the computer on a phone, a few battles by hand and then "Play on by
// itself"; on one device, both players' cards turned from the same screen. Every battle moves the
// counter on, the table names who took the cards, and the two piles always hold all 52 cards.

const battleNumber = async (page: Page) =>
  Number((await page.getByText(/^Battle \d+ of at most 600$/).textContent())!.match(/\d+/)![0]);

/** The cards in both piles, read from each seat's "N cards left". */
async function pileTotal(page: Page): Promise<number> {
  const labels = await page
    .getByRole('img', { name: /^\d+ cards? left$/ })
    .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute('aria-label') ?? ''));
  expect(labels).toHaveLength(2);
  return labels.reduce((sum, label) => sum + Number(label.match(/^\d+/)![0]), 0);
}

test('War against the computer: battles by hand, then by itself, on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/play/war/AI');
  const flip = page.getByRole('button', { name: /^(Flip|War: lay 3 down, 1 up)$/ });
  await expect(flip).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('region', { name: 'Cards on the table' });
  // A game without tricks offers no last trick.
  await expect(page.getByRole('button', { name: 'Last trick' })).toHaveCount(0);
  for (let battle = 1; battle <= 3; battle += 1) {
    const before = await battleNumber(page);
    await expect(flip).toBeEnabled({ timeout: 30_000 });
    await flip.click();
    // The computer turns its card too: the battle is decided (or a war is declared). Its first move
    // waits for the computer's worker to load, slow on a loaded machine.
    await expect.poll(() => battleNumber(page), { timeout: 60_000 }).toBeGreaterThan(before);
    await expect(table.getByRole('status')).toHaveText(/win the battle|wins the battle|War!/);
    // A battle decided leaves nothing on the table: the two piles hold all 52 cards.
    if (!(await table.getByRole('status').textContent())!.includes('War!')) expect(await pileTotal(page)).toBe(52);
  }
  await page.getByLabel('Play on by itself').check();
  const reached = await battleNumber(page);
  await expect.poll(() => battleNumber(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(reached + 3);
  await page.getByLabel('Play on by itself').uncheck();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('War on one device: the same screen turns both players’ cards', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/play/war/local');
  const flipFor = page.getByRole('button', { name: /^(Flip for|War: lay)/ });
  await expect(flipFor).toBeVisible({ timeout: 60_000 });
  await expect(flipFor).toHaveText('Flip for Player 1');
  await flipFor.click();
  await expect(flipFor).toHaveText(/Flip for Player 2|War: lay Player 2's cards/);
  await flipFor.click();
  await expect(page.getByRole('region', { name: 'Cards on the table' }).getByRole('status')).toHaveText(
    /Player \d wins the battle|War!/,
  );
  await expect.poll(() => battleNumber(page)).toBe(1);
});
