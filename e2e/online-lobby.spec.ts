import { expect, test } from '@playwright/test';
import { chatMessages, chooseNickname, clickCell, expectMark, newVisitor, seatNames, sendChat } from './online-helpers';

test('a public room shows up live in the lobby and a visitor joins it from there', async ({ browser }) => {
  const bea = await newVisitor(browser);
  await bea.page.goto('/lobby');
  await expect(bea.page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
  const before = await bea.page.getByTestId('lobby-room').count();

  const ana = await newVisitor(browser);
  await ana.page.goto('/play/tictactoe/online');
  await chooseNickname(ana.page, 'Ana Lobby');
  await ana.page.getByRole('radio', { name: 'Anyone, from the lobby' }).check();
  await ana.page.getByTestId('create-room').click();
  await expect(ana.page).toHaveURL(/\/room\/tic-tac-toe\/tictactoe\/[\w-]+$/);
  await expect(ana.page.getByText('Public room')).toBeVisible();

  // Bea's lobby updates without a reload.
  const room = bea.page.getByTestId('lobby-room').filter({ hasText: 'Ana Lobby' });
  await expect(room).toBeVisible();
  await expect(bea.page.getByTestId('lobby-room')).toHaveCount(before + 1);
  await expect(room).toContainText('Tic-Tac-Toe');
  await expect(room).toContainText('1 of 2 players');
  await room.getByRole('link', { name: 'Join: Tic-Tac-Toe' }).click();
  await expect(bea.page).toHaveURL(ana.page.url());
  await chooseNickname(bea.page, 'Bea Lobby');
  await expect(seatNames(ana.page)).toHaveText(['Ana Lobby', 'Bea Lobby']);

  // A full room leaves the lobby of a third visitor.
  const cy = await newVisitor(browser);
  await cy.page.goto('/lobby');
  await expect(cy.page.getByTestId('lobby-room').filter({ hasText: 'Ana Lobby' }).getByRole('link')).toHaveCount(0);

  for (const visitor of [ana, bea, cy]) await visitor.context.close();
});

test('a forged token is refused: the session is cleared and the nickname prompt comes back', async ({ browser }) => {
  const eve = await newVisitor(browser);
  await eve.page.goto('/lobby');
  await eve.page.evaluate(() => {
    localStorage.setItem('tabula.nickname.v2', 'Eve');
    localStorage.setItem('tabula.token.v2', 'forged.token.value');
  });
  await eve.page.goto('/play/tictactoe/online');
  await expect(eve.page.getByTestId('new-room-form')).toBeVisible();
  await eve.page.getByTestId('create-room').click();
  await expect(eve.page.getByTestId('nickname-prompt')).toBeVisible();
  expect(
    await eve.page.evaluate(() => [localStorage.getItem('tabula.nickname.v2'), localStorage.getItem('tabula.token.v2')]),
  ).toEqual([null, null]);
  await chooseNickname(eve.page, 'Eve');
  await eve.page.getByTestId('create-room').click();
  await expect(eve.page).toHaveURL(/\/room\/tic-tac-toe\/tictactoe\/[\w-]+$/);
  await eve.context.close();
});

test('the chat shows the sender a refusal when messages come too fast, and mobile chat starts closed with an unseen count', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await browser.newContext({ viewport: { width: 390, height: 780 } });
  const beaPage = await bea.newPage();
  await ana.page.goto('/play/tictactoe/online');
  await chooseNickname(ana.page, 'Ana');
  await ana.page.getByTestId('create-room').click();
  await expect(ana.page).toHaveURL(/\/room\//);
  await beaPage.goto(ana.page.url());
  await chooseNickname(beaPage, 'Bea');
  await ana.page.getByTestId('start-match').click();
  await expect(beaPage).toHaveURL(/\/match\//);
  await clickCell(ana.page, 0);
  await expectMark([ana.page, beaPage], 0, 'Red');

  // Mobile: the chat is closed; messages raise the unseen count; opening resets it.
  await expect(beaPage.getByTestId('chat-panel')).toHaveCount(0);
  for (const n of [1, 2, 3, 4, 5]) await sendChat(ana.page, `message ${n}`);
  await expect(beaPage.getByTestId('chat-unseen')).toHaveText('5');
  await ana.page.getByTestId('chat-input').fill('one too many');
  await ana.page.getByTestId('chat-send').click();
  await expect(ana.page.getByTestId('chat-error')).toBeVisible();
  await expect(ana.page.getByTestId('chat-input')).toHaveValue('one too many');
  await beaPage.getByTestId('chat-button').click();
  await expect(beaPage.getByTestId('chat-panel')).toBeVisible();
  await expect(chatMessages(beaPage)).toContainText('message 5');
  await expect(chatMessages(beaPage)).not.toContainText('one too many');
  await expect(beaPage.getByTestId('chat-unseen')).toHaveAttribute('aria-label', '0 unread messages');
  await beaPage.getByTestId('chat-close').click();
  await expect(beaPage.getByTestId('chat-panel')).toHaveCount(0);

  await ana.context.close();
  await bea.close();
});

test('a match or room that does not exist shows a message, never a blank page', async ({ browser }) => {
  const dan = await newVisitor(browser);
  const match = await dan.page.goto('/match/00000000-0000-4000-8000-000000000000');
  expect(match?.status()).toBe(404);
  await expect(dan.page.locator('h1')).toHaveText('Match not found.');
  await expect(dan.page.getByRole('link', { name: 'Go to the lobby' })).toBeVisible();
  const room = await dan.page.goto('/room/tic-tac-toe/tictactoe/00000000-0000-4000-8000-000000000000');
  expect(room?.status()).toBe(404);
  await expect(dan.page.locator('h1')).toHaveText('This room does not exist.');
  await expect(dan.page.getByRole('link', { name: 'Create a new room' })).toBeVisible();
  await dan.context.close();
});

test('online play in Portuguese keeps the language in the room and match addresses', async ({ browser }) => {
  const ana = await newVisitor(browser);
  await ana.page.goto('/pt/jogar/jogo-da-velha/online');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Escolha um apelido' })).toBeVisible();
  await chooseNickname(ana.page, 'Ana');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Jogar Jogo da Velha online' })).toBeVisible();
  await ana.page.getByTestId('create-room').click();
  await expect(ana.page).toHaveURL(/\/pt\/room\/jogo-da-velha\/jogo-da-velha\/[\w-]+$/);
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Sala de Jogo da Velha' })).toBeVisible();
  await expect(ana.page.getByText('1 de 2 jogadores')).toBeVisible();

  const bea = await newVisitor(browser);
  await bea.page.goto(ana.page.url());
  await chooseNickname(bea.page, 'Bea');
  await ana.page.getByTestId('start-match').click();
  await expect(bea.page).toHaveURL(/\/pt\/match\/[\w-]+$/);
  await expect(bea.page.getByTestId('turn-indicator')).not.toBeEmpty();
  await expect(bea.page.getByRole('button', { name: 'Fechar o chat' }).first()).toBeVisible();
  await ana.context.close();
  await bea.context.close();
});
