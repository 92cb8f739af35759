import { expect, test, type Page } from '@playwright/test';
import { twoFriendsOnline } from './online-helpers';

// Hangman between two friends through a room link, and Bulls & Cows against the computer's code, as a
// visitor plays them. What is secret stays off the other player's page until the rules reveal it.

async function setWord(page: Page, word: string) {
  await page.getByTestId('word-input').fill(word);
  await page.getByRole('button', { name: 'Set word' }).click();
}

/** Guesses the letters in order; the last one finds the word, and the turn moves on. */
async function guessLetters(page: Page, letters: string) {
  for (const [index, letter] of [...letters].entries()) {
    await page.getByTestId(`key-${letter}`).click();
    if (index < letters.length - 1) {
      await expect(page.getByTestId(`key-${letter}`)).toHaveAccessibleName(`${letter.toUpperCase()}, already tried`);
    }
  }
}

test('Hangman online: both set a secret word, each guesses the other, and nobody sees a word before its time', async ({
  browser,
}) => {
  const [ana, bea] = await twoFriendsOnline(browser, 'hangman');
  await setWord(ana.page, 'parrot');
  await setWord(bea.page, 'zebra');
  // Ana guesses first: she sees five blanks, never Bea's word.
  await expect(ana.page.getByTestId('key-z')).toBeVisible();
  await expect(ana.page.locator('body')).not.toContainText(/zebra/i);
  await expect(bea.page.locator('body')).not.toContainText(/parrot/i);
  await guessLetters(ana.page, 'zebra');
  await expect(ana.page.locator('body')).toContainText('Ana found the word: 100 points');
  // Now Bea guesses Ana's word, with one wrong letter on the way.
  await expect(bea.page.getByTestId('key-p')).toBeVisible();
  await expect(bea.page.locator('body')).not.toContainText(/parrot/i);
  await guessLetters(bea.page, 'xparot');
  await expect(bea.page.locator('body')).toContainText('Bea found the word');
  await expect(ana.page.getByRole('region', { name: 'You won!' })).toBeVisible();
  await expect(bea.page.getByRole('region', { name: 'You lost' })).toBeVisible();
  await ana.context.close();
  await bea.context.close();
});

test("Bulls & Cows against the computer's code: a guess is scored and the code stays hidden", async ({ page }) => {
  await page.goto('/play/bullsAndCows');
  // One seat against the game's code: no choice of who moves first.
  await expect(page.getByTestId('mode-AI').getByRole('button', { name: 'Move first' })).toHaveCount(0);
  await page.getByTestId('mode-AI').getByRole('link', { name: 'Start against the computer' }).click();
  await expect(page).toHaveURL(/\/play\/bullsAndCows\/AI/);
  const status = page.getByTestId('status');
  const before = await status.textContent();
  const palette = page.getByRole('group', { name: 'Colours' }).getByRole('button');
  const slots = page.getByRole('group', { name: 'Your guess' }).getByRole('button');
  const length = await slots.count();
  for (let slot = 0; slot < length; slot += 1) await palette.nth(slot).click();
  await page.getByRole('button', { name: 'Guess' }).click();
  await expect(page.getByTestId('attempt')).toHaveCount(1);
  await expect(status).not.toHaveText(before ?? '');
  await expect(page.getByTestId('revealed-code')).toHaveCount(0);
});
