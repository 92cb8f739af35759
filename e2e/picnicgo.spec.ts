import { type Browser, expect, type Page, test } from '@playwright/test';
import { chooseNickname, createRoom, newVisitor, seatNames, type Visitor } from './online-helpers';

// Picnic Go online: three people, each in a browser of their own, play a whole round through the game
// server. Every turn each picks the first card of the hand they hold (in secret: the others see a card
// face down), the picks are revealed together and the hands passed on; at the round's end the chips are
// scored, everyone presses "Ready" and the second round is dealt.

interface Friend {
  name: string;
  page: Page;
}

/** Ana opens a room; Bea and Cai join by its link; Ana starts: all three are at the match. */
async function threeFriendsAtOneTable(browser: Browser): Promise<Friend[]> {
  const names = ['Ana', 'Bea', 'Cai'];
  const visitors: Visitor[] = [];
  for (const _ of names) visitors.push(await newVisitor(browser));
  const host = visitors[0]!.page;
  const link = await createRoom(host, 'picnicGo', 'Ana');
  for (const [index, name] of names.entries()) {
    if (index === 0) continue;
    await visitors[index]!.page.goto(link);
    await chooseNickname(visitors[index]!.page, name);
  }
  await expect(seatNames(host)).toHaveCount(3);
  await host.getByTestId('start-match').click();
  await expect(host).toHaveURL(/\/match\/[\w-]+$/);
  for (const visitor of visitors) await expect(visitor.page).toHaveURL(host.url(), { timeout: 30_000 });
  return names.map((name, index) => ({ name, page: visitors[index]!.page }));
}

const handOf = (page: Page) => page.getByTestId('picnicgo-hand').getByRole('button');
const roundEnd = (page: Page) => page.getByTestId('picnicgo-round-end');

test('Three people play a round of Picnic Go online, picks hidden until everyone has chosen', async ({ browser }) => {
  test.setTimeout(480_000);
  const friends = await threeFriendsAtOneTable(browser);
  for (const { page } of friends) {
    await expect(page.getByText('ROUND 1', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(handOf(page)).toHaveCount(9, { timeout: 30_000 });
    await expect(page.getByTestId('picnicgo-seats').locator('[data-testid^="seat-"]')).toHaveCount(3);
  }

  for (let turn = 0; turn < 9; turn += 1) {
    const cards = 9 - turn;
    for (const [index, { page }] of friends.entries()) {
      await expect(handOf(page)).toHaveCount(cards, { timeout: 60_000 });
      await handOf(page).first().click();
      // The last to choose sees the reveal at once; the others see their choice raised until then.
      if (index < friends.length - 1)
        await expect(handOf(page).first()).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
      if (index === 0 && turn === 0) {
        // Bea sees that Ana has chosen, face down, and Ana is told she may still change her choice.
        await expect(friends[1]!.page.getByTestId('seat-0').getByRole('img', { name: 'A card face down' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByText('You can change your choice until everyone has chosen')).toBeVisible();
      }
    }
    // The reveal: the hands lose a card, or (the last card) the round is over.
    for (const { page } of friends) {
      if (cards > 1) await expect(handOf(page)).toHaveCount(cards - 1, { timeout: 60_000 });
      else await expect(roundEnd(page)).toBeVisible({ timeout: 60_000 });
    }
    if (cards > 1) await expect(friends[0]!.page.getByTestId('picnicgo-reveal')).toBeVisible();
  }

  for (const { page } of friends) {
    await expect(roundEnd(page).getByText('Round 1 over - ready for next round?')).toBeVisible();
    await expect(roundEnd(page).getByRole('table', { name: 'Score sheet' }).getByTestId('round-1')).toBeVisible();
    await roundEnd(page).getByRole('button', { name: 'Ready' }).click();
  }
  for (const { page } of friends) {
    await expect(page.getByText('ROUND 2', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(handOf(page)).toHaveCount(9);
  }
});
