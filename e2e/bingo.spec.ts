import { expect, test, type Page } from '@playwright/test';
import { chooseNickname, newVisitor, seatNames, type Visitor } from './online-helpers';

// Bingo online with ten people, each in a browser of their own (one on a phone-sized screen). The
// game server's clock calls a number every 10 seconds, so the test waits only for what is quick:
// the countdown to the start, calls reaching all ten pages, a mark that survives a reload, and an
// invalid Bingo! spending a star, seen by the others. A valid claim winning needs many calls
// (minutes): games/bingo/src/server.test.ts plays one through a real game server with a faster clock.

const NAMES = ['Ana', 'Bea', 'Cai', 'Dan', 'Eva', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

const card = (page: Page) => page.getByRole('grid', { name: 'Your card' });
const currentCall = (page: Page) => page.getByTestId('current-call');

/** The number the page shows as the current call (its accessible name ends with it), or undefined before the first. */
async function shownCall(page: Page): Promise<string | undefined> {
  const label = (await currentCall(page).getAttribute('aria-label')) ?? '';
  return /^Current call: ([BINGO] \d+)$/.exec(label)?.[1];
}

test('Ten people play Bingo online: the clock calls the numbers at every page, marks survive a reload, a wrong Bingo! costs a star', async ({
  browser,
}) => {
  // Ten browsers on a loaded 2-core machine (over 5 minutes there), and a first call 15 seconds after the start.
  test.setTimeout(480_000);
  const visitors: Visitor[] = [];
  for (const _ of NAMES) visitors.push(await newVisitor(browser));
  const pages = visitors.map((visitor) => visitor.page);
  const ana = pages[0]!;
  await ana.setViewportSize({ width: 360, height: 780 });

  // Ana opens a room for ten; the nine others join by its link; Ana starts.
  await ana.goto('/play/bingo/online?players=10');
  await chooseNickname(ana, 'Ana');
  await ana.getByTestId('create-room').click();
  await expect(ana).toHaveURL(/\/room\/[\w-]+\/bingo\/[\w-]+$/);
  const link = await ana.getByTestId('share-url').inputValue();
  for (const [index, name] of NAMES.entries()) {
    if (index === 0) continue;
    await pages[index]!.goto(link);
    await chooseNickname(pages[index]!, name);
  }
  await expect(seatNames(ana)).toHaveCount(10, { timeout: 30_000 });
  await ana.getByTestId('start-match').click();
  await expect(ana).toHaveURL(/\/match\/[\w-]+$/);
  for (const page of pages) await expect(page).toHaveURL(ana.url(), { timeout: 60_000 });

  // Every page shows its own card and the countdown to the first call.
  for (const page of pages) {
    await expect(card(page).getByRole('gridcell')).toHaveCount(25, { timeout: 60_000 });
    await expect(page.getByTestId('players').getByRole('listitem')).toHaveCount(10);
  }
  // Ana's countdown: "Starting in" before the first call, "Next call in" after it (ten pages load
  // slowly on a busy machine, so the first call may have come already).
  const [timer, call] = await ana.evaluate(() => [
    document.querySelector('[data-testid="call-countdown"]')?.textContent ?? '',
    document.querySelector('[data-testid="current-call"]')?.getAttribute('aria-label') ?? '',
  ]);
  if (call === 'No number called yet') expect(timer).toMatch(/^Starting in \d+$/);
  else
    expect([call, timer]).toEqual([
      expect.stringMatching(/^Current call: [BINGO] \d+$/),
      expect.stringMatching(/^Next call in \d+$/),
    ]);

  // The first call reaches all ten pages, the same number everywhere.
  await expect(async () => expect(await shownCall(ana)).toBeDefined()).toPass({ timeout: 60_000 });
  const first = (await shownCall(ana))!;
  const firstNumber = first.split(' ')[1];
  for (const page of pages) {
    await expect(currentCall(page)).toHaveAttribute('aria-label', /^Current call: /, { timeout: 30_000 });
    await expect(page.getByTestId('called-table').getByTestId(`called-${firstNumber}`)).toBeVisible();
  }
  await expect(ana.getByRole('timer')).toHaveText(/^Next call in \d+$/);

  // Bea marks two squares; after a reload the marks are still there (kept on the game server).
  const bea = pages[1]!;
  const square = (index: number) => bea.getByTestId(`square-${index}`);
  await square(0).click();
  await square(24).click();
  await expect(square(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(square(24)).toHaveAttribute('aria-pressed', 'true');
  await bea.reload();
  await expect(square(0)).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(square(24)).toHaveAttribute('aria-pressed', 'true');
  await expect(square(1)).toHaveAttribute('aria-pressed', 'false');

  // Ana calls Bingo! with no line: a star is spent, and every page shows her with two calls left.
  const claim = ana.getByTestId('claim-bingo');
  await expect(claim).toHaveText('Bingo! ★★★');
  await claim.click();
  await expect(claim).toHaveText('Bingo! ★★☆');
  await expect(ana.getByTestId('claim-failed')).toHaveText('Not a full line of numbers already called: 2 Bingo! calls left');
  for (const page of pages)
    await expect(page.getByTestId('player-0').getByLabel('2 Bingo! calls left')).toBeVisible({ timeout: 30_000 });

  // The calls go on: a later call reaches Ana's page and the last to join.
  const calledSoFar = await ana.getByTestId('called-table').locator('[data-testid^="called-"]').count();
  for (const page of [ana, pages[9]!]) {
    const called = page.getByTestId('called-table').locator('[data-testid^="called-"]');
    await expect(async () => expect(await called.count()).toBeGreaterThan(calledSoFar)).toPass({ timeout: 45_000 });
  }
  // Nothing on Ana's phone is wider than its screen.
  expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const visitor of visitors) await visitor.context.close();
});
