import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRoom, newVisitor, seatNames, startWithComputers } from './online-helpers';

// Zwanzigerrufen online with computer players: a person alone opens a room, seats three computer
// players (they play on the game server) and plays a whole deal with them: the bidding (dealt again
// while a hand lacks tarocks), the contract and the called tarock, the announcements offered on her
// turn, ten tricks, the result with every hand as dealt, and the next deal.

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');
const turnIndicator = (page: Page) => page.getByTestId('turn-indicator');
const CONTRACT = /Normal game · (XX|XIX|XVIII|XVII|XVI) called|Suit solo|Solo/;
const contractShown = (page: Page) => page.getByTestId('zwanzigerrufen-board').getByText(CONTRACT).first();

async function expectGone(button: Locator) {
  await expect(async () => expect(await button.count()).toBe(0)).toPass({ timeout: 30_000 });
}

interface Seen {
  bidding: boolean;
  announcing: boolean;
  /** Ana's own announcement shown with her name in the announcements made. */
  ownAnnouncement: boolean;
  tricks: number;
}

/** Ana's first call: Contra on the game as an opponent, else the first bonus she may announce for her side. */
async function announceOnce(page: Page): Promise<boolean> {
  const panel = page.getByTestId('announce-panel');
  const call = panel.getByRole('button', {
    name: /^(Contra on the game|Absolut|Pagat ultimo|Trull|Four kings|Catching the XXI)$/,
  });
  if ((await call.count()) === 0) return false;
  await call.first().click();
  await expect(page.getByTestId('announcements')).toContainText('Ana', { timeout: 30_000 });
  return true;
}

/** Ana bids what she must (Pass when she may), announces once, passes, and plays her first playable card each turn. */
async function playDeal(page: Page): Promise<Seen> {
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  const seen: Seen = { bidding: false, announcing: false, ownAnnouncement: false, tricks: 0 };
  let announced = false;
  for (let step = 0; step < 60; step++) {
    let now: 'over' | 'card' | 'bid' | 'announce' | undefined;
    await expect(async () => {
      now = undefined;
      if (await nextRound.isVisible()) now = 'over';
      else if (/^Your turn/.test((await turnIndicator(page).textContent()) ?? '')) {
        if ((await playableCards(page).count()) > 0) now = 'card';
        else if (await page.getByTestId('bidding-panel').isVisible()) now = 'bid';
        else if (await page.getByTestId('announce-panel').isVisible()) now = 'announce';
      }
      expect(now, 'the deal is over or it is Ana’s turn').toBeDefined();
    }).toPass({ timeout: 90_000 });
    if (now === 'over') return seen;
    if (now === 'bid') {
      seen.bidding = true;
      const panel = page.getByTestId('bidding-panel');
      const pass = panel.getByRole('button', { name: 'Pass', exact: true });
      const choice = (await pass.count()) > 0 ? pass : panel.getByRole('button').first();
      await choice.click();
      await expectGone(page.getByTestId('bidding-panel').getByRole('button'));
      continue;
    }
    if (now === 'announce') {
      seen.announcing = true;
      // The contract and its called tarock are in the table's header once the bidding is over.
      await expect(contractShown(page)).toBeVisible();
      if (!announced) {
        announced = true;
        if (await announceOnce(page)) {
          seen.ownAnnouncement = true;
          continue;
        }
      }
      await page.getByTestId('announce-panel').getByRole('button', { name: 'Pass', exact: true }).click();
      await expectGone(page.getByTestId('announce-panel').getByRole('button'));
      continue;
    }
    // Ana's turn to play: the contract stays in view, and nothing runs off the phone's width.
    await expect(contractShown(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const before = await handOf(page).locator('li').count();
    if (before < 10) {
      // From the second trick on the last one can be looked at again.
      const lastTrick = page.getByRole('button', { name: 'Last trick' });
      await lastTrick.click();
      await expect(lastTrick).toHaveAttribute('aria-pressed', 'true');
      await lastTrick.click();
      await expect(lastTrick).toHaveAttribute('aria-pressed', 'false');
    }
    await playableCards(page).first().click();
    await expect(handOf(page).locator('li')).toHaveCount(before - 1);
    seen.tricks += 1;
  }
  throw new Error('the deal did not end within 60 of Ana’s actions');
}

test('A person plays a whole Zwanzigerrufen deal online against three computer players', async ({ browser }) => {
  test.slow();
  const ana = await newVisitor(browser);
  const page = ana.page;
  // A phone first: the whole deal is played 360 px wide.
  await page.setViewportSize({ width: 360, height: 780 });
  await createRoom(page, 'zwanzigerrufen', 'Ana');
  await expect(seatNames(page)).toHaveCount(1);
  await startWithComputers(page, ['Easy', 'Medium', 'Easy']);

  await expect(handOf(page).locator('li')).toHaveCount(10);
  const seen = await playDeal(page);
  // Every seat speaks in the announcements (they end after four passes in a row), Ana too.
  expect(seen.announcing).toBe(true);
  expect(seen.tricks).toBe(10);
  const roundEnd = page.getByTestId('round-end-panel');
  await expect(roundEnd).toContainText(/The taker's side (wins|loses): \d+ card points \((45|56|33) needed\)/);
  await expect(roundEnd).toContainText('The hands as dealt');
  for (const seat of ['0', '1', '2', '3']) await expect(roundEnd.getByTestId(`dealt-${seat}`).getByRole('img')).toHaveCount(10);
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  if (seen.ownAnnouncement) await expect(page.getByTestId('announcements')).toContainText('Ana');
  await page.getByRole('button', { name: 'Next round!' }).click();
  await expect(handOf(page).locator('li')).toHaveCount(10, { timeout: 60_000 });
  await expect(page.getByText('Deal 2', { exact: true })).toBeVisible();
  await ana.context.close();
});
