import { expect, test, type Locator, type Page } from '@playwright/test';

// A card game on a 1366 x 900 desktop uses the width, as at Board Game Arena: the status, the
// trick and a hand of cards larger than a phone's are on the first screen, and so is the panel
// that ends a deal.
test.use({ viewport: { width: 1366, height: 900 } });

const PHONE_CARD_WIDTH = 56;

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');

/** Whether the whole element lies on the page's first screen (wherever the page is scrolled now). */
async function onFirstScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = box.top + window.scrollY;
    return top >= 0 && top + box.height <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

test('Skat against the computer on a 1366 x 900 desktop: status, trick and larger cards on the first screen, the round end too', async ({
  page,
}) => {
  await page.goto('/play/skat/AI?level=easy');
  const hand = handOf(page);
  await expect(hand.locator('li')).toHaveCount(10);
  const status = page.getByTestId('turn-indicator');
  const trick = page.getByRole('list', { name: 'Trick' }).or(page.getByRole('group', { name: 'Trick' }));
  const roundEnd = page.getByTestId('round-end');
  const pass = page.getByRole('button', { name: 'Pass', exact: true });

  // The visitor passes (again after a deal everyone passed) until the cards are played.
  await expect(async () => {
    if (await pass.isVisible()) await pass.click();
    expect(await trick.isVisible()).toBe(true);
  }).toPass({ timeout: 60_000 });

  for (const part of [status, trick, hand]) expect(await onFirstScreen(part)).toBe(true);
  const cardWidths = await hand.locator('li svg').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
  expect(cardWidths.length).toBeGreaterThan(0);
  for (const width of cardWidths) expect(width).toBeGreaterThan(PHONE_CARD_WIDTH);
  const trickCards = await trick.locator('svg').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
  for (const width of trickCards) expect(width).toBeGreaterThan(PHONE_CARD_WIDTH);

  // The visitor plays whenever it is their turn, until the deal is scored.
  await expect(async () => {
    if (!(await roundEnd.isVisible())) {
      const card = playableCards(page).first();
      if (await card.isVisible()) await card.click({ timeout: 1_000 });
    }
    expect(await roundEnd.isVisible()).toBe(true);
  }).toPass({ timeout: 120_000 });
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  await expect(nextRound).toBeVisible();
  expect(await onFirstScreen(nextRound)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
});
