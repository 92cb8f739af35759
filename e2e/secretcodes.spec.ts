import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { chooseNickname, newVisitor, seatNames, type Visitor } from './online-helpers';

// Secret Codes online: six people, each in a browser of their own, two teams of three with a
// spymaster each. They choose teams in the game's "Select teams" step (the host cannot start until
// the start rule holds, and the board says why), then play through the game server: a spymaster
// gives a clue and a number, a guesser of the team reveals cards, the team passes or its turn ends on
// a wrong card, the other team plays, until a team has found all its agents and everybody sees the key.
// Guessers never see the key; the spymasters do. Three of them play on a phone (360 px).

type Team = 'blue' | 'red';
type Agent = Team | 'civilian' | 'assassin';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = '/tmp/secretcodes-e2e';
/** Clue words that are in none of the game's word lists. */
const CLUES = ['Zebrafish', 'Quokka', 'Xylophonist'];
/** An unrevealed card's colour for a viewer without the key (agentColours.ts UNREVEALED). */
const PLAIN_CARD = 'rgb(243, 234, 215)';

interface Player {
  name: string;
  seat: string;
  phone: boolean;
  page: Page;
}

const grid = (page: Page) => page.getByTestId('word-grid');
const cards = (page: Page) => grid(page).locator('[data-testid^="card-"]');
const keyCards = (page: Page) => grid(page).locator('[data-key]');
const status = (page: Page) => page.getByTestId('status');
const teamName = (team: Team) => (team === 'blue' ? 'Blue Team' : 'Red Team');
const other = (team: Team): Team => (team === 'blue' ? 'red' : 'blue');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing on the page is wider than the screen; a failure names what sticks out. */
async function expectNoSidewaysScroll(player: Player) {
  const sticksOut = await player.page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName} "${(element.textContent ?? '').slice(0, 30)}"`);
  });
  expect(sticksOut, `${player.name}'s page scrolls sideways`).toEqual([]);
}

/** Ana opens a room for six; the others join by its link, in seat order. */
async function sixPlayersInOneRoom(visitors: Visitor[], names: string[]): Promise<string> {
  const host = visitors[0]!.page;
  await host.goto('/play/secretcodes/online');
  await chooseNickname(host, names[0]!);
  await host.getByRole('combobox', { name: 'Players' }).selectOption('6');
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/[\w-]+\/secretcodes\/[\w-]+$/);
  const link = host.url();
  for (let index = 1; index < names.length; index++) {
    await visitors[index]!.page.goto(link);
    await chooseNickname(visitors[index]!.page, names[index]!);
    await expect(seatNames(host)).toHaveCount(index + 1);
  }
  await expect(host.getByTestId('room-count')).toHaveText('6 of 6 players');
  return link;
}

/** The spymaster's key, read from the dashed tint of the unrevealed cards on its page. */
async function keyOf(page: Page): Promise<Map<number, Agent>> {
  const entries = await keyCards(page).evaluateAll((elements) =>
    elements.map((element) => [
      Number(element.getAttribute('data-testid')!.slice('card-'.length)),
      element.getAttribute('data-key'),
    ]),
  );
  return new Map(entries as Array<[number, Agent]>);
}

const cardsOf = (key: Map<number, Agent>, agent: Agent) => [...key].filter(([, what]) => what === agent).map(([card]) => card);

/** The backgrounds of the unrevealed cards as the page paints them. */
async function unrevealedColours(page: Page): Promise<string[]> {
  return grid(page)
    .locator('[data-testid^="card-"]:not([data-agent])')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
}

async function giveClue(spymaster: Player, word: string, number: number) {
  const page = spymaster.page;
  await expect(status(page)).toHaveText('Give a clue to your team');
  await page.getByTestId('clue-word').fill(word);
  await page.getByRole('combobox', { name: 'Number' }).click();
  await page.getByRole('option', { name: String(number), exact: true }).click();
  await page.getByTestId('give-clue').click();
  await expect(page.getByTestId('clue')).toContainText(`Clue: ${word.toUpperCase()} ${number}`);
}

/** The guesser reveals a card; every page then shows it in its colour. */
async function reveal(guesser: Player, everyone: Player[], card: number, agent: Agent) {
  await expect(guesser.page.getByTestId(`card-${card}`)).toBeEnabled();
  await guesser.page.getByTestId(`card-${card}`).click();
  for (const { page } of everyone) await expect(page.getByTestId(`card-${card}`)).toHaveAttribute('data-agent', agent);
}

/** Whose clue it is, as every page says it. */
async function expectClueTurn(everyone: Player[], spymaster: Player) {
  for (const player of everyone)
    await expect(status(player.page)).toHaveText(
      player === spymaster ? 'Give a clue to your team' : `${spymaster.name} gives a clue`,
    );
}

test('Six people play Secret Codes online in two teams; only the spymasters see the key until the end', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const names = ['Ana', 'Bea', 'Cai', 'Dan', 'Eva', 'Fay'];
  const phones = new Set(['Ana', 'Bea', 'Cai']);
  const visitors: Visitor[] = [];
  for (const name of names) {
    const visitor = await newVisitor(browser);
    await visitor.page.setViewportSize(phones.has(name) ? PHONE : DESKTOP);
    visitors.push(visitor);
  }
  await sixPlayersInOneRoom(visitors, names);
  const players: Player[] = names.map((name, seat) => ({
    name,
    seat: String(seat),
    phone: phones.has(name),
    page: visitors[seat]!.page,
  }));
  const [ana, bea, cai, dan, eva, fay] = players as [Player, Player, Player, Player, Player, Player];

  await ana.page.getByTestId('start-match').click();
  await expect(ana.page).toHaveURL(/\/match\/[\w-]+$/);
  for (const { page } of players) {
    await expect(page).toHaveURL(ana.page.url(), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Select teams' })).toBeVisible({ timeout: 30_000 });
  }

  // Select teams: everyone chooses at once; the host appoints the spymasters and starts.
  const startProblem = ana.page.getByTestId('start-problem');
  const startPlay = ana.page.getByTestId('start-play');
  await expect(startProblem).toHaveText(
    'In order to start the game all players need to join a team and each team must have a spymaster.',
  );
  await expect(startPlay).toBeDisabled();
  await expect(bea.page.getByText('Ana starts the game once the teams are ready.')).toBeVisible();
  await shoot(ana.page, '1-teams-phone-host');
  for (const player of [ana, bea, cai, dan, fay]) await player.page.getByTestId('join-blue').click();
  await eva.page.getByTestId('join-red').click();
  const blueColumn = ana.page.getByTestId('team-blue');
  const redColumn = ana.page.getByTestId('team-red');
  await expect(blueColumn.getByRole('listitem')).toHaveCount(5);
  await expect(redColumn.getByRole('listitem')).toHaveCount(1);
  await expect(ana.page.getByTestId('team-unassigned')).toHaveCount(0);
  // Everyone has a team, but no spymaster yet.
  await expect(startProblem).toHaveText(/each team must have a spymaster/);
  await ana.page.getByRole('button', { name: 'Make Bea spymaster' }).click();
  await expect(blueColumn.getByRole('listitem').filter({ hasText: 'Bea' })).toContainText('[S]');
  await ana.page.getByRole('button', { name: 'Make Eva spymaster' }).click();
  await expect(redColumn.getByRole('listitem').filter({ hasText: 'Eva' })).toContainText('[S]');
  // Red is its spymaster alone: nobody could guess for it.
  await expect(startProblem).toHaveText('Each team also needs a player besides its spymaster to guess.');
  await expect(startPlay).toBeDisabled();
  await dan.page.getByTestId('join-red').click();
  await fay.page.getByTestId('join-red').click();
  await expect(redColumn.getByRole('listitem')).toHaveCount(3);
  await expect(blueColumn.getByRole('listitem')).toHaveCount(3);
  await expect(startProblem).toHaveCount(0);
  await expect(redColumn).toContainText('Eva [S]');
  await shoot(ana.page, '2-teams-ready-phone-host');
  await shoot(eva.page, '2-teams-ready-desktop');
  for (const player of players) await expectNoSidewaysScroll(player);
  await startPlay.click();

  // Play: the spymasters see the key, nobody else does.
  for (const { page } of players) await expect(cards(page)).toHaveCount(25, { timeout: 30_000 });
  const spymasterOf: Record<Team, Player> = { blue: bea, red: eva };
  const guesserOf: Record<Team, Player> = { blue: cai, red: dan };
  for (const spymaster of [bea, eva]) {
    await expect(keyCards(spymaster.page)).toHaveCount(25);
    expect(new Set(await unrevealedColours(spymaster.page)).size).toBe(4);
  }
  for (const guesser of [ana, cai, dan, fay]) {
    await expect(keyCards(guesser.page)).toHaveCount(0);
    expect(new Set(await unrevealedColours(guesser.page))).toEqual(new Set([PLAIN_CARD]));
    await expect(guesser.page.getByTestId('key-legend')).toHaveCount(0);
  }
  const key = await keyOf(bea.page);
  expect(await keyOf(eva.page)).toEqual(key);
  expect(cardsOf(key, 'assassin')).toHaveLength(1);
  const first: Team = cardsOf(key, 'blue').length === 9 ? 'blue' : 'red';
  const second = other(first);
  expect(cardsOf(key, first)).toHaveLength(9);
  expect(cardsOf(key, second)).toHaveLength(8);
  await expectClueTurn(players, spymasterOf[first]);
  await shoot(bea.page, '3-spymaster-phone');
  await shoot(eva.page, '3-spymaster-desktop');
  await shoot(cai.page, '3-guesser-phone');
  for (const player of players) await expectNoSidewaysScroll(player);

  // First turn: a clue of 2, one agent found, then the team passes.
  const firstAgents = cardsOf(key, first);
  await giveClue(spymasterOf[first], CLUES[0]!, 2);
  const firstGuesser = guesserOf[first];
  await expect(status(firstGuesser.page)).toHaveText("Your team's turn: select cards!");
  await expect(status(guesserOf[second].page)).toHaveText(`${teamName(first)}: select cards!`);
  await expect(guesserOf[second].page.getByTestId(`card-${firstAgents[0]}`)).toBeDisabled();
  await expect(firstGuesser.page.getByTestId('pass')).toBeDisabled();
  await shoot(firstGuesser.page, `4-guessing-${firstGuesser.phone ? 'phone' : 'desktop'}`);
  await reveal(firstGuesser, players, firstAgents[0]!, first);
  await expect(firstGuesser.page.getByTestId('clue')).toContainText('Guesses left: 2');
  await expect(spymasterOf[first].page.getByTestId('agents-left')).toContainText(`${teamName(first)}: 8 left`);
  await firstGuesser.page.getByTestId('pass').click();

  // Second turn: the other team finds one agent, then a civilian ends its turn.
  await expectClueTurn(players, spymasterOf[second]);
  await giveClue(spymasterOf[second], CLUES[1]!, 1);
  const secondGuesser = guesserOf[second];
  await reveal(secondGuesser, players, cardsOf(key, second)[0]!, second);
  await reveal(secondGuesser, players, cardsOf(key, 'civilian')[0]!, 'civilian');

  // Third turn: a clue for the eight agents left, and the first team finds them all.
  await expectClueTurn(players, spymasterOf[first]);
  await giveClue(spymasterOf[first], CLUES[2]!, 8);
  await shoot(firstGuesser.page, `5-guessing-later-${firstGuesser.phone ? 'phone' : 'desktop'}`);
  for (const card of firstAgents.slice(1)) await reveal(firstGuesser, players, card, first);

  // The end: the winner, and the full key for everybody, guessers included.
  for (const player of players) {
    await expect(status(player.page)).toHaveText(`${teamName(first)} wins`);
    await expect(player.page.getByTestId('full-key')).toBeVisible();
    await expect(keyCards(player.page)).toHaveCount(25 - 11);
    await expect(player.page.locator('[data-key="assassin"]')).toHaveCount(1);
    await expect(player.page.getByTestId('pass')).toHaveCount(0);
    await expectNoSidewaysScroll(player);
  }
  await shoot(cai.page, '6-end-phone');
  await shoot(dan.page, '6-end-desktop');
  for (const visitor of visitors) await visitor.context.close();
});
