import { expect, test, type Page } from '@playwright/test';

// The home and game pages are whole as HTML: their scripts load on the visitor's first action, and
// what the visitor did meanwhile still counts.

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

test('the home page runs no script while the visitor reads, and comes alive at the first touch', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // The first touch: the search box. Alive: the search filters the list.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Reversi');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByTestId('game-card-reversi')).toBeVisible();
  await expect(page.getByTestId('game-card-chess')).toHaveCount(0);
});

test('a game page offers its levels and settings before any script, and a card link works without one', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('game-card-soupofletters').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/play\/soupofletters$/);
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page.getByTestId('soupofletters-settings')).toBeVisible();
  await page.goto('/play/tictactoe');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page.getByTestId('mode-AI').getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
});

test("a Start link carries the page's settings before any script: Portuguese words on the Portuguese page", async ({ page }) => {
  await page.goto('/pt/jogar/sopa-de-letras');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByTestId('mode-LocalFriend').getByRole('link', { name: 'Começar neste dispositivo' }).click();
  await page.waitForURL(/\/local\?/);
  expect(decodeURIComponent(page.url())).toContain('"language":"pt"');
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
  await page.waitForURL(/\/play\/tictactoe\/AI\?.*seat=1/);
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
