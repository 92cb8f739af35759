import { expect, test, type Page } from '@playwright/test';
import { startOnOneDevice, twoFriendsOnline } from './online-helpers';

// Soup of Letters as visitors play it: the grid and the word list are on the page for everyone, so
// the test reads them, solves the puzzle itself and selects a word like a player would.

const turnLine = (page: Page) => page.getByTestId('turn-indicator');
const cell = (page: Page, index: number) => page.getByTestId(`cell-${index}`);
const DIRECTIONS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** The cells of one word nobody has found yet, first letter first, read off the page. */
async function solveOneWord(page: Page): Promise<{ word: string; cells: number[] }> {
  const grid = page.getByTestId('soup-grid');
  await expect(grid).toBeVisible();
  const size = Number(await grid.getAttribute('data-size'));
  const letters = (await grid.locator('[data-cell]').allTextContents()).join('');
  expect(letters).toMatch(new RegExp(`^[A-Z]{${size * size}}$`));
  const words = await page.getByTestId('word-list').locator('li:not([data-found])').allTextContents();
  for (const word of words) {
    for (let start = 0; start < letters.length; start += 1) {
      for (const [dr, dc] of DIRECTIONS) {
        const cells = [...word].map((_, i) => {
          const row = Math.floor(start / size) + dr * i;
          const column = (start % size) + dc * i;
          return row >= 0 && row < size && column >= 0 && column < size ? row * size + column : -1;
        });
        if (cells.every((c, i) => c >= 0 && letters[c] === word[i])) return { word, cells };
      }
    }
  }
  throw new Error(`no word of ${words.join(', ')} found in the grid`);
}

/** Presses on the word's first letter and drags to its last. */
async function dragAcross(page: Page, cells: number[]) {
  // The mouse only reaches what is on screen: the whole grid in view first.
  await page.getByTestId('soup-grid').evaluate((grid) => grid.scrollIntoView({ block: 'center' }));
  const centre = async (index: number) => {
    const box = (await cell(page, index).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const from = await centre(cells[0]!);
  const to = await centre(cells[cells.length - 1]!);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Clicks the word's first letter, then its last. */
async function clickEnds(page: Page, cells: number[]) {
  await cell(page, cells[0]!).click();
  await expect(cell(page, cells[0]!)).toHaveAttribute('aria-pressed', 'true');
  await cell(page, cells[cells.length - 1]!).click();
}

test('Soup of Letters online: two friends each find a word against the clock, then one resigns', async ({ browser }) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'soupofletters');
  const both = [ana.page, bea.page];
  await expect(turnLine(ana.page)).toHaveText(/^Your turn/);
  await expect(ana.page.getByTestId('turn-detail')).toHaveText('Find a word in the grid');
  await expect(turnLine(bea.page)).toHaveText(/^Waiting for Ana/);
  await expect(bea.page.getByTestId('turn-detail')).toHaveText('Ana is searching');

  // The server's clock is shown on both pages and counts down.
  const clock = ana.page.getByTestId('turn-clock');
  await expect(clock).toBeVisible();
  await expect(bea.page.getByTestId('turn-clock')).toBeVisible();
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown!);

  const first = await solveOneWord(ana.page);
  await dragAcross(ana.page, first.cells);
  for (const page of both) await expect(page.getByTestId(`word-${first.word}`)).toHaveAttribute('data-found', '0');
  await expect(bea.page.getByTestId('last-turn')).toHaveText(`Ana found ${first.word}.`);
  await expect(turnLine(bea.page)).toHaveText(/^Your turn/);
  await expect(turnLine(ana.page)).toHaveText(/^Waiting for Bea/);

  const second = await solveOneWord(bea.page);
  await clickEnds(bea.page, second.cells);
  for (const page of both) await expect(page.getByTestId(`word-${second.word}`)).toHaveAttribute('data-found', '1');
  await expect(ana.page.getByTestId('score-1')).toHaveText('Bea: 1 word');
  await expect(turnLine(ana.page)).toHaveText(/^Your turn/);

  await ana.page.getByTestId('resign').click();
  await ana.page.getByTestId('resign-confirm').click();
  await expect(bea.page.getByRole('region', { name: 'You won!' })).toContainText('Ana resigned.');
  await expect(ana.page.getByRole('region', { name: 'You resigned' })).toBeVisible();
  // At the end the words nobody found are shown in the grid.
  await expect(ana.page.getByTestId('word-list').locator('li[aria-label$="nobody found it"]')).toHaveCount(18);
  await ana.context.close();
  await bea.context.close();
});

test('Soup of Letters on one device: a word found passes the turn to the next player', async ({ page }) => {
  await startOnOneDevice(page, 'soupofletters');
  await expect(turnLine(page)).toHaveText(/^Player 1's turn/);
  await expect(page.getByTestId('turn-clock')).toBeVisible();
  const found = await solveOneWord(page);
  await clickEnds(page, found.cells);
  await expect(page.getByTestId(`word-${found.word}`)).toHaveAttribute('data-found', '0');
  await expect(page.getByTestId('last-turn')).toHaveText(`Player 1 found ${found.word}.`);
  await expect(turnLine(page)).toHaveText(/^Player 2's turn/);
  await expect(page.getByTestId('score-0')).toHaveText('Player 1: 1 word');
});
