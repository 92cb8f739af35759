import { expect, test, type Page } from '@playwright/test';

// The home and game pages are whole as HTML: their scripts load after the page (on the visitor's
// first action, or when the browser is idle), and what the visitor did meanwhile still counts.

/** Holds every script of the site until `release()` is called, as a slow phone network would. */
async function holdScripts(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    requested += 1;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

test('the home page HTML references no script, and the page comes alive by itself', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  await page.goto('/');
  await expect(hydrated(page)).toHaveCount(1);
  // Alive: the search filters the list.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Reversi');
  await expect(page.getByTestId('game-card-reversi')).toBeVisible();
  await expect(page.getByTestId('game-card-chess')).toHaveCount(0);
});

test('choices made on a game page before its scripts arrive reach the game', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/play/tictactoe');
  const computer = page.getByTestId('mode-AI');
  await computer.getByRole('button', { name: 'Move second' }).click();
  await computer.getByRole('link').click();
  // Nothing happened yet: the page waits for its scripts, which the first touch asked for.
  await expect(page).toHaveURL(/\/play\/tictactoe$/);
  expect(scripts.requested()).toBeGreaterThan(0);
  await expect(hydrated(page)).toHaveCount(0);
  scripts.release();
  await page.waitForURL(/\/play\/tictactoe\/AI\?.*order=second/);
});

test('words typed into the search before the scripts arrive are searched for', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Mancala');
  await expect(page.getByTestId('game-card-chess')).toBeVisible();
  scripts.release();
  await expect(page.getByTestId('game-card-chess')).toHaveCount(0);
  await expect(page.getByTestId('game-card-mancala')).toBeVisible();
});
