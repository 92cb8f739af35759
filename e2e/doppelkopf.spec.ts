import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { chooseNickname, createRoom, newVisitor, seatNames, type Visitor, startWithComputers } from './online-helpers';

// Doppelkopf online with computer players: a person alone opens a room, seats three computer
// players (they play on the game server) and plays a whole round with them: the bidding, twelve
// tricks with announcements offered on her turn, the result with every hand, and the next deal.

const handOf = (page: Page) => page.getByRole('group', { name: 'Your hand' });
const playableCards = (page: Page) => handOf(page).locator('button:not([aria-disabled="true"])');
const turnIndicator = (page: Page) => page.getByTestId('turn-indicator');

async function expectGone(button: Locator) {
  await expect(async () => expect(await button.count()).toBe(0)).toPass({ timeout: 30_000 });
}

/** Ana says "Healthy" and plays her first playable card each turn until the round's result is shown. */
async function playRound(page: Page) {
  const nextRound = page.getByRole('button', { name: 'Next round!' });
  let announcementsSeen = false;
  for (let step = 0; step < 60; step++) {
    let now: 'over' | 'card' | 'call' | undefined;
    await expect(async () => {
      now = undefined;
      if (await nextRound.isVisible()) now = 'over';
      else if (/^Your turn/.test((await turnIndicator(page).textContent()) ?? '')) {
        now = (await playableCards(page).count()) > 0 ? 'card' : 'call';
      }
      expect(now, 'the round is over or it is Ana’s turn').toBeDefined();
    }).toPass({ timeout: 60_000 });
    if (now === 'over') return announcementsSeen;
    if (now === 'card') {
      // The announcements made so far are always in view during the play, and nothing runs off the phone's width.
      await expect(page.getByTestId('announcements-made')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if ((await page.getByRole('button', { name: /^(Re|Kontra|No 90|No 60|No 30|Schwarz)$/ }).count()) > 0)
        announcementsSeen = true;
      const before = await handOf(page).locator('li').count();
      await playableCards(page).first().click();
      await expect(handOf(page).locator('li')).toHaveCount(before - 1);
      continue;
    }
    const healthy = page.getByRole('button', { name: 'Healthy', exact: true });
    await healthy.click();
    await expectGone(healthy);
  }
  throw new Error('the round did not end within 60 of Ana’s actions');
}

test('A person plays a whole Doppelkopf round online against three computer players', async ({ browser }) => {
  test.slow();
  const ana = await newVisitor(browser);
  const page = ana.page;
  // A phone first: the whole round is played 375 px wide.
  await page.setViewportSize({ width: 375, height: 812 });
  await createRoom(page, 'doppelkopf', 'Ana');
  await expect(seatNames(page)).toHaveCount(1);
  await startWithComputers(page, ['Easy', 'Medium', 'Easy']);

  await expect(handOf(page).locator('li')).toHaveCount(12);
  const offered = await playRound(page);
  // Ana holds eleven or more cards on her first turn (later after a marriage): an announcement was offered.
  expect(offered).toBe(true);
  await expect(page.getByTestId('round-end-panel')).toContainText('The hands as dealt');
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Next round!' }).click();
  await expect(handOf(page).locator('li')).toHaveCount(12, { timeout: 30_000 });
  await ana.context.close();
});

// Four people online: every seat a browser of its own, the whole round played through the game server.

interface Friend {
  name: string;
  page: Page;
}

/** Ana opens a room; Bea, Cai and Dan join by its link; Ana starts: all four are at the match. */
async function fourFriendsAtOneTable(browser: Browser): Promise<Friend[]> {
  const names = ['Ana', 'Bea', 'Cai', 'Dan'];
  const visitors: Visitor[] = [];
  for (const _ of names) visitors.push(await newVisitor(browser));
  const host = visitors[0]!.page;
  const link = await createRoom(host, 'doppelkopf', 'Ana');
  for (const [index, name] of names.entries()) {
    if (index === 0) continue;
    await visitors[index]!.page.goto(link);
    await chooseNickname(visitors[index]!.page, name);
  }
  await expect(seatNames(host)).toHaveCount(4);
  await host.getByTestId('start-match').click();
  await expect(host).toHaveURL(/\/match\/[\w-]+$/);
  for (const visitor of visitors) await expect(visitor.page).toHaveURL(host.url(), { timeout: 30_000 });
  return names.map((name, index) => ({ name, page: visitors[index]!.page }));
}

const isOnTurn = async (page: Page) => /^Your turn/.test((await turnIndicator(page).textContent()) ?? '');

/** The one friend `ready` says can act now, waited for (the game server answers on a busy machine too). */
async function friendWho(friends: Friend[], ready: (friend: Friend) => Promise<boolean>, what: string): Promise<Friend> {
  let found: Friend | undefined;
  await expect(async () => {
    found = undefined;
    for (const friend of friends) if (await ready(friend)) found = friend;
    expect(found, what).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

/** Every friend says "Healthy" in turn: a normal game (or a silent solo) follows. */
async function everyoneHealthy(friends: Friend[]) {
  for (let call = 0; call < 4; call++) {
    const healthy = (friend: Friend) => friend.page.getByRole('button', { name: 'Healthy', exact: true });
    const speaker = await friendWho(friends, async (friend) => (await healthy(friend).count()) > 0, 'someone is asked to bid');
    await healthy(speaker).click();
    await expectGone(healthy(speaker));
  }
}

const ownWord = (page: Page) => page.getByRole('button', { name: /^(Re|Kontra)$/ });

test('Four people play a whole Doppelkopf round online, one announcing while another is to play', async ({ browser }) => {
  // Four browsers on one machine: minutes on a loaded one (the round itself is 48 cards and a few calls).
  test.setTimeout(600_000);
  const friends = await fourFriendsAtOneTable(browser);
  for (const { page } of friends) await expect(handOf(page).locator('li')).toHaveCount(12, { timeout: 30_000 });
  await everyoneHealthy(friends);

  // The play begins: forehand is to play; a friend who is not says its side's word at once.
  const leader = await friendWho(
    friends,
    async ({ page }) => (await isOnTurn(page)) && (await playableCards(page).count()) > 0,
    'forehand may lead',
  );
  const announcer = await friendWho(
    friends.filter((friend) => friend !== leader),
    async ({ page }) => !(await isOnTurn(page)) && (await ownWord(page).count()) > 0,
    'a friend not to play is offered its announcement',
  );
  const call = (await ownWord(announcer.page).first().textContent())!;
  await ownWord(announcer.page).first().click();
  await expect(ownWord(announcer.page)).toHaveCount(0);
  for (const { page } of friends) {
    // Everyone sees who said it, beside the announcer's name, and the side's announcement.
    await expect(page.getByRole('group', { name: announcer.name, exact: true })).toContainText(`${call}!`);
    await expect(page.getByTestId('announcements-made')).toContainText(`${call}: ${call}`);
  }
  // The turn stayed with forehand, and the announcer was never told it was its turn.
  expect(await isOnTurn(leader.page)).toBe(true);
  expect(await isOnTurn(announcer.page)).toBe(false);

  // Twelve tricks: whoever is to play plays its first playable card, until every browser shows the result.
  const nextRound = (page: Page) => page.getByRole('button', { name: 'Next round!' });
  for (let card = 0; card < 48; card++) {
    const player = await friendWho(
      friends,
      async ({ page }) => (await isOnTurn(page)) && (await playableCards(page).count()) > 0,
      `someone may play card ${card + 1}`,
    );
    const before = await handOf(player.page).locator('li').count();
    await playableCards(player.page).first().click();
    await expect(handOf(player.page).locator('li')).toHaveCount(before - 1, { timeout: 30_000 });
  }
  for (const { page } of friends) {
    await expect(page.getByTestId('round-end-panel')).toContainText('The hands as dealt', { timeout: 30_000 });
    await expect(nextRound(page)).toBeVisible();
  }
  for (const { page } of friends) await nextRound(page).click();
  for (const { page } of friends) await expect(handOf(page).locator('li')).toHaveCount(12, { timeout: 30_000 });
  for (const { page } of friends) await page.context().close();
});
