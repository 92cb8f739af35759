import { expect, test } from '@playwright/test';
import { clickCell, lineOwner, pickCell, readBoard } from './board';

test('a new visitor finds Tic-Tac-Toe, switches language, and plays it on one device and against the computer', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();

  // Search, then clear.
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('zzzz');
  await expect(page.getByText('No game matches "zzzz".')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await search.fill('tic-tac');
  const card = page.getByTestId('game-card-tictactoe');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Tic-Tac-Toe' })).toBeVisible();
  await expect(page.getByTestId('game-card-reversi')).toHaveCount(0);

  // Portuguese and back: the URL, the texts and the remembered cookie follow.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
  await expect(page).toHaveURL(/\/pt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
  await expect(page.getByTestId('game-card-tictactoe').getByRole('heading', { name: 'Jogo da Velha' })).toBeVisible();
  await expect(page.getByTestId('game-card-tictactoe')).toContainText('jogar');
  expect((await context.cookies()).find((c) => c.name === 'next-i18next')?.value).toBe('pt');
  // The choice is remembered: the unprefixed home page now opens in Portuguese.
  await page.goto('/');
  await expect(page).toHaveURL(/\/pt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'next-i18next')?.value).toBe('en');

  // The game page.
  await page.getByTestId('game-card-tictactoe').click();
  await expect(page).toHaveURL(/\/play\/tictactoe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tic-Tac-Toe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to play', exact: true })).toBeVisible();

  // On this device: Red (first) lines up the top row.
  await page.getByTestId('mode-LocalFriend').getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/play\/tictactoe\/local/);
  await expect(page.getByTestId('turn-indicator')).toHaveText("Red's turn");
  for (const cell of [0, 3, 1, 4]) await clickCell(page, cell);
  await expect(page.getByTestId('turn-indicator')).toHaveText("Red's turn");
  await clickCell(page, 2);
  const gameOver = page.getByTestId('game-over');
  await expect(gameOver.getByRole('heading')).toHaveText('Red won!');
  await gameOver.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('turn-indicator')).toHaveText("Red's turn");
  expect(await readBoard(page)).toEqual(Array(9).fill(null));

  // Against the computer, easy, moving first: play until the end, then check the verdict.
  await page.goto('/play/tictactoe');
  const aiMode = page.getByTestId('mode-AI');
  await aiMode.getByRole('button', { name: 'Easy' }).click();
  await aiMode.getByRole('button', { name: 'Move first' }).click();
  await aiMode.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/play\/tictactoe\/AI\?.*level=easy/);
  const indicator = page.getByTestId('turn-indicator');
  const gameOverScreen = page.getByTestId('game-over');
  for (let turn = 0; turn < 5; turn += 1) {
    await expect(gameOverScreen.or(indicator.filter({ hasText: 'Your turn' }))).toBeVisible();
    if (await gameOverScreen.isVisible()) break;
    await clickCell(page, pickCell(await readBoard(page), 'Red'));
  }
  await expect(page.getByTestId('game-over')).toBeVisible();
  const cells = await readBoard(page);
  const winner = lineOwner(cells);
  const expected = winner === 'Red' ? 'You won!' : winner === 'Green' ? 'You lost' : 'Draw';
  await expect(page.getByTestId('game-over').getByRole('heading')).toHaveText(expected);
  await page.getByTestId('game-over').getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(indicator).toHaveText('Your turn');
  expect(await readBoard(page)).toEqual(Array(9).fill(null));
});
