import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTicTacToeRoom, expectMark, newVisitor, startTwoPlayerMatch } from './online-helpers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const playerNames = (page: Page) => page.getByTestId('match-player-name');
const playerRow = (page: Page, name: string) => page.getByTestId('match-player').filter({ hasText: name });

test('a visitor opens a match link and watches at once, without a nickname: who plays whom, who is away, who won', async ({
  browser,
}) => {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  const link = await createTicTacToeRoom(ana.page, 'Ana');
  await startTwoPlayerMatch(ana.page, bea.page, link, 'Bea');
  const matchUrl = ana.page.url();
  await expect(ana.page.getByTestId('you-are')).toHaveText('You are Red');
  // On a wide screen the players are beside the board.
  const beside = await ana.page.getByTestId('match-players').boundingBox();
  expect(beside!.x).toBeGreaterThan((await ana.page.getByTestId('cell-2').boundingBox())!.x);
  await expect(bea.page.getByTestId('you-are')).toHaveText('You are Green');

  // The visitor is on a 360 px phone.
  const cyContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const cy = { context: cyContext, page: await cyContext.newPage() };
  const response = await cy.page.goto(matchUrl);
  expect(response?.status()).toBe(200);
  await expect(cy.page.getByTestId('spectating')).toHaveText('You are watching this match.');
  await expect(cy.page.getByTestId('nickname-prompt')).toHaveCount(0);
  await expect(cy.page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(cy.page.getByRole('heading', { level: 1, name: 'Tic-Tac-Toe' })).toBeVisible();
  await expect(playerNames(cy.page)).toHaveText(['Ana', 'Bea']);
  await expect(cy.page.getByTestId('match-player-side')).toHaveText(['Red', 'Green']);
  await expect(playerRow(cy.page, 'Ana').getByTestId('match-player-turn')).toBeVisible();
  await expect(cy.page.getByTestId('turn-indicator')).toHaveText("Ana's turn");
  await expect(cy.page.getByTestId('chat-button')).toHaveCount(0);
  // On a phone the players come above the board, and nothing is wider than the screen.
  const panel = await cy.page.getByTestId('match-players').boundingBox();
  const board = await cy.page.getByTestId('cell-0').boundingBox();
  expect(panel!.y + panel!.height).toBeLessThanOrEqual(board!.y);
  expect(await cy.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(
    (await cy.context.storageState()).origins.flatMap((origin) => origin.localStorage.map((item) => item.name)),
  ).not.toContain('tabula.token.v2');

  await clickCell(ana.page, 0);
  await expectMark([ana.page, bea.page, cy.page], 0, 'Red');
  await expect(playerRow(cy.page, 'Bea').getByTestId('match-player-turn')).toBeVisible();

  // Bea steps away: the spectator and Ana see it beside her name, until she is back.
  await bea.page.goto('about:blank');
  await expect(playerRow(cy.page, 'Bea').getByTestId('match-player-away')).toHaveText('away');
  await expect(playerRow(ana.page, 'Bea').getByTestId('match-player-away')).toBeVisible();
  await bea.page.goto(matchUrl);
  await expect(cy.page.getByTestId('match-player-away')).toHaveCount(0);

  for (const [page, cell, mark] of [
    [bea.page, 3, 'Green'],
    [ana.page, 1, 'Red'],
    [bea.page, 4, 'Green'],
    [ana.page, 2, 'Red'],
  ] as const) {
    await clickCell(page, cell);
    await expectMark([ana.page, bea.page, cy.page], cell, mark);
  }
  await expect(cy.page.getByTestId('game-over').getByRole('heading')).toHaveText('Ana won!');
  await expect(cy.page.getByTestId('game-over').getByRole('button', { name: 'Play again' })).toHaveCount(0);
  await expect(ana.page.getByTestId('game-over').getByRole('heading')).toHaveText('You won!');

  for (const visitor of [ana, bea, cy]) await visitor.context.close();
});

test('a page, game, mode, room or match that does not exist answers 404 in the site frame, in the reader’s language', async ({
  page,
}) => {
  const cases = [
    { path: '/no-such-page', heading: 'This page does not exist.', action: 'Browse games', href: '/', language: 'Language' },
    { path: '/play/nogame', heading: 'Game not found.', action: 'Browse games', href: '/', language: 'Language' },
    {
      path: '/play/memorymatch/AI',
      heading: 'Memory Match cannot be played this way.',
      action: 'Choose how to play Memory Match',
      href: '/play/memorymatch',
      language: 'Language',
    },
    {
      path: `/match/${UNKNOWN_ID}`,
      heading: 'Match not found.',
      action: 'Go to the lobby',
      href: '/lobby',
      language: 'Language',
    },
    {
      path: `/room/tic-tac-toe/tictactoe/${UNKNOWN_ID}`,
      heading: 'This room does not exist.',
      action: 'Create a new room',
      href: '/play/tictactoe/online',
      language: 'Language',
    },
    {
      path: `/de/room/tic-tac-toe/tic-tac-toe/${UNKNOWN_ID}`,
      heading: 'Diesen Raum gibt es nicht.',
      action: 'Neuen Raum erstellen',
      href: '/de/spielen/tic-tac-toe/online',
      language: 'Sprache',
    },
    {
      path: '/de/spielen/kein-spiel',
      heading: 'Spiel nicht gefunden.',
      action: 'Zu den Spielen',
      href: '/de',
      language: 'Sprache',
    },
  ];
  for (const { path, heading, action, href, language } of cases) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('combobox', { name: language })).toBeVisible();
    await expect(page.getByTestId('missing-action')).toHaveText(action);
    await expect(page.getByTestId('missing-action')).toHaveAttribute('href', href);
    await expect(page.getByTestId('nickname-prompt')).toHaveCount(0);
  }
  // The main button leads somewhere useful.
  await page.getByTestId('missing-action').click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiele' })).toBeVisible();
});

test('one address per page: codes in any case, translated mode pages, an explicit language over the cookie, alternates', async ({
  page,
  context,
}) => {
  let response = await page.goto('/play/Chess');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/play\/chess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chess' })).toBeVisible();

  await page.goto('/de/play/chess/local');
  await expect(page).toHaveURL(/\/de\/spielen\/schach\/local$/);
  await page.goto('/room/x/CHESS');
  await expect(page).toHaveURL(/\/play\/chess\/online$/);

  await context.addCookies([{ name: 'next-i18next', value: 'de', url: new URL('/', page.url()).href }]);
  await page.goto('/play/chess');
  await expect(page).toHaveURL(/\/de\/spielen\/schach$/);
  response = await page.goto('/en/play/chess');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/play\/chess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chess' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'next-i18next')?.value).toBe('en');

  await page.goto('/pt/jogar/xadrez');
  const href = (selector: string) => page.locator(selector).getAttribute('href');
  expect(await href('link[rel="canonical"]')).toMatch(/^https?:\/\/[^/]+\/pt\/jogar\/xadrez$/);
  expect(await href('link[rel="alternate"][hreflang="de"]')).toMatch(/\/de\/spielen\/schach$/);
  expect(await href('link[rel="alternate"][hreflang="en"]')).toMatch(/[^/]\/play\/chess$/);
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toMatch(/[^/]\/play\/chess$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
  await page.goto('/about');
  expect(await href('link[rel="alternate"][hreflang="fr"]')).toMatch(/\/fr\/about$/);
});
