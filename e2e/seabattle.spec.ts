import { expect, test, type Page } from '@playwright/test';
import { startAgainstTheComputer, twoFriendsOnline } from './online-helpers';

// Sea Battle against the computer and between two friends through a room link, as a visitor plays
// it: place the fleet (Random, or a ship moved with the keyboard), Done, then a few shots. Neither
// page ever shows an enemy ship cell that has not been hit.

const shotsOn = (page: Page, grid: 'own' | 'target') => page.getByTestId(`${grid}-grid`).locator('[data-shot]');

/** Enemy ship cells drawn on the target grid that no shot has hit: there must never be any. */
const unhitEnemyShipCells = (page: Page) => page.getByTestId('target-grid').locator('[data-ship]:not([data-shot])');

async function placeAtRandom(page: Page) {
  await page.getByTestId('random-fleet').click();
  await expect(page.getByTestId('placement-status')).not.toContainText('INVALID POSITIONING');
  await page.getByTestId('fleet-done').click();
}

/** Moves the destroyer one cell with the keyboard, back again if that overlaps another ship, then Done. */
async function placeAfterAKeyboardMove(page: Page) {
  const destroyer = page.getByTestId('ship-4');
  const done = page.getByTestId('fleet-done');
  await destroyer.focus();
  const before = await destroyer.getAttribute('aria-label');
  await page.keyboard.press('ArrowDown');
  let back = 'ArrowUp';
  if ((await destroyer.getAttribute('aria-label')) === before) {
    // Already on the bottom row: move up instead.
    await page.keyboard.press('ArrowUp');
    back = 'ArrowDown';
  }
  await expect(destroyer).not.toHaveAttribute('aria-label', before ?? '');
  if (await done.isDisabled()) {
    await expect(page.getByTestId('placement-status')).toHaveText('INVALID POSITIONING');
    await page.keyboard.press(back);
  }
  await expect(done).toBeEnabled();
  await done.click();
}

async function fireAtFirstOpenCell(page: Page) {
  const fired = await shotsOn(page, 'target').count();
  await page.getByTestId('target-grid').locator('[data-playable]').first().click();
  await expect(shotsOn(page, 'target')).toHaveCount(fired + 1);
}

test('Sea Battle against the computer: a random fleet, then shots answered by the computer', async ({ page }) => {
  await startAgainstTheComputer(page, 'seabattle', 'Easy');
  await expect(page.getByText(/^Drag a ship to move it, (click|tap) it to turn it$/)).toBeVisible();
  await placeAtRandom(page);
  await expect(page.getByTestId('own-grid').locator('[data-ship]')).toHaveCount(17);
  // The visitor moved first: Player 1 fires first, and the computer answers each shot.
  await expect(shotsOn(page, 'own')).toHaveCount(0);
  for (let shot = 1; shot <= 3; shot += 1) {
    await expect(page.getByTestId('turn-detail')).toHaveText(/^Your shot: (click|tap) a cell in enemy waters$/);
    await fireAtFirstOpenCell(page);
    await expect(shotsOn(page, 'own')).toHaveCount(shot);
    if (shot === 1) await expect(page.getByTestId('last-shot')).toHaveText(/fired at [A-J]\d+: (HIT|MISS)/);
    await expect(unhitEnemyShipCells(page)).toHaveCount(0);
  }
});

test('Sea Battle online: both place their fleets, shoot in turn without seeing the other fleet, then one resigns', async ({
  browser,
}) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'seabattle');
  await placeAtRandom(ana.page);
  await expect(ana.page.getByTestId('placement-waiting')).toHaveText('Waiting for opponent...');
  await placeAfterAKeyboardMove(bea.page);
  // Ana, Player 1 (the room's creator), fires first; Bea waits.
  await expect(ana.page.getByTestId('turn-detail')).toHaveText(/^Your shot: (click|tap) a cell in enemy waters$/);
  await expect(bea.page.getByTestId('target-grid').locator('[data-playable]')).toHaveCount(0);
  await fireAtFirstOpenCell(ana.page);
  await expect(shotsOn(bea.page, 'own')).toHaveCount(1);
  await expect(bea.page.getByTestId('last-shot')).toHaveText(/^Ana fired at A1: (HIT|MISS)$/);

  await fireAtFirstOpenCell(bea.page);
  await expect(shotsOn(ana.page, 'own')).toHaveCount(1);
  // Ana fires with the keyboard: from A1 down one row to A2, then Enter.
  await ana.page.getByTestId('target-cell-0').focus();
  await ana.page.keyboard.press('ArrowDown');
  await ana.page.keyboard.press('Enter');
  await expect(ana.page.getByTestId('target-cell-10')).toHaveAttribute('data-shot', /^(hit|miss|sunk)$/);
  await expect(shotsOn(bea.page, 'own')).toHaveCount(2);
  await bea.page.getByTestId('target-cell-99').click();
  await expect(shotsOn(ana.page, 'own')).toHaveCount(2);

  for (const page of [ana.page, bea.page]) {
    await expect(page.getByTestId('own-grid').locator('[data-ship]')).toHaveCount(17);
    await expect(unhitEnemyShipCells(page)).toHaveCount(0);
  }

  // Ana is to move: only she may resign.
  await expect(bea.page.getByTestId('resign')).toHaveCount(0);
  await ana.page.getByTestId('resign').click();
  await ana.page.getByTestId('resign-confirm').click();
  await expect(bea.page.getByRole('region', { name: 'You won!' })).toContainText('Ana resigned.');
  await expect(ana.page.getByRole('region', { name: 'You resigned' })).toContainText('Bea won!');
  await ana.context.close();
  await bea.context.close();
});
