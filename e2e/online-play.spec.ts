import { expect, test } from '@playwright/test';
import { startGameServer, stopGameServer } from './online-game-server';
import {
  chatMessages,
  chooseNickname,
  clickCell,
  createTicTacToeRoom,
  expectMark,
  newVisitor,
  seatNames,
  sendChat,
} from './online-helpers';

test('two friends play Tic-Tac-Toe through a private room link, chat, a spectator watches, and both play again', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await expect(seatNames(ana.page)).toHaveText(['Ana']);
  await expect(ana.page.getByTestId('start-match')).toBeDisabled();

  // Bea opens the shared link, picks a nickname and joins; both see each other.
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  await expect(seatNames(bea.page)).toHaveText(['Ana', 'Bea']);
  await expect(seatNames(ana.page)).toHaveText(['Ana', 'Bea']);
  await expect(bea.page.getByTestId('creator-controls')).toHaveCount(0);
  await expect(bea.page.getByText('Waiting for Ana to start the game.')).toBeVisible();

  // The creator starts; everyone goes to the match page.
  await ana.page.getByTestId('start-match').click();
  await expect(ana.page).toHaveURL(/\/match\/[\w-]+$/);
  await expect(bea.page).toHaveURL(ana.page.url());
  const matchUrl = ana.page.url();
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Waiting for Ana');

  // A third visitor opens the match link and watches, without choosing a nickname.
  const cy = await newVisitor(browser);
  await cy.page.goto(matchUrl);
  await expect(cy.page.getByTestId('spectating')).toBeVisible();
  await expect(cy.page.getByTestId('nickname-prompt')).toHaveCount(0);
  await expect(cy.page.getByTestId('turn-indicator')).toHaveText("Ana's turn");
  await expect(cy.page.getByTestId('chat-button')).toHaveCount(0);

  const players = [ana.page, bea.page, cy.page];
  await clickCell(ana.page, 0);
  await expectMark(players, 0, 'Red');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await clickCell(bea.page, 3);
  await expectMark(players, 3, 'Green');

  // Chat, one message each way (the desktop panel is open by default).
  await expect(ana.page.getByTestId('chat-panel')).toBeVisible();
  await expect(chatMessages(ana.page)).toContainText('Welcome to the chat!');
  await sendChat(ana.page, 'Good luck, Bea!');
  await expect(chatMessages(bea.page)).toContainText('Good luck, Bea!');
  await sendChat(bea.page, 'Thanks, you too!');
  await expect(chatMessages(ana.page)).toContainText('Thanks, you too!');
  await expect(ana.page.getByTestId('chat-input')).toHaveValue('');

  await clickCell(ana.page, 1);
  await expectMark(players, 1, 'Red');
  await clickCell(bea.page, 4);
  await expectMark(players, 4, 'Green');
  await clickCell(ana.page, 2);
  await expectMark(players, 2, 'Red');

  await expect(ana.page.getByTestId('game-over').getByRole('heading')).toHaveText('You won!');
  await expect(bea.page.getByTestId('game-over').getByRole('heading')).toHaveText('You lost');
  // A spectator is told who won, by name.
  await expect(cy.page.getByTestId('game-over').getByRole('heading')).toHaveText('Ana won!');
  await expect(cy.page.getByTestId('game-over').getByRole('button', { name: 'Play again' })).toHaveCount(0);

  // Both ask for a new game and meet in the same next room.
  await bea.page.getByTestId('game-over').getByRole('button', { name: 'Play again' }).click();
  await ana.page.getByTestId('game-over').getByRole('button', { name: 'Play again' }).click();
  await expect(ana.page).toHaveURL(/\/room\/tic-tac-toe\/tictactoe\/[\w-]+$/);
  await expect(bea.page).toHaveURL(ana.page.url());
  for (const page of [ana.page, bea.page]) {
    await expect(seatNames(page)).toHaveCount(2);
    expect((await seatNames(page).allTextContents()).sort()).toEqual(['Ana', 'Bea']);
  }

  for (const visitor of [ana, bea, cy]) await visitor.context.close();
});

test('a player who reloads in the middle of a match continues it, with the earlier chat; while one is away the other is told', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  await expect(seatNames(ana.page)).toHaveText(['Ana', 'Bea']);
  await ana.page.getByTestId('start-match').click();
  await expect(bea.page).toHaveURL(/\/match\/[\w-]+$/);

  await clickCell(ana.page, 4);
  await expectMark([ana.page, bea.page], 4, 'Red');
  await sendChat(ana.page, 'Your move!');
  await expect(chatMessages(bea.page)).toContainText('Your move!');

  await bea.page.reload();
  await expect(bea.page.getByTestId('cell-4')).toHaveAttribute('aria-label', /, Red$/);
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(chatMessages(bea.page)).toContainText('Your move!');
  await expect(chatMessages(bea.page).getByTestId('chat-message')).toHaveCount(2);

  await clickCell(bea.page, 0);
  await expectMark([ana.page, bea.page], 0, 'Green');
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');

  // The network drops and returns: a banner while it is gone, then play goes on by itself.
  await ana.context.setOffline(true);
  await expect(ana.page.getByTestId('connection-lost')).toBeVisible();
  await ana.context.setOffline(false);
  await expect(ana.page.getByTestId('connection-lost')).toHaveCount(0, { timeout: 30_000 });
  await clickCell(ana.page, 8);
  await expectMark([ana.page, bea.page], 8, 'Red');

  // Bea leaves the match page: Ana is told who is missing, until Bea is back.
  const matchUrl = bea.page.url();
  await bea.page.goto('about:blank');
  await expect(ana.page.getByTestId('players-away')).toHaveText(
    'Bea has left or lost the connection. The game goes on when they are back.',
  );
  await bea.page.goto(matchUrl);
  await expect(ana.page.getByTestId('players-away')).toHaveCount(0);
  await clickCell(bea.page, 2);
  await expectMark([ana.page, bea.page], 2, 'Green');

  await ana.context.close();
  await bea.context.close();
});

test('the game server restarts in the middle of a match: a banner shows, then the match goes on from the same state', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await bea.page.goto(link);
  await chooseNickname(bea.page, 'Bea');
  await ana.page.getByTestId('start-match').click();
  await expect(bea.page).toHaveURL(/\/match\/[\w-]+$/);
  await clickCell(ana.page, 4);
  await expectMark([ana.page, bea.page], 4, 'Red');

  await stopGameServer();
  await expect(ana.page.getByTestId('connection-lost')).toBeVisible();
  await expect(bea.page.getByTestId('connection-lost')).toBeVisible();
  await startGameServer();
  await expect(ana.page.getByTestId('connection-lost')).toHaveCount(0, { timeout: 30_000 });
  await expect(bea.page.getByTestId('connection-lost')).toHaveCount(0, { timeout: 30_000 });

  await expect(bea.page.getByTestId('cell-4')).toHaveAttribute('aria-label', /, Red$/);
  await clickCell(bea.page, 0);
  await expectMark([ana.page, bea.page], 0, 'Green');
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await ana.context.close();
  await bea.context.close();
});
