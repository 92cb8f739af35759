import { expect, test, type Page } from '@playwright/test';
import { startAgainstTheComputer, startOnOneDevice, twoFriendsOnline } from './online-helpers';

// Cornerus as a visitor plays it: on one device (pieces placed by mouse and by keyboard, then every
// colour ended to reach the result), against the computer, and online through a room link.

const cell = (page: Page, x: number, y: number) => page.getByTestId(`cell-${x}-${y}`);
const detail = (page: Page) => page.getByTestId('turn-detail');
const status = (page: Page) => page.getByTestId('placement-status');

/** Chooses a piece in the tray; the board brings it to a square where it fits. */
async function choosePiece(page: Page, piece: number) {
  await page.getByTestId(`piece-${piece}`).click();
  await expect(page.getByTestId(`piece-${piece}`)).toHaveAttribute('aria-pressed', 'true');
}

/** Points the mouse at a square, checks the piece fits there, and clicks to place it. */
async function placeByMouse(page: Page, x: number, y: number) {
  await cell(page, x, y).hover();
  await expect(status(page)).toHaveText(/the piece fits here$/);
  await cell(page, x, y).click();
}

/** Places the chosen piece with the keyboard: the given keys on the board, then Enter. */
async function placeByKeyboard(page: Page, keys: string[]) {
  const board = page.getByTestId('cornerus-board');
  await board.focus();
  for (const key of keys) await board.press(key);
  await expect(status(page)).toHaveText(/the piece fits here$/);
  await board.press('Enter');
}

async function endColour(page: Page, colour: string) {
  await expect(detail(page)).toHaveText(new RegExp(`^${colour} \\(`));
  await page.getByTestId('end-colour').click();
  await page.getByTestId('confirm-end-colour').click();
}

test('Cornerus on one device: pieces placed by mouse and keyboard, then every colour ended', async ({ page }) => {
  await startOnOneDevice(page, 'cornerus');
  await expect(detail(page)).toHaveText('Blue (Player 1) to play');
  await expect(cell(page, 0, 0)).toHaveAttribute('data-corner', 'true');

  // Blue: the domino along the top edge, by mouse.
  await choosePiece(page, 1);
  await placeByMouse(page, 0, 0);
  await expect(cell(page, 1, 0)).toHaveAttribute('data-colour', '0');
  await expect(cell(page, 0, 0)).toHaveAttribute('data-last', 'true');

  // Red (the second player): the single square, which the board already holds on its corner.
  await expect(detail(page)).toHaveText(/^Red \(.+\) to play$/);
  await choosePiece(page, 0);
  await placeByKeyboard(page, []);
  await expect(cell(page, 19, 19)).toHaveAttribute('data-colour', '2');

  // Yellow: a piece that does not fit is refused with its reason, then the single square fits.
  await expect(detail(page)).toHaveText(/^Yellow \(.+\) to play$/);
  await choosePiece(page, 0);
  await cell(page, 10, 10).hover();
  await expect(status(page)).toHaveText(/the first piece must cover its own corner$/);
  await expect(page.getByTestId('place')).toBeDisabled();
  await placeByMouse(page, 19, 0);
  await expect(cell(page, 19, 0)).toHaveAttribute('data-colour', '1');

  // Green: the straight four, turned upright with R and moved up the left edge with the arrows.
  await expect(detail(page)).toHaveText(/^Green \(.+\) to play$/);
  await choosePiece(page, 4);
  await placeByKeyboard(page, ['r', 'ArrowLeft', 'ArrowUp', 'ArrowUp']);
  for (const y of [16, 17, 18, 19]) await expect(cell(page, 0, y)).toHaveAttribute('data-colour', '3');

  for (const colour of ['Blue', 'Red', 'Yellow', 'Green']) await endColour(page, colour);
  // Player 1 kept 87 + 88 squares, player 2 88 + 85: player 2 wins.
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('game-over').getByRole('heading')).toHaveText('Player 2 won!');
  await expect(page.getByTestId('scores')).toHaveText(/-175.*-173/);
});

test('Cornerus against the computer: two placements, the computer answering each', async ({ page }) => {
  await startAgainstTheComputer(page, 'cornerus', 'Easy');
  await expect(page.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
  await expect(detail(page)).toHaveText(/^Blue \(/);
  await choosePiece(page, 11);
  await placeByKeyboard(page, []);
  await expect(page.locator('[data-colour="0"]')).toHaveCount(5);
  // The computer places a Red piece, then it is the visitor's turn with Yellow.
  await expect(cell(page, 19, 19)).toHaveAttribute('data-colour', '2');
  await expect(detail(page)).toHaveText(/^Yellow \(/);
  await choosePiece(page, 0);
  await placeByMouse(page, 19, 0);
  await expect(cell(page, 19, 0)).toHaveAttribute('data-colour', '1');
  await expect(cell(page, 0, 19)).toHaveAttribute('data-colour', '3');
  await expect(detail(page)).toHaveText(/^Blue \(/);
  await expect(page.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
});

test('Cornerus online: two friends place their first pieces through a room link', async ({ browser }) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'cornerus');
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
  await expect(detail(ana.page)).toHaveText('Blue (Ana) to play');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText(/^Waiting for Ana/);
  await expect(bea.page.getByTestId('piece-tray')).toHaveCount(0);

  await choosePiece(ana.page, 1);
  await placeByMouse(ana.page, 0, 0);
  for (const page of [ana.page, bea.page]) await expect(cell(page, 1, 0)).toHaveAttribute('data-colour', '0');

  await expect(bea.page.getByTestId('turn-indicator')).toHaveText(/^Your turn/);
  await expect(detail(bea.page)).toHaveText('Red (Bea) to play');
  await choosePiece(bea.page, 0);
  await placeByKeyboard(bea.page, []);
  for (const page of [ana.page, bea.page]) await expect(cell(page, 19, 19)).toHaveAttribute('data-colour', '2');
  await expect(ana.page.getByTestId('last-move')).toHaveText('Last move: Red placed a piece of 1 square');
  await expect(detail(ana.page)).toHaveText('Yellow (Ana) to play');
  await ana.context.close();
  await bea.context.close();
});
