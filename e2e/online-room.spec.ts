import { expect, test } from '@playwright/test';
import { chooseNickname, newVisitor, seatNames } from './online-helpers';

test('the creator manages the seats: capacity, move up, remove; the others only watch the seats change', async ({ browser }) => {
  const ana = await newVisitor(browser);
  await ana.page.goto('/play/reversi/online');
  await chooseNickname(ana.page, 'Ana');
  await ana.page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await ana.page.getByTestId('create-room').click();
  await expect(ana.page).toHaveURL(/\/room\/[\w-]+\/reversi\/[\w-]+$/);
  await expect(ana.page.getByTestId('room-count')).toHaveText('1 of 3 players');

  const bea = await newVisitor(browser);
  await bea.page.goto(ana.page.url());
  await chooseNickname(bea.page, 'Bea');
  await expect(ana.page.getByTestId('room-count')).toHaveText('2 of 3 players');
  await expect(ana.page.getByTestId('start-match')).toBeDisabled();
  await expect(bea.page.getByTestId('creator-controls')).toHaveCount(0);
  await expect(bea.page.getByRole('button', { name: /Remove|Move .* up/ })).toHaveCount(0);

  await ana.page.getByRole('button', { name: 'Move Bea up' }).click();
  await expect(seatNames(ana.page)).toHaveText(['Bea', 'Ana']);
  await expect(seatNames(bea.page)).toHaveText(['Bea', 'Ana']);

  await ana.page.getByRole('combobox', { name: 'Players' }).click();
  await ana.page.getByRole('option', { name: '2' }).click();
  await expect(bea.page.getByTestId('room-count')).toHaveText('2 of 2 players');
  await expect(ana.page.getByTestId('start-match')).toBeEnabled();

  await ana.page.getByRole('button', { name: 'Remove Bea' }).click();
  await expect(bea.page.getByText('You are no longer in this room.')).toBeVisible();
  await expect(seatNames(ana.page)).toHaveText(['Ana']);
  await expect(ana.page.getByTestId('room-count')).toHaveText('1 of 2 players');

  await ana.page.getByRole('button', { name: 'Leave room' }).click();
  await expect(ana.page).toHaveURL(/\/lobby$/);
  await ana.context.close();
  await bea.context.close();
});
