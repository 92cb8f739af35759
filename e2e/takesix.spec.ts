import { expect, type Page, test } from '@playwright/test';
import { chooseNickname, createRoom, newVisitor, seatNames } from './online-helpers';

// Take 6! against the computer: one person and four computer players (normal level) play a whole
// single deal on a phone-sized screen. The person picks a card each round (the first one the hand
// offers), takes a row whenever their card is lower than every row end, and sees the deal scored.

const SETUP = encodeURIComponent(JSON.stringify({ length: 'oneDeal' }));

async function nextStep(page: Page): Promise<'over' | 'pick' | 'row'> {
  let step: 'over' | 'pick' | 'row' | undefined;
  await expect(async () => {
    step = undefined;
    if (await page.getByTestId('takesix-deal-end').isVisible()) step = 'over';
    else if ((await page.getByRole('button', { name: /^Take row \d/ }).count()) > 0) step = 'row';
    else if (await page.getByText('Choose a card to play', { exact: true }).isVisible()) step = 'pick';
    expect(step, 'the deal is over, or the person picks a card or takes a row').toBeDefined();
  }).toPass({ timeout: 60_000 });
  return step!;
}

test('Take 6!: one person against four computer players plays a whole deal on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/play/takesix/AI?players=5&level=normal&setup=${SETUP}`);
  const board = page.getByTestId('takesix-board');
  await expect(board).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('takesix-rows').getByRole('group')).toHaveCount(4);
  await expect(page.getByTestId('takesix-seats').locator('[data-testid^="seat-"]')).toHaveCount(5);
  const hand = page.getByTestId('takesix-hand');
  await expect(hand.getByRole('button')).toHaveCount(10);

  let picks = 0;
  let rowsTaken = 0;
  for (let steps = 0; steps < 30; steps += 1) {
    const step = await nextStep(page);
    if (step === 'over') break;
    if (step === 'row') {
      const takeRow = page.getByRole('button', { name: /^Take row \d/ });
      await expect(takeRow).toHaveCount(4);
      await takeRow.first().click();
      await expect(takeRow).toHaveCount(0);
      rowsTaken += 1;
      continue;
    }
    const cardsBefore = await hand.getByRole('button').count();
    await hand.getByRole('button', { disabled: false }).first().click();
    picks += 1;
    // The pick is taken: the hand loses the card at the reveal (or the person is asked for a row).
    await expect(async () => {
      const rowChoice = (await page.getByRole('button', { name: /^Take row \d/ }).count()) > 0;
      const over = await page.getByTestId('takesix-deal-end').isVisible();
      expect(rowChoice || over || (await hand.getByRole('button').count()) < cardsBefore).toBe(true);
    }).toPass({ timeout: 60_000 });
  }
  expect(picks).toBe(10);
  expect(rowsTaken).toBeLessThanOrEqual(10);

  const dealEnd = page.getByTestId('takesix-deal-end');
  await expect(dealEnd.getByText('Deal 1 is over')).toBeVisible();
  await expect(dealEnd.getByRole('table', { name: 'Score sheet' }).getByTestId('round-1')).toBeVisible();
  // Nothing on the table is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

// Online: two people and a computer player at one table. Each person's pick stays face down for the
// other until all three have picked; then the three cards are revealed together and placed.
test('Take 6! online: two people and a computer player, picks hidden until all have picked', async ({ browser }) => {
  test.setTimeout(300_000);
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createRoom(ana.page, 'takesix', 'Ana');
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  await expect(seatNames(ana.page)).toHaveCount(2);
  // A table of three (the room offers five seats at first).
  await ana.page.getByRole('combobox', { name: 'Players' }).click();
  await ana.page.getByRole('option', { name: '3', exact: true }).click();
  await ana.page.getByRole('button', { name: 'Add a computer player' }).first().click();
  await ana.page.getByRole('menu', { name: 'Computer level' }).getByRole('menuitem', { name: 'Easy' }).click();
  await expect(seatNames(ana.page)).toHaveCount(3);
  await ana.page.getByTestId('start-match').click();
  await expect(ana.page).toHaveURL(/\/match\/[\w-]+$/);
  await expect(bea.page).toHaveURL(ana.page.url(), { timeout: 30_000 });

  const hands = [ana.page, bea.page].map((page) => page.getByTestId('takesix-hand').getByRole('button'));
  for (const hand of hands) await expect(hand).toHaveCount(10, { timeout: 60_000 });
  const anaCard = (await hands[0]!.first().getAttribute('aria-label'))!;
  await hands[0]!.first().click();
  await expect(hands[0]!.first()).toHaveAttribute('aria-pressed', 'true');
  // Bea is told Ana has picked, and not what: Ana's card is nowhere on her page.
  await expect(bea.page.getByTestId('seat-0').getByRole('img', { name: /face down/ })).toBeVisible({ timeout: 30_000 });
  await expect(bea.page.getByRole('img', { name: anaCard, exact: true })).toHaveCount(0);
  await hands[1]!.first().click();
  // The computer picks too; the three cards are revealed to both and the hands are one card shorter.
  for (const [index, page] of [ana.page, bea.page].entries()) {
    await expect(page.getByTestId('takesix-reveal')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('takesix-reveal').getByRole('img')).toHaveCount(3);
    await expect(hands[index]!).toHaveCount(9, { timeout: 30_000 });
  }
});
