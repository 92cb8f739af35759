import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/** A new browser context: a new visitor with empty storage. */
export async function newVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** Answers the nickname prompt that appears on first need. */
export async function chooseNickname(page: Page, nickname: string) {
  await expect(page.getByTestId('nickname-prompt')).toBeVisible();
  await page.getByTestId('nickname-input').fill(nickname);
  await page.getByTestId('nickname-submit').click();
  await expect(page.getByTestId('nickname-prompt')).toHaveCount(0);
}

/** From the game page's mode picker to a new private room; returns the shared link. A visitor who
 * has no session yet gives a nickname. */
export async function createRoom(page: Page, gameCode: string, nickname?: string): Promise<string> {
  await page.goto(`/play/${gameCode}`);
  await page.getByTestId('mode-OnlineFriend').getByRole('link', { name: 'Create a room' }).click();
  // A game with settings carries them in the address (?setup=...).
  await expect(page).toHaveURL(new RegExp(`/play/${gameCode}/online(\\?|$)`));
  if (nickname) await chooseNickname(page, nickname);
  await expect(page.getByRole('radio', { name: 'Only people with the link' })).toBeChecked();
  await page.getByTestId('create-room').click();
  await expect(page).toHaveURL(new RegExp(`/room/[\\w-]+/${gameCode}/[\\w-]+$`));
  const link = await page.getByTestId('share-url').inputValue();
  expect(link).toBe(page.url());
  return link;
}

export async function createTicTacToeRoom(page: Page, nickname: string): Promise<string> {
  const link = await createRoom(page, 'tictactoe', nickname);
  expect(link).toMatch(/\/room\/tic-tac-toe\/tictactoe\//);
  return link;
}

/** The second visitor opens the link and joins (giving a nickname if new); the creator starts;
 * both land on the match page. */
export async function startTwoPlayerMatch(creator: Page, guest: Page, link: string, guestName?: string) {
  await guest.goto(link);
  if (guestName) await chooseNickname(guest, guestName);
  await expect(seatNames(creator)).toHaveCount(2);
  await creator.getByTestId('start-match').click();
  await expect(creator).toHaveURL(/\/match\/[\w-]+$/);
  await expect(guest).toHaveURL(creator.url());
}

export function seatNames(page: Page) {
  return page.getByTestId('seat-nickname');
}

export async function clickCell(page: Page, index: number) {
  const cell = page.getByTestId(`cell-${index}`);
  await expect(cell).toHaveAttribute('aria-disabled', 'false');
  await cell.click();
  await expect(cell).not.toHaveAttribute('aria-label', /, empty$/);
}

/** Waits until both pages show the mark in the cell (the move went through the game server). */
export async function expectMark(pages: Page[], index: number, mark: string) {
  for (const page of pages)
    await expect(page.getByTestId(`cell-${index}`)).toHaveAttribute('aria-label', new RegExp(`, ${mark}$`));
}

export async function sendChat(page: Page, message: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(message);
  await page.getByTestId('chat-send').click();
  await expect(input).toHaveValue('');
}

export function chatMessages(page: Page) {
  return page.getByTestId('chat-messages');
}

/** From the game page's mode picker to a game on this device. */
export async function startOnOneDevice(page: Page, gameCode: string) {
  await page.goto(`/play/${gameCode}`);
  await page.getByTestId('mode-LocalFriend').getByRole('link', { name: 'Start on this device' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameCode}/local`));
}

/**
 * From the game page's mode picker to a game against the computer at `level` (its button's name),
 * the visitor in the seat `seat` names (a game's own words, as Skat's "You deal first").
 */
export async function startAgainstTheComputer(page: Page, gameCode: string, level: string, seat = 'Move first') {
  await page.goto(`/play/${gameCode}`);
  const mode = page.getByTestId('mode-AI');
  await mode.getByRole('button', { name: level, exact: true }).click();
  await mode.getByRole('button', { name: seat }).click();
  await mode.getByRole('link', { name: 'Start against the computer' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameCode}/AI`));
}

/** Two new visitors, Ana and Bea, at a match of `gameCode` that Ana started from a room link she shared. */
export async function twoFriendsOnline(browser: Browser, gameCode: string): Promise<[Visitor, Visitor]> {
  const ana = await newVisitor(browser);
  const bea = await newVisitor(browser);
  await startTwoPlayerMatch(ana.page, bea.page, await createRoom(ana.page, gameCode, 'Ana'), 'Bea');
  return [ana, bea];
}

/** The room's creator fills every free seat with computer players of these levels and starts the match. */
export async function startWithComputers(page: Page, levels: readonly string[]) {
  const addComputer = page.getByRole('button', { name: 'Add a computer player' });
  for (const level of levels) {
    await addComputer.first().click();
    await page.getByRole('menu', { name: 'Computer level' }).getByRole('menuitem', { name: level }).click();
  }
  await expect(addComputer).toHaveCount(0);
  await page.getByTestId('start-match').click();
  await expect(page).toHaveURL(/\/match\/[\w-]+$/);
}
