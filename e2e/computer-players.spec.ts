import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseNickname, clickCell, createRoom, createTicTacToeRoom, expectMark, newVisitor, seatNames } from './online-helpers';

// Online rooms filled with computer players: a person alone opens a four-seat Schafkopf room, seats
// three computer players and plays a whole deal with them; the computer seats play on the game
// server, never in the person's browser. And a player who closes the tab is stood in for by a
// computer player once the room's away time has passed, and gets the seat back on returning.

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');
const turnIndicator = (page: Page) => page.getByTestId('turn-indicator');

/** Waits until the button has gone (a call is made once) without asking a gone element for anything. */
async function expectGone(button: Locator) {
  await expect(async () => expect(await button.count()).toBe(0)).toPass({ timeout: 30_000 });
}

/** Ana passes every call and plays her first playable card until the deal's result is on the table. */
async function playDealPassing(page: Page) {
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  for (let step = 0; step < 120; step++) {
    let now: 'over' | 'card' | 'call' | undefined;
    await expect(async () => {
      now = undefined;
      if (await nextRound.isVisible()) now = 'over';
      else if (/^Your turn/.test((await turnIndicator(page).textContent()) ?? '')) {
        now = (await playableCards(page).count()) > 0 ? 'card' : 'call';
      }
      expect(now, 'the deal is over or it is Ana’s turn').toBeDefined();
    }).toPass({ timeout: 60_000 });
    if (now === 'over') return;
    if (now === 'card') {
      const before = await handOf(page).locator('li').count();
      await playableCards(page).first().click();
      await expect(handOf(page).locator('li')).toHaveCount(before - 1);
      continue;
    }
    const call = page.getByRole('button', { name: /^(Pass|No)$/ }).first();
    const name = ((await call.textContent()) ?? '').trim();
    await call.click();
    await expectGone(page.getByRole('button', { name, exact: true }));
  }
  throw new Error('the deal did not end within 120 of Ana’s actions');
}

test('A person alone fills a Schafkopf room with three computer players and plays a whole deal with them', async ({
  browser,
}) => {
  test.slow();
  const ana = await newVisitor(browser);
  const page = ana.page;
  await createRoom(page, 'schafkopf', 'Ana');
  await expect(seatNames(page)).toHaveCount(1);
  for (const level of ['Easy', 'Medium', 'Hard']) {
    await page.getByRole('button', { name: 'Add a computer player' }).first().click();
    await page.getByRole('menu', { name: 'Computer level' }).getByRole('menuitem', { name: level }).click();
    await expect(page.getByText(`Computer (${level})`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add a computer player' })).toHaveCount(0);
  await page.getByTestId('start-match').click();
  await expect(page).toHaveURL(/\/match\/[\w-]+$/);

  await expect(handOf(page).locator('li')).toHaveCount(8);
  await playDealPassing(page);
  // The deal's result names the cards' points of both sides; a second deal can be dealt.
  await expect(page.getByRole('button', { name: 'Next round!' })).toBeVisible();
  await page.getByRole('button', { name: 'Next round!' }).click();
  await expect(handOf(page).locator('li')).toHaveCount(8, { timeout: 30_000 });
  await ana.context.close();
});

test('A player who closes the tab is played by the computer after the away time, and gets the seat back on returning', async ({
  browser,
}) => {
  test.slow();
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  // The creator's table rules: a player gone for 30 s counts as away.
  await ana.page.getByRole('combobox', { name: 'Away after' }).click();
  await ana.page.getByRole('option', { name: '30 s' }).click();
  await expect(ana.page.getByRole('combobox', { name: 'Away after' })).toHaveText('30 s');
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  // Every member reads the rule, and only the creator may change it.
  await expect(bea.page.getByRole('combobox', { name: 'Away after' })).toHaveText('30 s');
  await expect(bea.page.getByRole('combobox', { name: 'Away after' })).toHaveAttribute('aria-disabled', 'true');
  await expect(seatNames(ana.page)).toHaveCount(2);
  await ana.page.getByTestId('start-match').click();
  await expect(ana.page).toHaveURL(/\/match\/[\w-]+$/);
  await expect(bea.page).toHaveURL(ana.page.url());
  const matchUrl = ana.page.url();

  await clickCell(ana.page, 4);
  await expectMark([ana.page, bea.page], 4, 'Red');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
  // Bea closes her tab on her turn; after the away time a computer player moves for her.
  await bea.page.close();
  const standIn = ana.page.getByTestId('match-player-stand-in');
  await expect(standIn).toHaveText('The computer plays for Bea until they are back', { timeout: 90_000 });
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText(/^Your turn/, { timeout: 30_000 });
  const marks = async () => await ana.page.locator('[data-testid^="cell-"][aria-label$=", Green"]').count();
  expect(await marks()).toBe(1);

  // Bea comes back on the same browser (her login): the seat is hers again at once.
  const back = await bea.context.newPage();
  await back.goto(matchUrl);
  await expect(standIn).toHaveCount(0, { timeout: 30_000 });
  const free = await ana.page.locator('[data-testid^="cell-"][aria-label$=", empty"]').first().getAttribute('data-testid');
  await clickCell(ana.page, Number(free!.slice('cell-'.length)));
  await expect(back.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
  // Her own move, not the computer's: the turn waits for her.
  const open = await back.locator('[data-testid^="cell-"][aria-label$=", empty"]').first().getAttribute('data-testid');
  await clickCell(back, Number(open!.slice('cell-'.length)));
  await expect.poll(marks).toBe(2);
  await ana.context.close();
  await bea.context.close();
});
