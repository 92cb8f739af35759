import { expect, test, type Locator, type Page } from '@playwright/test';
import { startAgainstTheComputer, twoFriendsOnline } from './online-helpers';

// Card games as visitors play them: a whole Sixty-Six round between two browsers, and a Skat deal
// against two computer players. The players draw when asked and play the first card they may.

const turnLine = (page: Page) => page.getByTestId('turn-indicator');
const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');

/** The names of the cards in the viewer's hand, playable or not. */
async function cardNames(page: Page): Promise<string[]> {
  return handOf(page)
    .locator('li > [aria-label]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')!));
}

/** Plays the first card the rules allow and waits until it has left the hand. */
async function playFirstPlayableCard(page: Page) {
  const card = playableCards(page).first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.click();
  await expect(handOf(page).locator(`[aria-label="${name}"]`)).toHaveCount(0);
}

/** Waits until one of `states` holds, checked in order, and returns its key. */
async function firstState<K extends string>(states: Record<K, () => Promise<boolean>>): Promise<K> {
  let found: K | undefined;
  await expect(async () => {
    found = undefined;
    for (const key of Object.keys(states) as K[]) {
      if (await states[key]()) {
        found = key;
        break;
      }
    }
    expect(found, 'a state to act on').toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

const says = async (locator: Locator, pattern: RegExp) => pattern.test((await locator.allTextContents()).join(''));

test('Sixty-Six online: two friends play a whole round through a room link, each seeing only their own hand', async ({
  browser,
}) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'sixtysix');
  const players = [
    { page: ana.page, name: 'Ana', other: 'Bea' },
    { page: bea.page, name: 'Bea', other: 'Ana' },
  ];
  // Six cards each, face up only to their owner: the other sees a face-down count and no card name.
  const hands: string[][] = [];
  for (const { page, other } of players) {
    await expect(handOf(page).locator('li')).toHaveCount(6);
    await expect(page.getByRole('group', { name: other, exact: true }).getByRole('img', { name: '6 cards left' })).toBeVisible();
    hands.push(await cardNames(page));
  }
  expect(hands[0]!.filter((card) => hands[1]!.includes(card))).toEqual([]);
  for (const [index, { page }] of players.entries())
    for (const card of hands[1 - index]!) await expect(page.locator(`[aria-label="${card}"]`)).toHaveCount(0);

  const roundOver = (page: Page) => page.getByRole('region', { name: 'Round 1 is over' });
  let actions = 0;
  for (;;) {
    const state = await firstState({
      over: () => roundOver(ana.page).isVisible(),
      ana: () => says(turnLine(ana.page), /^Your turn/),
      bea: () => says(turnLine(bea.page), /^Your turn/),
    });
    if (state === 'over') break;
    const page = state === 'ana' ? ana.page : bea.page;
    const draw = page.getByRole('button', { name: 'Draw cards' });
    if (await draw.isVisible()) {
      await draw.click();
      await expect(draw).toBeHidden();
    } else await playFirstPlayableCard(page);
    actions += 1;
    expect(actions, 'a round has at most 24 cards played and 6 draws').toBeLessThanOrEqual(30);
  }

  // Nobody called "Out!" or closed: the cards were played out, 120 card points and 10 for the last trick.
  for (const { page, name, other } of players) {
    const panel = roundOver(page);
    await expect(panel).toContainText(/Played out.* · (\w+ scores \d game points?|Nobody scores)/);
    await expect(panel).toContainText(new RegExp(`${name}: \\d+ points, tricks: \\d+`));
    await expect(panel).toContainText(new RegExp(`${other}: \\d+ points, tricks: \\d+`));
    const row = page.getByRole('table', { name: 'Score sheet' }).getByTestId('round-1');
    await expect(row).toContainText(/Contract: Played out/);
    const [first, second] = (await row.textContent())!
      .match(/Points: (\d+) : (\d+)/)!
      .slice(1)
      .map(Number);
    expect(first! + second!).toBe(130);
  }
  const headline = async (page: Page) =>
    (await roundOver(page).textContent())!.match(/(\w+ scores \d game points?|Nobody scores)/)![1];
  expect(await headline(bea.page)).toBe(await headline(ana.page));
  await ana.context.close();
  await bea.context.close();
});

test('Skat against two computer players: the visitor passes, plays a card whenever it is their turn, and the deal is scored', async ({
  page,
}) => {
  await startAgainstTheComputer(page, 'skat', 'Easy', 'You deal first');
  await expect(page.getByText('Deal 1 of 6', { exact: true })).toBeVisible();
  await expect(handOf(page).locator('li')).toHaveCount(10);
  for (const computer of ['Computer 2', 'Computer 3'])
    await expect(page.getByRole('group', { name: computer }).getByRole('img', { name: '10 cards left' })).toBeVisible();

  const roundEnd = page.getByTestId('round-end');
  const previousSkat = page.getByRole('group', { name: 'Previous skat' });
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  let actions = 0;
  let state: 'end' | 'redeal' | 'pass' | 'play';
  for (;;) {
    state = await firstState({
      end: () => roundEnd.isVisible(),
      redeal: () => previousSkat.isVisible(),
      pass: () => pass.isVisible(),
      play: async () => (await playableCards(page).count()) > 0,
    });
    if (state === 'end' || state === 'redeal') break;
    if (state === 'pass') {
      await pass.click();
      // After the visitor's pass the auction goes on without them, or everyone passed and the cards are dealt again.
      await expect(async () => expect((await pass.isVisible()) && !(await previousSkat.isVisible())).toBe(false)).toPass();
    } else await playFirstPlayableCard(page);
    actions += 1;
    expect(actions, 'one pass and ten cards at most').toBeLessThanOrEqual(11);
  }

  const firstRound = page.getByRole('table', { name: 'Score sheet' }).getByTestId('round-1');
  if (state === 'redeal') {
    // Everyone passed: the deal scores nothing, and the next deal shows the skat nobody took.
    await expect(firstRound).toContainText('Contract: All passed');
    // A deal everyone passed is not one of the match's deals: the next one is still deal 1.
    await expect(page.getByText('Deal 1 of 6', { exact: true })).toBeVisible();
    await expect(previousSkat.getByRole('img')).toHaveCount(2);
  } else {
    // A computer declared; the round end says how it went and the score sheet has the same row.
    const result = (await roundEnd.getByText(/ (won|lost): -?\d+$/).textContent())!;
    const [, declarer, value] = result.match(/^(.+) (?:won|lost): (-?\d+)$/)!;
    expect(declarer).toMatch(/^Computer [23]$/);
    await expect(firstRound).toContainText(`Declarer: ${declarer}`);
    await expect(firstRound).toContainText(/Contract: (Clubs|Spades|Hearts|Diamonds|Grand|Null)/);
    await expect(firstRound.getByRole('cell', { name: value!, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next round!' })).toBeVisible();
  }
});
