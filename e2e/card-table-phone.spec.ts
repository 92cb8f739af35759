import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { chooseNickname, createRoom, seatNames, type Visitor } from './online-helpers';

// Each card game online on 390 x 844 phones, one per player, through a room link: the status line
// and the player's own hand on the first screen, a completed trick shown on every phone with its
// last card and its taker named before it is cleared, and (where there is bidding) the game log
// listing the calls of the deal. Players act as at a table: only when their phone offers it.

const PHONE = { width: 390, height: 844 };

interface Player {
  name: string;
  page: Page;
}

async function phoneVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');

/** The first player opens a room, the others join through its link, the first starts: every phone at the match. */
async function matchOnPhones(
  browser: Browser,
  gameCode: string,
  names: string[],
): Promise<{ players: Player[]; close: () => Promise<void> }> {
  const visitors = await Promise.all(names.map(() => phoneVisitor(browser)));
  const players = names.map((name, index) => ({ name, page: visitors[index]!.page }));
  const link = await createRoom(players[0]!.page, gameCode, names[0]);
  for (const { page, name } of players.slice(1)) {
    await page.goto(link);
    await chooseNickname(page, name);
  }
  await expect(seatNames(players[0]!.page)).toHaveCount(names.length);
  await players[0]!.page.getByTestId('start-match').click();
  await expect(players[0]!.page).toHaveURL(/\/match\/[\w-]+$/);
  for (const { page } of players) await expect(page).toHaveURL(players[0]!.page.url());
  return { players, close: async () => Promise.all(visitors.map((v) => v.context.close())).then(() => undefined) };
}

/** Whether the element lies wholly within the first screen, the page not scrolled. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** Every phone shows its status line and its whole hand of `cards` on the first screen, and nothing scrolls sideways. */
async function expectTableOnFirstScreen(players: Player[], cards: number) {
  for (const { page } of players) {
    await expect(handOf(page).locator('li')).toHaveCount(cards);
    await expectOnFirstScreen(page, page.getByTestId('turn-indicator'));
    await expectOnFirstScreen(page, handOf(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
}

/**
 * Waits until some phone offers one of `choices` (button names, in order of preference) and
 * clicks it; returns who clicked what, or null once some phone may play a card instead.
 */
async function answerNextCall(players: Player[], choices: RegExp[]): Promise<{ player: Player; choice: string } | null> {
  let found: { player: Player; button: Locator; choice: string } | 'play' | undefined;
  await expect(async () => {
    found = undefined;
    // One look per phone (its playable cards, the names of the buttons it offers), so that a loaded
    // machine is not asked hundreds of questions per call.
    const offers = await Promise.all(
      players.map(async (player) => ({
        player,
        playable: await playableCards(player.page).count(),
        // Only a phone told it may act offers a call; a button disabled, or a toggle already chosen
        // (aria-pressed), is not offered.
        names: await player.page.getByRole('button').evaluateAll((buttons) => {
          const status = document.querySelector('[data-testid="turn-indicator"]')?.textContent ?? '';
          if (!/Your turn|Everyone chooses/.test(status)) return [];
          return buttons
            .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-pressed') !== 'true')
            .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
        }),
      })),
    );
    if (offers.some(({ playable }) => playable > 0)) found = 'play';
    for (const choice of choices) {
      for (const { player, names } of offers) {
        const name = names.find((offered) => choice.test(offered));
        if (found === undefined && name !== undefined)
          found = { player, button: player.page.getByRole('button', { name, exact: true }).first(), choice: name };
      }
    }
    expect(found, 'a phone offers a call or a card').toBeDefined();
  }).toPass({ timeout: 30_000 });
  if (found === 'play') return null;
  const { player, button, choice } = found!;
  await button.click();
  // A call's buttons go once it is made; a toggle (the game's kind) stays, pressed. Read in one look:
  // a getAttribute after the button went would wait for it to come back, for as long as the test runs.
  await expect(async () =>
    expect(
      await button.evaluateAll(
        (found) =>
          found.length === 0 || found[0]!.getAttribute('aria-pressed') === 'true' || !(found[0] as HTMLElement).offsetParent,
      ),
    ).toBe(true),
  ).toPass({ timeout: 30_000 });
  return { player, choice };
}

/**
 * Resolves with the taker's line once this phone shows, at one moment, the whole trick (`size`
 * cards, `lastCard` among them) and who takes it ("Bob takes the trick", or "You take the trick"). Watched inside the page every 50 ms, so a
 * trick held for about 1.5 s cannot slip between two looks of a busy test runner.
 */
async function heldTrickSeen(page: Page, lastCard: string, size: number): Promise<string> {
  const seen = await page.waitForFunction(
    ({ card, cards }) => {
      const trick = document.querySelector('[role="list"][aria-label="Trick"]');
      if (!trick || trick.querySelectorAll('[role="listitem"]').length !== cards) return false;
      const shown = [...trick.querySelectorAll('[role="img"]')].some((img) =>
        img.getAttribute('aria-label')?.endsWith(`: ${card}`),
      );
      const taker = [...document.querySelectorAll('[role="status"]')]
        .map((status) => status.textContent?.trim() ?? '')
        .find((text) => / takes the trick$|^You take the trick$/.test(text));
      return shown && taker !== undefined ? taker : false;
    },
    { card: lastCard, cards: size },
    { polling: 50, timeout: 20_000 },
  );
  return (await seen.jsonValue()) as string;
}

/**
 * Plays a whole trick, each card from the phone that may play it (the first card its rules allow);
 * every phone then shows the trick with its last card and who takes it, before it is cleared.
 */
async function playTrickAndSeeItHeld(players: Player[], size: number) {
  for (let played = 0; played < size; played += 1) {
    let mover: Player | undefined;
    await expect(async () => {
      mover = undefined;
      for (const player of players) if ((await playableCards(player.page).count()) > 0) mover = player;
      expect(mover, 'a phone whose player may play').toBeDefined();
    }).toPass({ timeout: 30_000 });
    const card = playableCards(mover!.page).first();
    const name = (await card.getAttribute('aria-label'))!;
    // Every phone watches from before the trick's last card is played.
    const watched = played === size - 1 ? players.map(({ page }) => heldTrickSeen(page, name, size)) : [];
    await card.click();
    await expect(handOf(mover!.page).locator(`[aria-label="${name}"]`)).toHaveCount(0);
    if (watched.length > 0) {
      // The taker reads "You take the trick"; every other phone names them.
      const takers = await Promise.all(watched);
      const taker = takers.indexOf('You take the trick');
      expect(taker, `one phone took the trick (${takers.join(' / ')})`).toBeGreaterThanOrEqual(0);
      expect(takers.filter((text) => text === 'You take the trick')).toHaveLength(1);
      const others = takers.filter((_, index) => index !== taker);
      expect(others).toEqual(others.map(() => `${players[taker]!.name} takes the trick`));
    }
  }
}

/** Opens the game log sheet on this phone and returns its lines. */
async function gameLogLines(page: Page): Promise<string[]> {
  await page.getByTestId('game-log-open').click();
  const sheet = page.getByRole('dialog', { name: 'Game log' });
  await expect(sheet.getByTestId('game-log')).toBeVisible();
  const lines = await sheet.getByTestId('game-log').locator('li').allTextContents();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  return lines;
}

test('Skat online on three phones: the hand on the first screen, a whole trick held with its taker, the bids in the log', async ({
  browser,
}) => {
  test.slow();
  const { players, close } = await matchOnPhones(browser, 'skat', ['Anna', 'Bob', 'Cy']);
  await expectTableOnFirstScreen(players, 10);

  // Middlehand bids 18, the others pass, and the declarer plays a hand game without looking at the skat.
  const calls: string[] = [];
  for (;;) {
    const call = await answerNextCall(players, [/^Bid 18$/, /^Pass$/, /^Hand game$/, /^Grand$/, /^Play this game$/]);
    if (call === null) break;
    calls.push(`${call.player.name}: ${call.choice}`);
    expect(calls.length, 'one bid, two passes, hand, grand, the game').toBeLessThanOrEqual(6);
  }
  const bidder = calls.find((call) => call.endsWith(': Bid 18'))!.split(':')[0]!;
  const passers = calls.filter((call) => call.endsWith(': Pass')).map((call) => call.split(':')[0]!);
  expect(passers).toHaveLength(2);

  await playTrickAndSeeItHeld(players, 3);

  const log = await gameLogLines(players[1]!.page);
  const said = log.filter((line) => / (bids \d+|holds \d+|passes)$/.test(line));
  expect(said).toEqual([`${bidder} bids 18`, ...passers.map((name) => `${name} passes`)]);
  expect(log).toContain(`${bidder} wins the bidding at 18`);
  expect(log.some((line) => /^.+ takes the trick: /.test(line))).toBe(true);
  await close();
});

test('Sixty-Six online on two phones: the hand on the first screen, a whole trick held with its taker', async ({ browser }) => {
  test.slow();
  const { players, close } = await matchOnPhones(browser, 'sixtysix', ['Ana', 'Bea']);
  await expectTableOnFirstScreen(players, 6);
  await playTrickAndSeeItHeld(players, 2);
  await close();
});

test('Schafkopf online on four phones: the hand on the first screen, a whole trick held with its taker, the calls in the log', async ({
  browser,
}) => {
  test.slow();
  const { players, close } = await matchOnPhones(browser, 'schafkopf', ['Anna', 'Bob', 'Cy', 'Dora']);
  await expectTableOnFirstScreen(players, 8);

  // The first asked plays, the others pass; the taker names a Wenz (or a Solo) without Tout, and nobody gives contra.
  const calls: Array<{ name: string; choice: string }> = [];
  for (;;) {
    const first = calls.length === 0 ? [/^I'm playing$/] : [];
    const call = await answerNextCall(players, [
      ...first,
      /^Wenz$/,
      /^Solo$/,
      /^(Acorns|Leaves|Hearts|Bells)$/,
      /^No$/,
      /^Pass$/,
    ]);
    if (call === null) break;
    calls.push({ name: call.player.name, choice: call.choice });
    expect(calls.length, 'four calls, the contract, Tout and three answers to contra').toBeLessThanOrEqual(10);
  }
  const bids = calls.filter(({ choice }) => choice === "I'm playing" || choice === 'Pass');
  expect(bids).toHaveLength(4);

  await playTrickAndSeeItHeld(players, 4);

  // The log names each call of the deal, by its player, in the order they were made.
  const log = await gameLogLines(players[2]!.page);
  const said = log.filter((line) => /(I'm playing|Pass)$/.test(line));
  expect(said).toHaveLength(4);
  bids.forEach(({ name, choice }, index) => {
    expect(said[index]).toContain(name);
    expect(said[index]).toContain(choice);
  });
  expect(log.some((line) => / takes the trick: /.test(line))).toBe(true);
  await close();
});
