import { expect, test, type Locator, type Page } from '@playwright/test';
import { startAgainstTheComputer, startOnOneDevice, twoFriendsOnline } from './online-helpers';

// Rota, Nine Men's Morris, Mancala and Memory Match as a visitor plays them: on one device, against
// the computer and online through a room link, with short games (a quick line or a resignation).

const point = (page: Page, index: number) => page.getByTestId(`point-${index}`);
const turnLine = (page: Page) => page.getByTestId('turn-indicator');

/** Clicks a point and waits until every page shows a piece of `seat` there. */
async function placeOn(actor: Page, index: number, seat: '0' | '1', pages: Page[] = [actor]) {
  await point(actor, index).click();
  for (const page of pages) await expect(point(page, index)).toHaveAttribute('data-seat', seat);
}

test('Rota: a line through the centre on one device, the computer answering, and a game between friends online', async ({
  page,
  browser,
}) => {
  await startOnOneDevice(page, 'rota');
  await expect(turnLine(page)).toHaveText(/^Red's turn/);
  await expect(page.getByTestId('turn-detail')).toHaveText('Place a piece');
  await placeOn(page, 0, '0');
  await expect(turnLine(page)).toHaveText(/^Blue's turn/);
  // An occupied point is refused.
  await point(page, 0).click({ force: true });
  await expect(point(page, 0)).toHaveAttribute('data-seat', '0');
  await expect(turnLine(page)).toHaveText(/^Blue's turn/);
  await placeOn(page, 1, '1');
  await placeOn(page, 8, '0');
  await placeOn(page, 2, '1');
  await placeOn(page, 4, '0');
  await expect(page.getByTestId('game-over').getByRole('heading')).toHaveText('Red won!');
  await expect(turnLine(page)).toHaveText('Red wins with three in a line');
  await expect(page.locator('[data-winning="true"]')).toHaveCount(3);
  for (const index of [0, 8, 4]) await expect(point(page, index)).toHaveAttribute('data-winning', 'true');

  await startAgainstTheComputer(page, 'rota', 'Easy');
  await expect(turnLine(page)).toHaveText(/^Your turn/);
  await page.locator('[data-target="true"]').first().click();
  // The computer places its piece: two on the wheel, and the human's turn again.
  await expect(page.locator('[data-seat]')).toHaveCount(2);
  await expect(page.locator('[data-seat="1"]')).toHaveCount(1);
  await expect(page.getByTestId('last-move')).toHaveText(/^Last move: Computer placed a piece/);
  await expect(turnLine(page)).toHaveText(/^Your turn/);

  const [ana, bea] = await twoFriendsOnline(browser, 'rota');
  const both = [ana.page, bea.page];
  await expect(turnLine(ana.page)).toHaveText(/^Your turn/);
  await expect(turnLine(bea.page)).toHaveText('Waiting for Ana');
  await placeOn(ana.page, 0, '0', both);
  await expect(turnLine(bea.page)).toHaveText(/^Your turn/);
  await placeOn(bea.page, 1, '1', both);
  await placeOn(ana.page, 8, '0', both);
  await placeOn(bea.page, 2, '1', both);
  await placeOn(ana.page, 4, '0', both);
  await expect(bea.page.getByTestId('last-move')).toHaveText('Last move: Ana placed a piece (Point 5)');
  await expect(ana.page.getByRole('region', { name: 'You won!' })).toBeVisible();
  await expect(bea.page.getByRole('region', { name: 'You lost' })).toBeVisible();
  await ana.context.close();
  await bea.context.close();
});

/** White a1, Red b2, White d1, Red b4, White g1: White's mill along the bottom, Red to lose a piece. */
async function playToFirstMill(white: Page, red: Page, pages: Page[]) {
  for (const [actor, index, seat] of [
    [white, 0, '0'],
    [red, 8, '1'],
    [white, 1, '0'],
    [red, 15, '1'],
    [white, 2, '0'],
  ] as const)
    await placeOn(actor, index, seat, pages);
}

async function resign(page: Page) {
  await page.getByTestId('resign').click();
  await page.getByTestId('resign-confirm').click();
}

test("Nine Men's Morris: a mill takes a piece and a resignation ends the game, on one device, online, and against the computer", async ({
  page,
  browser,
}) => {
  await startOnOneDevice(page, 'ninemensmorris');
  await expect(turnLine(page)).toHaveText(/^White's turn/);
  await playToFirstMill(page, page, [page]);
  await expect(turnLine(page)).toHaveText(/^White's turn/);
  await expect(page.getByTestId('turn-detail')).toHaveText("Mill! Remove one of Red's pieces");
  await expect(page.locator('[data-removable="true"]')).toHaveCount(2);
  await point(page, 15).click();
  await expect(point(page, 15)).not.toHaveAttribute('data-seat');
  await expect(point(page, 15)).toHaveAttribute('aria-label', /^Point b4, empty, .*piece removed here$/);
  await expect(point(page, 0)).toHaveAttribute('aria-label', /^Point a1, White piece, in a mill/);
  await expect(turnLine(page)).toHaveText(/^Red's turn/);
  await resign(page);
  await expect(page.getByTestId('game-over').getByRole('heading')).toHaveText('White won!');
  await expect(page.getByTestId('game-over')).toContainText('Red resigned.');

  const [ana, bea] = await twoFriendsOnline(browser, 'ninemensmorris');
  const both = [ana.page, bea.page];
  await playToFirstMill(ana.page, bea.page, both);
  await expect(bea.page.locator('[data-removable="true"]')).toHaveCount(0);
  await ana.page.locator('[data-removable="true"]').first().click();
  for (const viewer of both) await expect(viewer.locator('[data-seat="1"]')).toHaveCount(1);
  await expect(turnLine(bea.page)).toHaveText(/^Your turn/);
  await expect(ana.page.getByTestId('resign')).toHaveCount(0);
  await resign(bea.page);
  await expect(ana.page.getByRole('region', { name: 'You won!' })).toContainText('Bea resigned.');
  await expect(bea.page.getByRole('region', { name: 'You resigned' })).toContainText('Ana won!');
  await ana.context.close();
  await bea.context.close();

  await startAgainstTheComputer(page, 'ninemensmorris', 'Easy');
  await expect(turnLine(page)).toHaveText(/^Your turn/);
  await page.locator('[data-target="true"]').first().click();
  await expect(page.locator('[data-seat="0"]')).toHaveCount(1);
  await expect(page.locator('[data-seat="1"]')).toHaveCount(1);
  await expect(page.getByTestId('last-move')).toHaveText(/^Last move: Computer placed a piece/);
  await expect(turnLine(page)).toHaveText(/^Your turn/);
});

/** A pit button by its owner's name and number (1-6 from that player's left). */
const pit = (page: Page, owner: string, number: number): Locator =>
  page.getByRole('button', { name: new RegExp(`^Pit ${number} of ${owner}, \\d+ seeds?`) });

/** A whole Kalah game in nine sowings: the first player captures, then sweeps 41-7. */
const SHORT_MANCALA_GAME: Array<{ first: boolean; pit: number }> = [
  { first: true, pit: 6 },
  { first: false, pit: 2 }, // the last seed falls in the store: an extra turn
  { first: false, pit: 3 },
  { first: true, pit: 1 },
  { first: false, pit: 4 },
  { first: true, pit: 1 },
  { first: false, pit: 5 },
  { first: true, pit: 1 },
  { first: false, pit: 6 },
];

/** Plays SHORT_MANCALA_GAME; each sowing waits until every page shows it as the last move. */
async function playShortMancalaGame(first: { page: Page; name: string }, second: { page: Page; name: string }) {
  const pages = [...new Set([first.page, second.page])];
  for (const move of SHORT_MANCALA_GAME) {
    const mover = move.first ? first : second;
    const target = pit(mover.page, mover.name, move.pit);
    await expect(target).toHaveAttribute('aria-label', /can be sown/);
    await target.click();
    for (const page of pages)
      await expect(page.getByTestId('last-move')).toHaveText(
        new RegExp(`^Last move: ${mover.name} sowed \\d+ seeds? from pit ${move.pit}\\.`),
      );
  }
}

test('Mancala: a whole game on one device and online, and the computer answering a move', async ({ page, browser }) => {
  await startOnOneDevice(page, 'mancala');
  await expect(turnLine(page)).toHaveText("Player 1's turn");
  // Player 2's pits cannot be sown on Player 1's turn.
  await expect(pit(page, 'Player 2', 1)).toHaveAttribute('aria-disabled', 'true');
  await playShortMancalaGame({ page, name: 'Player 1' }, { page, name: 'Player 2' });
  await expect(page.getByTestId('game-over').getByRole('heading')).toHaveText('Player 1 won!');
  await expect(turnLine(page)).toHaveText('Final score: Player 1 41, Player 2 7');
  await expect(page.getByRole('img', { name: 'Store of Player 1, 41 seeds' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Store of Player 2, 7 seeds' })).toBeVisible();

  const [ana, bea] = await twoFriendsOnline(browser, 'mancala');
  await expect(turnLine(ana.page)).toHaveText('Your turn');
  await expect(pit(bea.page, 'Bea', 1)).toHaveAttribute('aria-disabled', 'true');
  await playShortMancalaGame({ page: ana.page, name: 'Ana' }, { page: bea.page, name: 'Bea' });
  // Each sees the final score from their own side of the board.
  await expect(turnLine(ana.page)).toHaveText('Final score: Ana 41, Bea 7');
  await expect(turnLine(bea.page)).toHaveText('Final score: Bea 7, Ana 41');
  await expect(ana.page.getByRole('region', { name: 'You won!' })).toBeVisible();
  await expect(bea.page.getByRole('region', { name: 'You lost' })).toBeVisible();
  await ana.context.close();
  await bea.context.close();

  await startAgainstTheComputer(page, 'mancala', 'Easy');
  await expect(turnLine(page)).toHaveText('Your turn');
  await page.getByRole('button', { name: /^Your pit 1, \d+ seeds?/ }).click();
  await expect(page.getByTestId('last-move')).toHaveText(/^Last move: Computer sowed/);
  await expect(turnLine(page)).toHaveText('Your turn');
});

/**
 * Memory Match played perfectly from what the players have seen: a known pair is taken at once,
 * otherwise an unseen card is turned and then its partner if seen before, or another unseen card.
 */
class MemoryPlayer {
  /** Cards seen face up and not yet matched: card test id to picture. */
  private readonly seen = new Map<string, string>();
  private readonly matched = new Set<string>();
  pairsFound = 0;

  /** Turns a card and reads its picture from its accessible name once it shows. */
  private async turn(page: Page, card: string): Promise<string> {
    const button = page.getByTestId(card);
    await expect(button).toHaveAttribute('data-playable', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-label', /^Card \d+: /);
    const picture = (await button.getAttribute('aria-label'))!.match(/^Card \d+: ([^,]+)/)![1]!;
    this.seen.set(card, picture);
    return picture;
  }

  private partnerOf(card: string, picture: string): string | undefined {
    return [...this.seen].find(([other, p]) => other !== card && p === picture)?.[0];
  }

  private async unseenCard(page: Page): Promise<string> {
    const cards = await page
      .locator('[data-testid^="card-"]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')!));
    const card = cards.find((c) => !this.seen.has(c) && !this.matched.has(c));
    if (!card) throw new Error('no card left unseen');
    return card;
  }

  /** One try (two cards) on `page`: the cards turned, and whether they made a pair. */
  async playTry(page: Page): Promise<{ cards: [string, string]; found: boolean }> {
    const knownPair = [...this.seen].find(([card, picture]) => this.partnerOf(card, picture));
    const first = knownPair?.[0] ?? (await this.unseenCard(page));
    const picture = await this.turn(page, first);
    const second = this.partnerOf(first, picture) ?? (await this.unseenCard(page));
    const found = (await this.turn(page, second)) === picture;
    if (found) {
      for (const card of [first, second]) {
        await expect(page.getByTestId(card)).toHaveAttribute('aria-label', new RegExp(`^Card \\d+: ${picture}, pair found by `));
        this.seen.delete(card);
        this.matched.add(card);
      }
      this.pairsFound += 1;
    }
    return { cards: [first, second], found };
  }
}

test('Memory Match online: two friends play a whole game through a room link, each seeing every card turned', async ({
  browser,
}) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'memorymatch');
  const players = [ana.page, bea.page];
  await expect(turnLine(ana.page)).toHaveText(/^Your turn/);
  await expect(bea.page.locator('[data-playable="true"]')).toHaveCount(0);
  await expect(ana.page.locator('[data-playable="true"]')).toHaveCount(24);
  const memory = new MemoryPlayer();
  let mover = 0;
  for (let tries = 0; memory.pairsFound < 12; tries += 1) {
    const page = players[mover]!;
    await expect(turnLine(page)).toHaveText(/^Your turn/);
    const { cards, found } = await memory.playTry(page);
    // The other player saw the same cards: a pair stays face up, a miss turns back face down.
    const other = players[1 - mover]!;
    if (found) for (const card of cards) await expect(other.getByTestId(card)).toHaveAttribute('aria-label', /pair found by/);
    else {
      mover = 1 - mover;
      await expect(turnLine(page)).toHaveText(`Waiting for ${mover === 0 ? 'Ana' : 'Bea'}`);
      for (const card of cards) await expect(other.getByTestId(card)).toHaveAttribute('aria-label', /face down/);
    }
    expect(tries).toBeLessThan(24);
  }
  const pairsOf = async (seat: number) =>
    Number((await ana.page.getByTestId(`pairs-${seat}`).textContent())?.match(/(\d+) pairs?/)?.[1]);
  const [anaPairs, beaPairs] = [await pairsOf(0), await pairsOf(1)];
  expect(anaPairs + beaPairs).toBe(12);
  await expect(turnLine(ana.page)).toHaveText(`Final score: Ana ${anaPairs}, Bea ${beaPairs}`);
  const [anaResult, beaResult] =
    anaPairs === beaPairs ? ['Draw', 'Draw'] : anaPairs > beaPairs ? ['You won!', 'You lost'] : ['You lost', 'You won!'];
  await expect(ana.page.getByRole('region', { name: anaResult })).toBeVisible();
  await expect(bea.page.getByRole('region', { name: beaResult })).toBeVisible();
  await ana.context.close();
  await bea.context.close();
});

test('Memory Match on one device: pairs keep the turn, a miss turns back and passes it', async ({ page }) => {
  await startOnOneDevice(page, 'memorymatch');
  await expect(turnLine(page)).toHaveText("Player 1's turn");
  const local = new MemoryPlayer();
  // Player 1 keeps the turn while finding pairs; the first miss passes it to Player 2.
  let lastTry = await local.playTry(page);
  while (lastTry.found) {
    await expect(turnLine(page)).toHaveText(/^Player 1's turn/);
    lastTry = await local.playTry(page);
  }
  await expect(turnLine(page)).toHaveText("Player 2's turn");
  // After a moment the two cards turn back, and Player 2 may turn any card but the matched ones.
  for (const card of lastTry.cards) await expect(page.getByTestId(card)).toHaveAttribute('aria-label', /^Card \d+, face down/);
  await expect(page.locator('[data-playable="true"]')).toHaveCount(24 - 2 * local.pairsFound);
  await expect(page.getByTestId('last-try')).toHaveText('Last try: Player 1 found no pair.');
});
