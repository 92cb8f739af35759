import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTicTacToeRoom, expectMark, newVisitor, startTwoPlayerMatch } from './online-helpers';

const stepper = (page: Page) => page.getByRole('toolbar', { name: 'Step through the game' });
const markedCells = (page: Page) => page.locator('[role="gridcell"]:not([aria-label$=", empty"])');

/** Steps the page back to the position after the first move: one mark, Ana's. */
async function expectFirstMoveShown(page: Page) {
  await expect(stepper(page).getByTestId('replay-position')).toHaveText('Move 5 of 5');
  await stepper(page).getByRole('button', { name: 'Starting position' }).click();
  await expect(markedCells(page)).toHaveCount(0);
  await stepper(page).getByRole('button', { name: 'Next move' }).click();
  await expect(stepper(page).getByTestId('replay-position')).toHaveText('Move 1 of 5');
  await expect(markedCells(page)).toHaveCount(1);
  await expect(page.getByTestId('cell-0')).toHaveAttribute('aria-label', /, Red$/);
}

test('after an online match both players and a spectator step back through it to its first move', async ({ browser }) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await startTwoPlayerMatch(ana.page, bea.page, link, 'Bea');
  const matchUrl = ana.page.url();
  // A spectator watches from the start; another opens the match only once it is over.
  const cy = await newVisitor(browser);
  await cy.page.goto(matchUrl);
  await expect(cy.page.getByTestId('spectating')).toBeVisible();

  for (const [page, cell, mark] of [
    [ana.page, 0, 'Red'],
    [bea.page, 3, 'Green'],
    [ana.page, 1, 'Red'],
    [bea.page, 4, 'Green'],
  ] as const) {
    await clickCell(page, cell);
    await expectMark([ana.page, bea.page, cy.page], cell, mark);
    // Never during the match.
    await expect(stepper(page)).toHaveCount(0);
  }
  await clickCell(ana.page, 2);
  await expect(ana.page.getByTestId('game-over').getByRole('heading')).toHaveText('You won!');

  const dan = await newVisitor(browser);
  await dan.page.goto(matchUrl);
  for (const visitor of [ana, bea, cy, dan]) await expectFirstMoveShown(visitor.page);

  for (const visitor of [ana, bea, cy, dan]) await visitor.context.close();
});
