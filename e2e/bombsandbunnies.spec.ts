import { expect, type Page, test } from '@playwright/test';

// Bombs & Bunnies against the computer: one person and two computer players (normal level) on a
// phone-sized screen. The person places bunnies, opens the betting with the cards of their own stack,
// passes when outbid, flips when they challenge, and plays until the third round starts or the match ends.

type Step = 'over' | 'place' | 'bet' | 'raiseOrPass' | 'flip' | 'chooseLoss' | 'draw';

const STATUS: Array<[Step, string]> = [
  ['place', 'Place your first card face down'],
  ['bet', 'Place another card, or open the betting'],
  ['bet', 'No cards left in your hand: open the betting'],
  ['raiseOrPass', 'Raise the bet or pass'],
  ['flip', 'Flip your own stack first, top card first'],
  ['flip', 'Flip the top card of any other stack'],
  ['chooseLoss', 'You flipped your own bomb: choose the card you lose'],
];

/** What the page asks of the person now (the computer players move on their own in between). */
async function nextStep(page: Page): Promise<Step> {
  let step: Step | undefined;
  await expect(async () => {
    step = undefined;
    if (await page.getByTestId('game-over').isVisible()) step = 'over';
    else if (await page.getByRole('button', { name: 'Take a card at random' }).isVisible()) step = 'draw';
    else
      for (const [candidate, text] of STATUS)
        if (await page.getByText(text, { exact: true }).isVisible()) {
          step = candidate;
          break;
        }
    expect(step, 'the match is over, or the page asks the person for a move').toBeDefined();
  }).toPass({ timeout: 60_000 });
  return step!;
}

/** The round the page shows ("Round 2"). */
async function roundShown(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Round \d+$/)
    .first()
    .textContent();
  return Number(text?.replace(/\D/g, '') ?? 0);
}

test('Bombs & Bunnies: one person against two computer players places, bets and plays rounds on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/play/bombsAndBunnies/AI?players=3&level=normal');
  await expect(page.getByTestId('bombsAndBunnies-board')).toBeVisible({ timeout: 60_000 });
  const seats = page.getByTestId('bombsAndBunnies-seats').locator('[data-testid^="seat-"]');
  await expect(seats).toHaveCount(3);
  await expect(page.getByTestId('bombsAndBunnies-hand').getByRole('img', { name: 'Bunny' })).toHaveCount(3);

  const done: Record<Step, number> = { over: 0, place: 0, bet: 0, raiseOrPass: 0, flip: 0, chooseLoss: 0, draw: 0 };
  for (let moves = 0; moves < 60; moves += 1) {
    const step = await nextStep(page);
    if (step === 'over' || (await roundShown(page)) >= 3) break;
    done[step] += 1;
    const board = page.getByTestId('bombsAndBunnies-board');
    const before = await board.textContent();
    if (step === 'place') await page.getByRole('button', { name: 'Place a bunny' }).click();
    else if (step === 'bet') {
      // The lowest bet the chooser offers: 1, the top card of the person's own stack (a bunny).
      await page
        .getByTestId('bet-panel')
        .getByRole('button', { name: /^Bet \d+$/ })
        .click();
      await expect(page.getByTestId('bet-line')).not.toHaveText('No bet yet');
    } else if (step === 'raiseOrPass') await page.getByRole('button', { name: 'Pass' }).click();
    else if (step === 'flip')
      await page
        .getByRole('button', { name: /^Flip the top card of/ })
        .first()
        .click();
    else if (step === 'chooseLoss')
      await page
        .getByRole('button', { name: /^Lose a/ })
        .first()
        .click();
    else await page.getByRole('button', { name: 'Take a card at random' }).click();
    // The move is taken: the board changes before the next step is read.
    await expect(board).not.toHaveText(before ?? '', { timeout: 30_000 });
  }
  // The person placed, opened the betting and saw the computers answer, over more than one round.
  expect(done.place).toBeGreaterThanOrEqual(1);
  expect(done.bet).toBeGreaterThanOrEqual(1);
  const over = await page.getByTestId('game-over').isVisible();
  if (!over) {
    expect(await roundShown(page)).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Last round', { exact: true })).toBeVisible();
  }
  // Nothing on the table is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
