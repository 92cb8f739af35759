import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseNickname, createRoom, seatNames, type Visitor } from './online-helpers';

// The frame around an online match on a 390 x 844 phone: the invitation a room link shows, the
// status line, the table and the player's own hand on the first screen, and the rules one tap away.

const PHONE = { width: 390, height: 844 };

async function phoneVisitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

/** Whether the element lies wholly within the first screen, without scrolling. */
async function onFirstScreen(page: Page, element: ReturnType<Page['getByTestId']>) {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('Skat online on phones: the invitation names the inviter, the status and the hand fit the first screen, the rules open over the match', async ({
  browser,
}) => {
  // Three browsers through a room to a match: more than the default time on a loaded 2-core machine.
  test.slow();
  const [anna, bob, cy] = [await phoneVisitor(browser), await phoneVisitor(browser), await phoneVisitor(browser)];
  const link = await createRoom(anna.page, 'skat', 'Anna');

  // The invitees read who invites them to what before choosing a nickname.
  for (const [visitor, name] of [
    [bob, 'Bob'],
    [cy, 'Cy'],
  ] as const) {
    await visitor.page.goto(link);
    const invitation = visitor.page.getByTestId('room-invitation');
    await expect(invitation).toHaveText('Anna invites you to Skat (3 players)');
    const field = await visitor.page.getByTestId('nickname-input').boundingBox();
    expect((await invitation.boundingBox())!.y).toBeLessThan(field!.y);
    await chooseNickname(visitor.page, name);
  }
  await expect(seatNames(anna.page)).toHaveCount(3);
  await anna.page.getByTestId('start-match').click();
  await expect(anna.page).toHaveURL(/\/match\/[\w-]+$/);

  for (const { page } of [anna, bob, cy]) {
    await expect(page).toHaveURL(anna.page.url());
    const hand = page.getByRole('group', { name: 'Your hand' });
    await expect(hand.locator('li')).toHaveCount(10);
    await onFirstScreen(page, page.getByTestId('turn-indicator'));
    await onFirstScreen(page, hand);
    await expect(page.getByTestId('match-player')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }

  // How to play, without leaving the match.
  const page = bob.page;
  await page.getByRole('button', { name: 'Game options' }).click();
  await page.getByRole('menuitem', { name: 'How to play' }).click();
  const rules = page.getByRole('dialog', { name: 'How to play Skat' });
  await expect(rules).toContainText('Three players, 32 cards');
  await rules.getByRole('button', { name: 'Back to the game' }).click();
  await expect(rules).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('li')).toHaveCount(10);
  await expect(page).toHaveURL(anna.page.url());

  for (const visitor of [anna, bob, cy]) await visitor.context.close();
});

test('a first visit from a German browser lands on /de, and the language chosen afterwards wins', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' },
  });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de$/);
  // English chosen by its address is remembered: the address without prefix then stays English.
  await page.goto('/en/lobby');
  await expect(page).toHaveURL(/\/lobby$/);
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});
