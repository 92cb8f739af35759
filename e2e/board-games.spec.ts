import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRoom, newVisitor, startTwoPlayerMatch } from './online-helpers';

// The six classic board games as a new visitor plays them: on one device, against the computer
// and online through a room link. Legal moves are found the way a player finds them: from the
// board's highlights.

async function startLocal(page: Page, code: string, players?: number) {
  await page.goto(`/play/${code}`);
  if (players) await page.getByRole('button', { name: String(players), exact: true }).click();
  await page.getByTestId('mode-LocalFriend').getByRole('link', { name: 'Start on this device' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${code}/local`));
}

async function startAgainstComputer(page: Page, code: string) {
  await page.goto(`/play/${code}`);
  await page.getByTestId('mode-AI').getByRole('button', { name: 'Move first' }).click();
  await page.getByTestId('mode-AI').getByRole('link', { name: 'Start against the computer' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${code}/AI`));
}

const disc = (page: Page, column: number, row: number) => page.getByTestId(`cell-${column}-${row}`);

/** A draughts move (checkers, bashni): a highlighted piece, then one of its highlighted targets. */
async function moveHighlightedPiece(page: Page): Promise<{ from: string; to: string }> {
  const piece = page.locator('[data-movable="true"]').first();
  const from = (await piece.getAttribute('data-square'))!;
  await piece.click();
  const target = page.locator('[data-target="true"]').first();
  await expect(target).toBeVisible();
  const to = (await target.getAttribute('data-square'))!;
  await target.click();
  return { from, to };
}

async function squareLabel(square: Locator) {
  return (await square.getAttribute('aria-label')) ?? '';
}

test('Four in a Row on one device: a full column is refused, four in a column wins', async ({ page }) => {
  await startLocal(page, 'fourinarow');
  const turn = page.getByTestId('turn-indicator');
  await expect(turn).toHaveText("Blue's turn");
  // Fill column 7 with alternating discs: no line, and the column is then full.
  for (let i = 0; i < 6; i += 1) {
    await page.getByTestId('column-6').click();
    await expect(disc(page, 6, 5 - i)).toHaveAttribute('data-seat', String(i % 2));
  }
  await expect(page.getByTestId('column-6')).toHaveAttribute('aria-label', 'Column 7, full');
  await expect(turn).toHaveText("Blue's turn");
  await page.getByTestId('column-6').click({ force: true });
  await expect(turn).toHaveText("Blue's turn");
  await expect(page.getByTestId('last-move')).toHaveText('Last move: Red in column 7');
  // Blue stacks column 1 while Red plays column 2.
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('column-0').click();
    await expect(turn).toHaveText("Red's turn");
    await page.getByTestId('column-1').click();
    await expect(turn).toHaveText("Blue's turn");
  }
  await page.getByTestId('column-0').click();
  const gameOver = page.getByTestId('game-over');
  await expect(gameOver.getByRole('heading')).toHaveText('Blue won!');
  for (let row = 2; row <= 5; row += 1) await expect(disc(page, 0, row)).toHaveAttribute('data-winning', 'true');
});

test('Tic-Tac-Toe Plus on one device plays to the end; against the computer it answers', async ({ page }) => {
  await startLocal(page, 'tictactoeplus');
  const turn = page.getByTestId('turn-indicator');
  await expect(turn).toHaveText("Red's turn");
  const gameOver = page.getByTestId('game-over');
  for (let move = 0; move < 16 && !(await gameOver.isVisible()); move += 1) {
    const playable = page.locator('[data-playable="true"]').first();
    const cell = (await playable.getAttribute('data-testid'))!;
    await playable.click();
    await expect(page.getByTestId(cell)).not.toHaveAttribute('aria-label', /, empty$/);
    await expect(page.getByTestId(cell)).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(gameOver.getByRole('heading')).toHaveText(/^(Red won!|Green won!|Draw)$/);

  await startAgainstComputer(page, 'tictactoeplus');
  await expect(turn).toHaveText('Your turn');
  await page.getByTestId('cell-5').click();
  await expect(page.getByTestId('cell-5')).not.toHaveAttribute('aria-label', /, empty$/);
  // The computer's mark: two squares taken, and it is the human's turn again.
  await expect(turn).toHaveText('Your turn');
  await expect(page.locator('[data-testid^="cell-"][aria-label$=", empty"]')).toHaveCount(14);
});

test('Checkers: highlights, a refused move, a move on one device, and the computer answering', async ({ page }) => {
  await startLocal(page, 'checkers');
  const status = page.getByTestId('turn-indicator');
  await expect(status).toContainText("White's turn");
  // A back-row man cannot move: picking it shows no target.
  const backRow = page.locator('[data-square$="1"][aria-label*="White man"]').first();
  await backRow.click();
  await expect(page.locator('[data-target="true"]')).toHaveCount(0);
  await expect(status).toContainText("White's turn");
  const { from, to } = await moveHighlightedPiece(page);
  await expect(status).toContainText("Black's turn");
  expect(await squareLabel(page.getByTestId(`square-${to}`))).toMatch(/White man/);
  expect(await squareLabel(page.getByTestId(`square-${from}`))).toMatch(/empty/);
  await moveHighlightedPiece(page);
  await expect(status).toContainText("White's turn");

  await startAgainstComputer(page, 'checkers');
  await expect(status).toHaveText(/^Your turn/);
  await moveHighlightedPiece(page);
  // The computer replies with a black move; the last move shown is then its own.
  await expect(status).toHaveText(/^Your turn/);
  const lastSquares = page.locator('[data-last="true"]');
  await expect(lastSquares).toHaveCount(2);
  const labels = await lastSquares.evaluateAll((squares) => squares.map((s) => s.getAttribute('aria-label') ?? ''));
  expect(labels.some((label) => /Black man/.test(label))).toBe(true);
});

test('Bashni on one device and against the computer', async ({ page }) => {
  await startLocal(page, 'bashni');
  const status = page.getByTestId('turn-indicator');
  await expect(status).toContainText("White's turn");
  await moveHighlightedPiece(page);
  await expect(status).toContainText("Black's turn");
  await moveHighlightedPiece(page);
  await expect(status).toContainText("White's turn");

  await startAgainstComputer(page, 'bashni');
  await expect(status).toHaveText(/^Your turn/);
  await moveHighlightedPiece(page);
  await expect(status).toHaveText(/^Your turn/);
  const labels = await page
    .locator('[data-last="true"]')
    .evaluateAll((squares) => squares.map((s) => s.getAttribute('aria-label') ?? ''));
  expect(labels.some((label) => /Black man/.test(label))).toBe(true);
});

test('Reversi with three players on one device, and against the computer', async ({ page }) => {
  await startLocal(page, 'reversi', 3);
  const status = page.getByTestId('turn-indicator');
  for (const [colour, next] of [
    ['Red', 'Green'],
    ['Green', 'Yellow'],
    ['Yellow', 'Red'],
  ] as const) {
    await expect(status).toHaveText(`${colour}'s turn`);
    const before = Number(
      (await page.getByTestId(`score-${['Red', 'Green', 'Yellow'].indexOf(colour)}`).textContent())?.match(/\d+/)?.[0],
    );
    // An empty square that is not highlighted is refused.
    const illegal = page.locator('[data-testid^="square-"][aria-label$=", empty"]').first();
    await illegal.click({ force: true });
    await expect(status).toHaveText(`${colour}'s turn`);
    await page.locator('[data-legal="true"]').first().click();
    await expect(status).toHaveText(`${next}'s turn`);
    const after = Number(
      (await page.getByTestId(`score-${['Red', 'Green', 'Yellow'].indexOf(colour)}`).textContent())?.match(/\d+/)?.[0],
    );
    expect(after).toBeGreaterThan(before);
  }

  await startAgainstComputer(page, 'reversi');
  await expect(status).toContainText('Your turn');
  await expect(page.getByTestId('turn-detail')).toHaveText('Place a Red disc');
  await page.locator('[data-legal="true"]').first().click();
  // The computer (Green) answers: four discs at the start, one more for each move.
  await expect(status).toContainText('Your turn');
  await expect(page.getByTestId('turn-detail')).toHaveText('Place a Red disc');
  await expect(page.locator('[data-testid^="square-"]:not([aria-label*="empty"])')).toHaveCount(6);
});

test('Chess: legal targets, a refused move, both sides on one device, and the computer answering', async ({ page }) => {
  await startLocal(page, 'chess');
  const turn = page.getByTestId('turn-indicator');
  await expect(turn).toHaveText("White's turn");
  await page.getByTestId('square-e2').click();
  await expect(page.getByTestId('square-e3')).toHaveAttribute('data-target', 'true');
  await expect(page.getByTestId('square-e4')).toHaveAttribute('data-target', 'true');
  await expect(page.locator('[data-target="true"]')).toHaveCount(2);
  // e2-e5 is not a pawn move: nothing happens.
  await page.getByTestId('square-e5').click();
  await expect(page.getByTestId('square-e2')).toHaveAttribute('aria-label', /white pawn/);
  await expect(turn).toHaveText("White's turn");
  await page.getByTestId('square-e2').click();
  await page.getByTestId('square-e4').click();
  await expect(page.getByTestId('square-e4')).toHaveAttribute('aria-label', /white pawn/);
  await expect(turn).toHaveText("Black's turn");
  await page.getByTestId('square-e7').click();
  await page.getByTestId('square-e5').click();
  await expect(page.getByTestId('square-e5')).toHaveAttribute('aria-label', /black pawn/);
  await expect(turn).toHaveText("White's turn");

  await startAgainstComputer(page, 'chess');
  await expect(turn).toHaveText('Your turn');
  await page.getByTestId('square-d2').click();
  await page.getByTestId('square-d4').click();
  await expect(page.getByTestId('square-d4')).toHaveAttribute('aria-label', /white pawn/);
  await expect(turn).toHaveText('Your turn', { timeout: 30_000 });
  const blackPawnsAtHome = await page.locator('[data-testid$="7"][aria-label$="black pawn"]').count();
  const blackPieces = page.locator('[data-testid^="square-"][aria-label*="black"]');
  const blackAtHome = await page.locator('[data-testid$="8"][aria-label*="black"]').count();
  expect(blackPawnsAtHome + blackAtHome).toBe(15);
  await expect(blackPieces).toHaveCount(16);
});

test('Four in a Row and Chess online: two friends through a room link see each other move and the move list, and one resigns', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  await startTwoPlayerMatch(ana.page, bea.page, await createRoom(ana.page, 'fourinarow', 'Ana'), 'Bea');
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Waiting for Ana');
  await expect(bea.page.getByTestId('column-3')).toHaveAttribute('aria-disabled', 'true');
  await ana.page.getByTestId('column-3').click();
  for (const page of [ana.page, bea.page]) await expect(disc(page, 3, 5)).toHaveAttribute('data-seat', '0');
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await bea.page.getByTestId('column-3').click();
  for (const page of [ana.page, bea.page]) await expect(disc(page, 3, 4)).toHaveAttribute('data-seat', '1');
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');

  await startTwoPlayerMatch(ana.page, bea.page, await createRoom(ana.page, 'chess'));
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  // Black's board is seen from Black's side, and White's pieces cannot be picked by Black.
  await bea.page.getByTestId('square-e2').click();
  await expect(bea.page.locator('[data-target="true"]')).toHaveCount(0);
  await ana.page.getByTestId('square-e2').click();
  await ana.page.getByTestId('square-e4').click();
  for (const page of [ana.page, bea.page])
    await expect(page.getByTestId('square-e4')).toHaveAttribute('aria-label', /white pawn/);
  await expect(bea.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await bea.page.getByTestId('square-c7').click();
  await bea.page.getByTestId('square-c5').click();
  for (const page of [ana.page, bea.page])
    await expect(page.getByTestId('square-c5')).toHaveAttribute('aria-label', /black pawn/);
  await expect(ana.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  for (const page of [ana.page, bea.page])
    await expect(page.getByTestId('move-list').getByRole('listitem')).toHaveText(['1.e4c5']);

  // Only the player to move may resign; it is asked once more, then both see the result.
  await expect(bea.page.getByTestId('resign')).toHaveCount(0);
  await ana.page.getByTestId('resign').click();
  await ana.page.getByTestId('resign-confirm').click();
  await expect(ana.page.getByRole('region', { name: 'You resigned' })).toContainText('Bea won!');
  await expect(bea.page.getByRole('region', { name: 'You won!' })).toContainText('Ana resigned.');
  await ana.context.close();
  await bea.context.close();
});

test('Four in a Row against the computer: it answers each move', async ({ page }) => {
  await startAgainstComputer(page, 'fourinarow');
  const turn = page.getByTestId('turn-indicator');
  await expect(turn).toHaveText('Your turn');
  await page.getByTestId('column-3').click();
  await expect(disc(page, 3, 5)).toHaveAttribute('data-seat', '0');
  // The computer (Red) drops one disc somewhere, and it is the visitor's turn again.
  await expect(page.locator('[data-testid^="cell-"][data-seat="1"]')).toHaveCount(1);
  await expect(turn).toHaveText('Your turn');
});
