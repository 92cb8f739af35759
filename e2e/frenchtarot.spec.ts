import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseNickname, newVisitor, seatNames, startWithComputers } from './online-helpers';

// French Tarot online for five: a person alone opens a five-seat room, seats four computer players
// (they play on the game server) and plays a whole deal with them: the bidding, the call of a king,
// fifteen tricks, the result with every hand, the chien and the discard, and the next deal.

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');
const turnIndicator = (page: Page) => page.getByTestId('turn-indicator');

async function expectGone(button: Locator) {
  await expect(async () => expect(await button.count()).toBe(0)).toPass({ timeout: 30_000 });
}

/** From the game page to a new private room for five. */
async function createFiveSeatRoom(page: Page, nickname: string) {
  await page.goto('/play/frenchtarot');
  await page.getByTestId('mode-OnlineFriend').getByRole('link', { name: 'Create a room' }).click();
  await expect(page).toHaveURL(/\/play\/frenchtarot\/online(\?|$)/);
  await chooseNickname(page, nickname);
  await page.getByTestId('capacity-select').selectOption('5');
  await page.getByTestId('create-room').click();
  await expect(page).toHaveURL(/\/room\/[\w-]+\/frenchtarot\/[\w-]+$/);
}

/** Ana passes every bid (declining a poignée) and plays her first playable card until the deal's result is shown. */
async function playDealPassing(page: Page) {
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  let contractSeen = false;
  for (let step = 0; step < 120; step++) {
    let now: 'over' | 'card' | 'call' | undefined;
    await expect(async () => {
      now = undefined;
      if (await nextRound.isVisible()) now = 'over';
      else if (/^Your turn/.test((await turnIndicator(page).textContent()) ?? '')) {
        now = (await playableCards(page).count()) > 0 ? 'card' : 'call';
      }
      expect(now, 'the deal is over or it is Ana’s turn').toBeDefined();
    }).toPass({ timeout: 90_000 });
    if (now === 'over') return contractSeen;
    if (now === 'card') {
      // The contract and the called card stay in view while the cards are played.
      if (
        await page
          .getByText(/Called card: /)
          .first()
          .isVisible()
      )
        contractSeen = true;
      const before = await handOf(page).locator('li').count();
      await playableCards(page).first().click();
      await expect(handOf(page).locator('li')).toHaveCount(before - 1);
      continue;
    }
    const pass = page.getByRole('button', { name: /^(Pass|No)$/ }).first();
    const name = ((await pass.textContent()) ?? '').trim();
    await pass.click();
    await expectGone(page.getByRole('button', { name, exact: true }));
  }
  throw new Error('the deal did not end within 120 of Ana’s actions');
}

test('A person plays a whole French Tarot deal for five online against four computer players', async ({ browser }) => {
  test.slow();
  const ana = await newVisitor(browser);
  const page = ana.page;
  await createFiveSeatRoom(page, 'Ana');
  await expect(seatNames(page)).toHaveCount(1);
  await startWithComputers(page, ['Easy', 'Easy', 'Medium', 'Easy']);

  await expect(handOf(page).locator('li')).toHaveCount(15);
  const contractSeen = await playDealPassing(page);
  const roundEnd = page.getByTestId('round-end-panel');
  await expect(roundEnd).toContainText(/The taker's side (won|lost)/);
  await expect(roundEnd).toContainText('The hands as dealt');
  // The chien (3 cards) and what the taker put aside, if anything (3 more at most).
  await expect.poll(() => roundEnd.getByTestId('kitty-and-discards').getByRole('img').count()).toBeGreaterThanOrEqual(3);
  for (const seat of ['0', '1', '2', '3', '4'])
    await expect(roundEnd.getByTestId(`dealt-${seat}`).getByRole('img')).toHaveCount(15);
  expect(contractSeen).toBe(true);
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Next round!' }).click();
  await expect(handOf(page).locator('li')).toHaveCount(15, { timeout: 60_000 });
  await ana.context.close();
});
