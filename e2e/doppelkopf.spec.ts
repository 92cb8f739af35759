import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRoom, newVisitor, seatNames } from './online-helpers';

// Doppelkopf online with computer players: a person alone opens a room, seats three computer
// players (they play on the game server) and plays a whole round with them: the bidding, twelve
// tricks with announcements offered on her turn, the result with every hand, and the next deal.

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');
const turnIndicator = (page: Page) => page.getByTestId('turn-indicator');

async function expectGone(button: Locator) {
  await expect(async () => expect(await button.count()).toBe(0)).toPass({ timeout: 30_000 });
}

/** Ana says "Healthy" and plays her first playable card each turn until the round's result is shown. */
async function playRound(page: Page) {
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  let announcementsSeen = false;
  for (let step = 0; step < 60; step++) {
    let now: 'over' | 'card' | 'call' | undefined;
    await expect(async () => {
      now = undefined;
      if (await nextRound.isVisible()) now = 'over';
      else if (/^Your turn/.test((await turnIndicator(page).textContent()) ?? '')) {
        now = (await playableCards(page).count()) > 0 ? 'card' : 'call';
      }
      expect(now, 'the round is over or it is Ana’s turn').toBeDefined();
    }).toPass({ timeout: 60_000 });
    if (now === 'over') return announcementsSeen;
    if (now === 'card') {
      // The announcements made so far are always in view during the play, and nothing runs off the phone's width.
      await expect(page.getByTestId('announcements-made')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if ((await page.getByRole('button', { name: /^(Re|Kontra|No 90|No 60|No 30|Schwarz)$/ }).count()) > 0)
        announcementsSeen = true;
      const before = await handOf(page).locator('li').count();
      await playableCards(page).first().click();
      await expect(handOf(page).locator('li')).toHaveCount(before - 1);
      continue;
    }
    const healthy = page.getByRole('button', { name: 'Healthy', exact: true });
    await healthy.click();
    await expectGone(healthy);
  }
  throw new Error('the round did not end within 60 of Ana’s actions');
}

test('A person plays a whole Doppelkopf round online against three computer players', async ({ browser }) => {
  test.slow();
  const ana = await newVisitor(browser);
  const page = ana.page;
  // A phone first: the whole round is played 375 px wide.
  await page.setViewportSize({ width: 375, height: 812 });
  await createRoom(page, 'doppelkopf', 'Ana');
  await expect(seatNames(page)).toHaveCount(1);
  for (const level of ['Easy', 'Medium', 'Easy']) {
    await page.getByRole('button', { name: 'Add a computer player' }).first().click();
    await page.getByRole('menu', { name: 'Computer level' }).getByRole('menuitem', { name: level }).click();
  }
  await expect(page.getByRole('button', { name: 'Add a computer player' })).toHaveCount(0);
  await page.getByTestId('start-match').click();
  await expect(page).toHaveURL(/\/match\/[\w-]+$/);

  await expect(handOf(page).locator('li')).toHaveCount(12);
  const offered = await playRound(page);
  // Ana holds eleven or more cards on her first turn (later after a marriage): an announcement was offered.
  expect(offered).toBe(true);
  await expect(page.getByTestId('round-end-panel')).toContainText('The hands as dealt');
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Next round!' }).click();
  await expect(handOf(page).locator('li')).toHaveCount(12, { timeout: 30_000 });
  await ana.context.close();
});
