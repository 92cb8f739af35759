import { expect, test } from '@playwright/test';

// A game on one device or against the computer is kept in the browser: a reload goes on with it,
// and "New game" in the game's options starts afresh.

test('a game on one device survives a reload, and New game starts afresh', async ({ page }) => {
  await page.goto('/play/fourinarow');
  await page.getByTestId('mode-LocalFriend').getByRole('link', { name: 'Start on this device' }).click();
  await expect(page).toHaveURL(/\/play\/fourinarow\/local/);
  const turn = page.getByTestId('turn-indicator');
  await expect(turn).toHaveText("Blue's turn");
  await page.getByTestId('column-3').click();
  await expect(page.getByTestId('cell-3-5')).toHaveAttribute('data-seat', '0');
  await expect(turn).toHaveText("Red's turn");

  await page.reload();
  await expect(page.getByTestId('cell-3-5')).toHaveAttribute('data-seat', '0');
  await expect(turn).toHaveText("Red's turn");

  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('menuitem', { name: 'New game' }).click();
  // It asks first: one stray tap does not end the game.
  await page.getByRole('dialog', { name: 'Start a new game?' }).getByRole('button', { name: 'New game' }).click();
  await expect(turn).toHaveText("Blue's turn");
  await expect(page.getByTestId('cell-3-5')).not.toHaveAttribute('data-seat', '0');
  await page.reload();
  await expect(turn).toHaveText("Blue's turn");
});
