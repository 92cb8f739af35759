import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Search finds a game by the other names people know it by (`otherNames` in games/<code>/locales),
// whatever the page's language, ignoring case and accents.
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'] as const;
type Language = (typeof LANGUAGES)[number];

const root = join(__dirname, '..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8'));
const gameCodes = readdirSync(join(root, 'games')).filter((code) => existsSync(join(root, 'games', code, 'locales', 'en.json')));
const otherNames = (code: string, language: Language): string[] =>
  String(readJson('games', code, 'locales', `${language}.json`).otherNames ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const searchLabel = (language: Language): string => readJson('apps', 'web', 'locales', language, 'common.json').catalogue.search;
const home = (language: Language) => (language === 'en' ? '/' : `/${language}`);

for (const language of LANGUAGES) {
  test(`search finds every game by one of its ${language} other names`, async ({ page }) => {
    await page.goto(home(language));
    const search = page.getByRole('searchbox', { name: searchLabel(language) });
    for (const code of gameCodes) {
      const [name] = otherNames(code, language);
      expect(name, `games/${code}/locales/${language}.json lists otherNames`).toBeTruthy();
      await search.fill(name!);
      await expect(page.getByTestId(`game-card-${code}`), `"${name}" finds ${code}`).toBeVisible();
    }
  });
}

test('search ignores accents and language, says when nothing matches, and Enter opens the only game found', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search games' });

  // The French name, typed with and without its accent, on the English page.
  for (const query of ['Échecs', 'echecs']) {
    await search.fill(query);
    await expect(page.getByTestId('game-card-chess')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  }

  // Nothing found: the page says so and offers the whole list back.
  await search.fill('no such game at all');
  await expect(page.getByText('No game matches "no such game at all".')).toBeVisible();
  await page.getByRole('button', { name: 'Show all games' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('game-card-tictactoe')).toBeVisible();

  // One game found: Enter opens it.
  await search.fill('vier gewinnt');
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/play\/fourinarow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Four in a Row' })).toBeVisible();

  // In Portuguese, the Italian name opens the Portuguese page of the game.
  await page.goto('/pt');
  const busca = page.getByRole('searchbox', { name: 'Procurar jogos' });
  await busca.fill('forza quattro');
  await expect(page.getByRole('article')).toHaveCount(1);
  await busca.press('Enter');
  await expect(page).toHaveURL(/\/pt\/jogar\/quatro-em-linha$/);
});

test('cards show players and modes, and the header links to the lobby', async ({ page }) => {
  await page.goto('/');
  const reversi = page.getByTestId('game-card-reversi');
  await expect(reversi.getByTestId('game-players')).toHaveText('2-4 players');
  await expect(reversi.getByRole('img', { name: 'Against the computer' })).toBeVisible();
  await expect(page.getByTestId('game-card-chess').getByTestId('game-players')).toHaveText('2 players');
  await expect(page).toHaveTitle('Games · Tabula');
  await page.getByRole('banner').getByRole('link', { name: 'Lobby' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
  await expect(page).toHaveTitle('Lobby · Tabula');
});
