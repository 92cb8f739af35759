// Issue 14, items 4 and 5: a room carries the rules chosen on the game page, every member sees
// them before the start; and a player's Play again reaches the other player live as an offer.
import { expect, test } from '@playwright/test';
import {
  chooseNickname,
  clickCell,
  createTicTacToeRoom,
  expectMark,
  newVisitor,
  seatNames,
  startTwoPlayerMatch,
} from './online-helpers';

test('a rematch offer reaches the other player at once, and Join takes them to the same room', async ({ browser }) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await startTwoPlayerMatch(ana.page, bea.page, link, 'Bea');

  const players = [ana.page, bea.page];
  for (const [page, cell, mark] of [
    [ana.page, 0, 'Red'],
    [bea.page, 3, 'Green'],
    [ana.page, 1, 'Red'],
    [bea.page, 4, 'Green'],
    [ana.page, 2, 'Red'],
  ] as const) {
    await clickCell(page, cell);
    await expectMark(players, cell, mark);
  }
  await expect(bea.page.getByTestId('game-over').getByRole('heading')).toHaveText('You lost');
  await expect(bea.page.getByTestId('rematch-offer')).toHaveCount(0);

  // Ana asks for a rematch; Bea, still on the match page and without reloading, is asked to join.
  await ana.page.getByTestId('game-over').getByRole('button', { name: 'Play again' }).click();
  await expect(ana.page).toHaveURL(/\/room\/tic-tac-toe\/tictactoe\/[\w-]+$/);
  const offer = bea.page.getByTestId('rematch-offer');
  await expect(offer).toContainText('Ana wants a rematch');
  await expect(offer.getByRole('button', { name: 'No thanks' })).toBeVisible();
  await offer.getByRole('button', { name: 'Join' }).click();
  await expect(bea.page).toHaveURL(ana.page.url());
  for (const page of players) await expect(seatNames(page)).toHaveText(['Ana', 'Bea']);

  await ana.context.close();
  await bea.context.close();
});

test('a room plays with the settings chosen on the game page, and every member sees them before the start', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);

  // Ana turns forced capture off on the game page, then creates a room from there.
  await ana.page.goto('/play/checkers');
  const gamePageSettings = ana.page.getByTestId('checkers-settings');
  await gamePageSettings.getByRole('switch', { name: 'Forced capture' }).click();
  await expect(gamePageSettings.getByRole('switch', { name: 'Forced capture' })).not.toBeChecked();
  await ana.page.getByTestId('mode-OnlineFriend').getByRole('link', { name: 'Create a room' }).click();
  await expect(ana.page).toHaveURL(/\/play\/checkers\/online\?setup=/);
  await chooseNickname(ana.page, 'Ana');
  const form = ana.page.getByTestId('new-room-form');
  // Checkers is for two: no player count to choose, not even a disabled one.
  await expect(form.getByRole('combobox', { name: 'Players' })).toHaveCount(0);
  await expect(form.getByRole('switch', { name: 'Forced capture' })).not.toBeChecked();
  await ana.page.getByTestId('create-room').click();
  await expect(ana.page).toHaveURL(/\/room\/checkers\/checkers\/[\w-]+$/);
  const link = await ana.page.getByTestId('share-url').inputValue();

  // Bea joins and reads the rules, which she cannot change.
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  await expect(seatNames(bea.page)).toHaveText(['Ana', 'Bea']);
  const beaRules = bea.page.getByTestId('room-rules');
  await expect(beaRules).toContainText('Chosen by Ana, who created the room.');
  await expect(beaRules.getByRole('switch', { name: 'Forced capture' })).not.toBeChecked();
  await expect(beaRules.getByRole('switch', { name: 'Forced capture' })).toBeDisabled();
  await expect(beaRules.getByRole('switch', { name: 'Kings can move any distance' })).not.toBeChecked();

  // Ana changes a rule in the room: Bea sees it at once.
  const anaRules = ana.page.getByTestId('room-rules');
  await expect(anaRules).toContainText('Everyone in the room plays with these settings.');
  await expect(ana.page.getByTestId('creator-controls').getByRole('combobox', { name: 'Players' })).toHaveCount(0);
  await anaRules.getByRole('switch', { name: 'Kings can move any distance' }).click();
  await expect(beaRules.getByRole('switch', { name: 'Kings can move any distance' })).toBeChecked();
  await expect(beaRules.getByRole('switch', { name: 'Forced capture' })).not.toBeChecked();

  await expect(ana.page.getByTestId('start-match')).toBeEnabled();
  await ana.page.getByTestId('start-match').click();
  await expect(ana.page).toHaveURL(/\/match\/[\w-]+$/);
  await expect(bea.page).toHaveURL(ana.page.url());

  await ana.context.close();
  await bea.context.close();
});
